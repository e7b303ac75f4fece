import { type TPermitResponse, ZPermitResponse } from '@qabul/contract/exam';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type ExamSubject, examQueryKey } from './exam-paths';

/** GET abiturient/exam/ruxsatnoma or admin/ruxsatnoma/{id}: the exam permit, `{}` while there is none. */
export function getPermit({ applicationId }: ExamSubject): Promise<TPermitResponse> {
  const path = applicationId === undefined ? 'abiturient/exam/ruxsatnoma' : `admin/ruxsatnoma/${applicationId}`;
  return api.get(path, { schema: ZPermitResponse });
}

export const permitQueryOptions = (subject: ExamSubject) =>
  queryOptions({ queryKey: examQueryKey('permit', subject), queryFn: () => getPermit(subject) });

export function usePermit(subject: ExamSubject) {
  return useQuery(permitQueryOptions(subject));
}
