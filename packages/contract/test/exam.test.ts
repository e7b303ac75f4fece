import { describe, expect, it } from 'vitest';
import { examOutcome, hasExamResult, hasPermit, ZExamResultResponse, ZPermitResponse } from '../src/exam';

describe('exam result states (spec §2 result page)', () => {
  it('reads keldi and result as the page shows them', () => {
    expect(examOutcome({ keldi: '1', result: '1' })).toBe('recommended');
    expect(examOutcome({ keldi: '1', result: '0' })).toBe('not_recommended');
    expect(examOutcome({ keldi: '1', result: '' })).toBe('not_recommended');
    expect(examOutcome({ keldi: '0', result: '1' })).toBe('absent');
    expect(examOutcome({ keldi: '', result: '' })).toBe('absent');
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
    };
    expect(hasPermit(ZPermitResponse.parse(permit))).toBe(true);
    expect(hasExamResult(ZExamResultResponse.parse({}))).toBe(false);
    expect(
      hasExamResult(ZExamResultResponse.parse({ fullName: 'A', keldi: '1', result: '1', actxt: '', answerId: null })),
    ).toBe(true);
  });
});
