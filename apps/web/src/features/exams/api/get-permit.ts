import type { TPermitResponse } from '@qabul/contract/exam';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type ExamSubject, examQueryKey } from './exam-paths';

/**
 * GET abiturient/exam/ruxsatnoma or admin/ruxsatnoma/{id}: the exam permit, `{}` while there is none. Read as the
 * contract's type without its schema, like home's other GETs (get-admission-session.ts): those pages load no zod.
 */
export function getPermit({ applicationId }: ExamSubject): Promise<TPermitResponse> {
  const path = applicationId === undefined ? 'abiturient/exam/ruxsatnoma' : `admin/ruxsatnoma/${applicationId}`;
  return api.get<TPermitResponse>(path);
}

export const permitQueryOptions = (subject: ExamSubject) =>
  queryOptions({ queryKey: examQueryKey('permit', subject), queryFn: () => getPermit(subject) });

export function usePermit(subject: ExamSubject) {
  return useQuery(permitQueryOptions(subject));
}
