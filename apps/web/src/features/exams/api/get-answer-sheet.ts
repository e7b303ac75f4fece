import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ExamSubject } from './exam-paths';

/**
 * GET abiturient/application/exam/file/ANSWER_FILE/{answerId} (the applicant's own) or
 * admin/result/{id}/ANSWER_FILE/{answerId}: the scanned answer sheet. The bytes come through the api client (its
 * sign-out on 401 and its error messages), on demand.
 */
export async function getAnswerSheet({ applicationId, answerId }: ExamSubject & { answerId: string }): Promise<Blob> {
  const path =
    applicationId === undefined
      ? `abiturient/application/exam/file/ANSWER_FILE/${encodeURIComponent(answerId)}`
      : `admin/result/${applicationId}/ANSWER_FILE/${encodeURIComponent(answerId)}`;
  const response = await api.get<Response>(path, { raw: true });
  return response.blob();
}

export function useAnswerSheet() {
  return useMutation({ mutationFn: getAnswerSheet });
}
