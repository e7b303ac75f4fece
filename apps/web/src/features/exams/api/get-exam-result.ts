import type { TExamResultResponse } from '@qabul/contract/exam';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type ExamSubject, examQueryKey } from './exam-paths';

/**
 * GET abiturient/exam/result or admin/result/{id}: the exam result, `{}` until it is published. Read as the contract's
 * type without its schema, like home's other GETs (get-admission-session.ts): those pages load no zod.
 */
export function getExamResult({ applicationId }: ExamSubject): Promise<TExamResultResponse> {
  const path = applicationId === undefined ? 'abiturient/exam/result' : `admin/result/${applicationId}`;
  return api.get<TExamResultResponse>(path);
}

export const examResultQueryOptions = (subject: ExamSubject) =>
  queryOptions({ queryKey: examQueryKey('result', subject), queryFn: () => getExamResult(subject) });

export function useExamResult(subject: ExamSubject) {
  return useQuery(examResultQueryOptions(subject));
}
