/**
 * Which record an exam page shows: the applicant's own (no id: the token decides) or, for staff, an application's.
 * Each call module builds its spec §7 path from it.
 */
export type ExamSubject = { applicationId?: number };

export const examQueryKey = (name: string, { applicationId }: ExamSubject) =>
  ['exams', name, applicationId ?? 'own'] as const;
