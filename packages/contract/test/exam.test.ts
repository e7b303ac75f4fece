import { describe, expect, it } from 'vitest';
import {
  academicYearOf,
  examOutcome,
  hasExamResult,
  hasPermit,
  isShiftNumber,
  ZExamResultResponse,
  ZPermitResponse,
} from '../src/exam';

describe('exam result states (spec §2 result page)', () => {
  it('reads keldi and result as the page shows them', () => {
    expect(examOutcome({ keldi: '1', result: '1' })).toBe('recommended');
    expect(examOutcome({ keldi: '1', result: '0' })).toBe('not_recommended');
    expect(examOutcome({ keldi: '1', result: '' })).toBe('not_recommended');
    expect(examOutcome({ keldi: '0', result: '1' })).toBe('absent');
    expect(examOutcome({ keldi: '', result: '' })).toBe('absent');
  });
});

describe('what the permit prints', () => {
  it('the academic year that starts after a registration ending (or an exam) in that year', () => {
    expect(academicYearOf('2027-07-31')).toBe('2027-2028');
    expect(academicYearOf('2026-08-05')).toBe('2026-2027');
  });

  it('a shift that is a bare number, to be printed with the word "shift"', () => {
    expect(isShiftNumber('2')).toBe(true);
    expect(isShiftNumber(' 12 ')).toBe(true);
    expect(isShiftNumber('1-smena 09:00')).toBe(false);
    expect(isShiftNumber('')).toBe(false);
  });
});

describe('permit and result responses', () => {
  it('tell an empty answer ({}) from data', () => {
    expect(hasPermit(ZPermitResponse.parse({}))).toBe(false);
    const permit = {
      fullName: 'A B',
      educationFaculty: { name: 'F' },
      day1: '20.07.2026',
      smena1: '1',
      floor2: 'l',
      day2: 'p',
      passportNumber: 'AA 1234567',
      branch: '',
      academicYear: '2026-2027',
    };
    expect(hasPermit(ZPermitResponse.parse(permit))).toBe(true);
    expect(hasExamResult(ZExamResultResponse.parse({}))).toBe(false);
    expect(
      hasExamResult(ZExamResultResponse.parse({ fullName: 'A', keldi: '1', result: '1', actxt: '', answerId: null })),
    ).toBe(true);
  });
});
