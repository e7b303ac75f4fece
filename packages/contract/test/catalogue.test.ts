import { describe, expect, it } from 'vitest';
import { ZCertificateFields, ZCertificateInput } from '../src/catalogue';
import { translate } from '../src/messages';

const names = { uz: 'IELTS', ru: 'IELTS' };
const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('ZCertificateInput: the minimum and maximum scores', () => {
  it('takes a maximum at or above the minimum, and either one alone', () => {
    expect(ZCertificateInput.parse({ names, minScore: 5.5, maxScore: 9 })).toMatchObject({
      minScore: 5.5,
      maxScore: 9,
    });
    expect(ZCertificateInput.parse({ names, minScore: 6, maxScore: 6 })).toMatchObject({ minScore: 6, maxScore: 6 });
    expect(ZCertificateInput.parse({ names, maxScore: 120 })).toMatchObject({ minScore: null, maxScore: 120 });
    expect(ZCertificateInput.parse({ names, minScore: 3, maxScore: null })).toMatchObject({
      minScore: 3,
      maxScore: null,
    });
  });

  it('refuses a maximum below the minimum, on maxScore, with a translated message', () => {
    expect(issues(ZCertificateInput.safeParse({ names, minScore: 60, maxScore: 9 }))).toEqual([
      'maxScore: max_score_below_min_score',
    ]);
    for (const locale of ['uz', 'ru', 'en'] as const)
      expect(translate(locale, 'max_score_below_min_score')).not.toBe('max_score_below_min_score');
  });

  it('says so together with the other errors, but not when a score is itself wrong', () => {
    expect(issues(ZCertificateInput.safeParse({ names: { uz: '', ru: 'X' }, minScore: 60, maxScore: 9 }))).toEqual([
      'names.uz: required',
      'maxScore: max_score_below_min_score',
    ]);
    expect(issues(ZCertificateInput.safeParse({ names, minScore: 60, maxScore: 10_000 }))).toEqual([
      'maxScore: too_big',
    ]);
    expect(issues(ZCertificateInput.safeParse({ names, minScore: -1, maxScore: 9 }))).toEqual(['minScore: too_small']);
  });

  it('keeps the unrefined fields for the server, which derives its create and update schemas from them', () => {
    expect(ZCertificateFields.omit({ id: true }).safeParse({ names, minScore: 60, maxScore: 9 }).success).toBe(true);
    expect(Object.keys(ZCertificateFields.shape)).toEqual(expect.arrayContaining(['minScore', 'maxScore']));
  });
});
