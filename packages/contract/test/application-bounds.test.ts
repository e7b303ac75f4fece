import { describe, expect, it } from 'vitest';
import {
  ANSWER_FIELD_NAMES,
  ANSWER_FIELDS,
  answerMaxLength,
  fieldsOfKind,
  pinfl,
  requiredOnSubmit,
  ZPinfl,
} from '../src/application/fields';
import { sampleApplication } from '../src/application/sample';
import {
  applicationDraftSchema,
  applicationSubmitSchema,
  REQUIRED_FILE_FIELDS,
  ZApplicationDraft,
} from '../src/application/submit';
import { translate } from '../src/messages';

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
  it('refuses a PINFL whose last digit is wrong, with its own message, unless the rules turn the check off', () => {
    expect(ZPinfl.parse('51705001234565')).toBe('51705001234565');
    expect(issues(ZPinfl.safeParse('51705001234567'))).toEqual([': pinfl_check_digit']);
    expect(translate('en', 'pinfl_check_digit')).toBe('The PINFL is not valid: check its digits against the document');
    const unchecked = pinfl(true, { checkDigit: false });
    expect(unchecked.parse('51705001234567')).toBe('51705001234567');
    expect(issues(unchecked.safeParse('5170500123456'))).toEqual([': pinfl_invalid']);
    // The rule of the list is untouched: a setting is a parameter, not a switch of the module.
    expect(issues(ZPinfl.safeParse('51705001234567'))).toEqual([': pinfl_check_digit']);
  });

  it('lets the draft and the submission through with the check off, still holding the PINFL to the birth date and gender', () => {
    const off = { pinflCheckDigit: false };
    const badCheckDigit = '51705001234567';
    expect(issues(ZApplicationDraft.safeParse({ pinfl: badCheckDigit }))).toEqual(['pinfl: pinfl_check_digit']);
    expect(applicationDraftSchema(off).parse({ pinfl: badCheckDigit })).toEqual({ pinfl: badCheckDigit });
    const files = { photo: 'p', passportPhoto: 'p', highSchoolDiplomaPhoto: 'd', highSchoolDiplomaAppendix: 'a' };
    const form = sampleApplication(
      { countryId: 1, regionId: 2, cityId: 3, facultyId: 1, languageId: 1 },
      { ...files, pinfl: badCheckDigit },
    );
    expect(issues(applicationSubmitSchema().safeParse(form))).toEqual(['pinfl: pinfl_check_digit']);
    expect(applicationSubmitSchema({ formRules: off }).parse(form).pinfl).toBe(badCheckDigit);
    const woman = { ...form, gender: 'FEMALE' };
    expect(issues(applicationSubmitSchema({ formRules: off }).safeParse(woman))).toEqual(['pinfl: pinfl_mismatch']);
  });
});

describe('the limits and requirements the web form reads from the field list', () => {
  const form = sampleApplication(
    { countryId: 1, regionId: 2, cityId: 3, facultyId: 1, languageId: 1 },
    { photo: 'p', passportPhoto: 'p', highSchoolDiplomaPhoto: 'd', highSchoolDiplomaAppendix: 'a' },
  );

  it("are each field's rule: a value of the limit's length passes, one character more is refused", () => {
    const atLimit: Record<string, string> = {
      firstName: 'A'.repeat(100),
      lastName: 'A'.repeat(100),
      middleName: 'A'.repeat(100),
      disabilityNote: 'a'.repeat(500),
      addressLine: 'a'.repeat(500),
      nationality: 'a'.repeat(100),
      passportNumber: 'A'.repeat(20),
      pinfl: '51705001234565',
      schoolName: 'a'.repeat(500),
      highSchoolDiplomaNumber: '1'.repeat(64),
      certificateNumber: '1'.repeat(64),
      email: `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.uz`,
    };
    const limited = ANSWER_FIELD_NAMES.filter((name) => answerMaxLength(name) !== undefined);
    expect(limited.sort()).toEqual(Object.keys(atLimit).sort());
    for (const name of limited) {
      const rule = ANSWER_FIELDS[name].optional;
      expect(atLimit[name], name).toHaveLength(answerMaxLength(name) as number);
      expect(rule.safeParse(atLimit[name]).success, name).toBe(true);
      expect(rule.safeParse(`${atLimit[name]}1`).success, name).toBe(false);
    }
  });

  it('mark required exactly what every submission needs', () => {
    for (const name of ANSWER_FIELD_NAMES.filter(requiredOnSubmit)) {
      const blank = ANSWER_FIELDS[name].kind === 'ref' ? { id: '' } : '';
      expect(issues(applicationSubmitSchema().safeParse({ ...form, [name]: blank })), name).toContain(
        `${name}: required`,
      );
    }
    // The others are required at most where another answer asks for them: not in a country without regions.
    const noPlaces = applicationSubmitSchema({ hasRegions: () => false, hasCities: () => false });
    for (const name of ANSWER_FIELD_NAMES.filter((field) => !requiredOnSubmit(field))) {
      const found = issues(noPlaces.safeParse({ ...form, [name]: null }));
      expect(
        found.filter((issue) => issue === `${name}: required`),
        name,
      ).toEqual([]);
    }
    for (const name of REQUIRED_FILE_FIELDS) {
      expect(issues(applicationSubmitSchema().safeParse({ ...form, [name]: '' }))).toEqual([`${name}: file_required`]);
    }
  });
});
