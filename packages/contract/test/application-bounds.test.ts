import { afterEach, describe, expect, it } from 'vitest';
import { fieldsOfKind, ZPinfl } from '../src/application/fields';
import { ZApplicationDraft } from '../src/application/submit';
import { translate } from '../src/messages';
import { enforcePinflCheckDigit } from '../src/pinfl';

afterEach(() => enforcePinflCheckDigit(true));

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('values the database columns cannot hold are refused by the rules', () => {
  it('every catalogue reference is an id within the 32-bit serial range', () => {
    for (const field of fieldsOfKind('ref')) {
      for (const id of [2_147_483_648, 1e20, 99_999_999_999, '99999999999', -1, 0, 1.5]) {
        expect(issues(ZApplicationDraft.safeParse({ [field]: { id } })), `${field} ${id}`).toEqual([
          `${field}: invalid`,
        ]);
      }
      expect(ZApplicationDraft.safeParse({ [field]: { id: 2_147_483_647 } }).success).toBe(true);
    }
  });

  it('a score fits numeric(6,2): at most 9999.99 and two decimals', () => {
    for (const score of [9999.995, 9999.999, 10_000, 1e20, 6.555, '9999.995', -0.5]) {
      expect(issues(ZApplicationDraft.safeParse({ score })), String(score)).toEqual(['score: score_invalid']);
    }
    for (const score of [9999.99, 0, 6.5, 4.35, 120, '7,25']) {
      expect(ZApplicationDraft.safeParse({ score }).success, String(score)).toBe(true);
    }
  });
});

describe('PINFL check digit in the field rule', () => {
  it('refuses a PINFL whose last digit is wrong, with its own message, unless the check is off', () => {
    expect(ZPinfl.parse('51705001234565')).toBe('51705001234565');
    expect(issues(ZPinfl.safeParse('51705001234567'))).toEqual([': pinfl_check_digit']);
    expect(translate('en', 'pinfl_check_digit')).toBe('The PINFL is not valid: check its digits against the document');
    enforcePinflCheckDigit(false);
    expect(ZPinfl.parse('51705001234567')).toBe('51705001234567');
    expect(issues(ZPinfl.safeParse('5170500123456'))).toEqual([': pinfl_invalid']);
  });
});
