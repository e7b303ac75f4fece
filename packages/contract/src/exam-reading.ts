import type { TExamResult, TExamResultResponse, TPermit, TPermitResponse } from './exam';

/**
 * How the pages read an exam permit or result (spec §2), apart from the schemas in ./exam: the applicant's first
 * screens use these without loading zod, which only their forms need.
 */

/** A shift imported as a bare number is printed with the word "shift"; any other text ("1-smena 09:00") as it is. */
export function isShiftNumber(shift: string): boolean {
  return /^\d+$/.test(shift.trim());
}

export function hasPermit(value: TPermitResponse | undefined): value is TPermit {
  return Boolean(value && 'fullName' in value);
}
export function hasExamResult(value: TExamResultResponse | undefined): value is TExamResult {
  return Boolean(value && 'fullName' in value);
}

/** How a result page reads a result (spec §2). */
export type TExamOutcome = 'recommended' | 'not_recommended' | 'absent';
export function examOutcome(result: Pick<TExamResult, 'keldi' | 'result'>): TExamOutcome {
  if (result.keldi !== '1') return 'absent';
  return result.result === '1' ? 'recommended' : 'not_recommended';
}
