import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type ExamSubject, examQueryKey } from './exam-paths';

/**
 * GET abiturient/exam/ruxsatnoma/pdf or admin/ruxsatnoma/{id}/pdf: the permit as an A4 PDF made by the server, so
 * the phone downloads a small file and no PDF library ships in the web bundle.
 */
export async function getPermitPdf({ applicationId }: ExamSubject): Promise<Blob> {
  const path = applicationId === undefined ? 'abiturient/exam/ruxsatnoma/pdf' : `admin/ruxsatnoma/${applicationId}/pdf`;
  const response = await api.get<Response>(path, { raw: true });
  return response.blob();
}

export const permitPdfQueryOptions = (subject: ExamSubject) =>
  queryOptions({ queryKey: examQueryKey('permit-pdf', subject), queryFn: () => getPermitPdf(subject) });

/** Fetched only once the permit JSON says there is one (`enabled`). */
export function usePermitPdf(subject: ExamSubject, enabled: boolean) {
  return useQuery({ ...permitPdfQueryOptions(subject), enabled });
}
