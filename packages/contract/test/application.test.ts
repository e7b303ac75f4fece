import { describe, expect, it } from 'vitest';
import {
  graduationYears,
  pinflMismatch,
  toCalendarDate,
  UZ_PASSPORT,
  ZGpa,
  ZGraduationYear,
  ZPassportNumber,
  ZPersonName,
  ZPinfl,
} from '../src/application/fields';
import { checkFile, detectFileType, FILE_KIND_FIELD, FILE_KINDS } from '../src/application/files';
import { sampleApplication } from '../src/application/sample';
import { applicationSubmitSchema, ZApplicationDraft, ZApplicationSubmit } from '../src/application/submit';
import { translate } from '../src/messages';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const PDF = new TextEncoder().encode('%PDF-1.4\n%...');

/**
 * A complete, valid form (the tests' sample application) with its documents uploaded, and the score and number of
 * a certificate chosen before "none": hidden values the certificate tests bring back into play.
 */
export function validForm(): Record<string, unknown> {
  return sampleApplication(
    { countryId: 1, regionId: 2, cityId: 3, facultyId: 1, languageId: 1 },
    {
      score: 7,
      certificateNumber: 'ABC',
      photo: '/api/v1/abiturient/application/file/PHOTO_FILE',
      passportPhoto: '/api/v1/abiturient/application/file/PASSPORT_FILE',
      highSchoolDiplomaPhoto: '/api/v1/abiturient/application/file/HIGH_SCHOOL_DIPLOMA_FILE',
      highSchoolDiplomaAppendix: '/api/v1/abiturient/application/file/HIGH_SCHOOL_DIPLOMA_APPENDIX_FILE',
    },
  );
}

function errors(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const out: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = issue.path.map(String).join('.');
    out[key] = [...(out[key] ?? []), issue.message];
  }
  return out;
}

const submit = (patch: Record<string, unknown>, schema = ZApplicationSubmit) =>
  schema.safeParse({ ...validForm(), ...patch });

describe('primitives', () => {
  it('person names: uppercase Latin and \' " ` ( ) , only', () => {
    for (const ok of ['ALI', "O'RINBOEV", 'BAXTIYOR O`G`LI', 'SMITH (JR), "JOHN"']) {
      expect(ZPersonName.safeParse(ok).success, ok).toBe(true);
    }
    for (const bad of ['Ali', 'ali', 'АЛИ', 'ALI1', 'ALI-VALI', "'''", 'ALİ']) {
      const result = ZPersonName.safeParse(bad);
      expect(result.success, bad).toBe(false);
      expect(errors(result)).toEqual({ '': ['name_latin_upper'] });
    }
    expect(errors(ZPersonName.safeParse(''))).toEqual({ '': ['required'] });
    expect(ZPersonName.parse('  ALI   VALI ')).toBe('ALI VALI');
  });

  it('passport number: an Uzbek one stored as "AA 1234567" (without the space or in lower case too), any other kept in capitals', () => {
    expect(ZPassportNumber.parse('AA 1234567')).toBe('AA 1234567');
    expect(ZPassportNumber.parse('AA1234567')).toBe('AA 1234567');
    expect(ZPassportNumber.parse('ab 1234567')).toBe('AB 1234567');
    expect(ZPassportNumber.parse(' n12345678 ')).toBe('N12345678');
    expect(ZPassportNumber.parse('c01x  00t47')).toBe('C01X 00T47');
    for (const bad of ['A12', 'AA-', 'АА 1234567', 'AA_1234567', 'A'.repeat(21), 'AA 1234567!']) {
      expect(errors(ZPassportNumber.safeParse(bad)), bad).toEqual({ '': ['passport_number_invalid'] });
    }
  });

  it("passport number: the citizenship country's format on submission (Uzbek when unknown)", () => {
    // Unknown countries: the spec's Uzbek format.
    for (const bad of ['A 1234567', 'AA 123456', 'AA 12345678', '12 1234567', 'AAA1234567', 'N12345678']) {
      expect(errors(submit({ passportNumber: bad })), bad).toEqual({ passportNumber: ['passport_number_format'] });
    }
    const schema = applicationSubmitSchema({
      passportPatternOf: (countryId) => ({ 1: UZ_PASSPORT.pattern, 7: '^N\\d{8}$' })[countryId] ?? '',
    });
    expect(submit({ citizenship: { id: 7 }, passportNumber: 'n12345678' }, schema).data?.passportNumber).toBe(
      'N12345678',
    );
    expect(errors(submit({ citizenship: { id: 7 }, passportNumber: 'AA 1234567' }, schema))).toEqual({
      passportNumber: ['passport_number_country_format'],
    });
    expect(errors(submit({ citizenship: { id: 1 }, passportNumber: 'N12345678' }, schema))).toEqual({
      passportNumber: ['passport_number_format'],
    });
    // A country without a pattern in the catalogue: any well-formed number.
    expect(submit({ citizenship: { id: 9 }, passportNumber: 'X-99 1234' }, schema).success).toBe(true);
    // A pattern that is no regular expression checks nothing.
    const broken = applicationSubmitSchema({ passportPatternOf: () => '([' });
    expect(submit({ passportNumber: 'N12345678' }, broken).success).toBe(true);
  });

  it('PINFL: exactly 14 digits', () => {
    expect(ZPinfl.parse('51705001234565')).toBe('51705001234565');
    for (const bad of ['5170500123456', '517050012345678', '5170500123456a', '5170500 123456']) {
      expect(errors(ZPinfl.safeParse(bad)), bad).toEqual({ '': ['pinfl_invalid'] });
    }
  });

  it('PINFL agrees with birth date (DDMMYY) and gender/century digit', () => {
    expect(pinflMismatch('51705001234565', '2000-05-17', 'MALE')).toBe(false);
    expect(pinflMismatch('61705001234562', '2000-05-17', 'FEMALE')).toBe(false);
    expect(pinflMismatch('33112991234561', '1999-12-31', 'MALE')).toBe(false);
    expect(pinflMismatch('43112991234568', '1999-12-31', 'FEMALE')).toBe(false);
    expect(pinflMismatch('61705001234562', '2000-05-17', 'MALE')).toBe(true);
    expect(pinflMismatch('31705001234561', '2000-05-17', 'MALE')).toBe(true);
    expect(pinflMismatch('51805001234566', '2000-05-17', 'MALE')).toBe(true);
  });

  it('GPA from 1 to 5 with at most two decimals, as number or text', () => {
    expect(ZGpa.parse(1)).toBe(1);
    expect(ZGpa.parse('5')).toBe(5);
    expect(ZGpa.parse('4,75')).toBe(4.75);
    expect(errors(ZGpa.safeParse(0.9))).toEqual({ '': ['GPA_range'] });
    expect(errors(ZGpa.safeParse('5.1'))).toEqual({ '': ['GPA_range'] });
    // Kept with two decimals: a third is refused rather than rounded away.
    expect(ZGpa.parse('4.57')).toBe(4.57);
    expect(ZGpa.parse(4.1)).toBe(4.1);
    expect(errors(ZGpa.safeParse('4.567'))).toEqual({ '': ['GPA_decimals'] });
    expect(errors(ZGpa.safeParse('abc'))).toEqual({ '': ['invalid_number'] });
    expect(errors(ZGpa.safeParse(''))).toEqual({ '': ['required'] });
  });

  it('graduation year from 1981 to this year', () => {
    const year = new Date().getUTCFullYear();
    expect(ZGraduationYear.parse(1981)).toBe(1981);
    expect(ZGraduationYear.parse(String(year))).toBe(year);
    for (const bad of [1980, year + 1, 2010.5]) {
      expect(errors(ZGraduationYear.safeParse(bad)), String(bad)).toEqual({ '': ['graduation_year_range'] });
    }
    expect(graduationYears(new Date('2025-06-01'))).toHaveLength(2025 - 1981 + 1);
    expect(graduationYears(new Date('2025-06-01'))[0]).toBe(2025);
  });

  it('calendar dates from ISO midnights, plain dates and dd.mm.yyyy', () => {
    expect(toCalendarDate('2000-05-17T00:00:00.000Z')).toBe('2000-05-17');
    expect(toCalendarDate('2000-05-16T19:00:00.000Z')).toBe('2000-05-17'); // Tashkent midnight
    expect(toCalendarDate('2000-05-17T05:00:00.000Z')).toBe('2000-05-17'); // midnight west of UTC
    expect(toCalendarDate('2000-05-17')).toBe('2000-05-17');
    expect(toCalendarDate('17.05.2000')).toBe('2000-05-17');
    expect(toCalendarDate('2001-02-29')).toBeNull();
    expect(toCalendarDate('31.04.2000')).toBeNull();
    expect(toCalendarDate('yesterday')).toBeNull();
  });
});

describe('ZApplicationSubmit', () => {
  it('accepts a complete form and normalises it', () => {
    const result = submit({});
    expect(errors(result)).toEqual({});
    expect(result.data).toMatchObject({
      birthDate: '2000-05-17',
      gpa: 4.5,
      country: { id: 1 },
      homePhone: null,
      disabilityNote: null,
      foreignLanguageProficiency: { id: 1 },
      score: 0,
      certificateNumber: '0',
      certificateOther: null,
      agreement: true,
    });
    expect(result.data?.country).toEqual({ id: 1 }); // names of references are dropped
  });

  it('reports every missing required field, files included', () => {
    const result = ZApplicationSubmit.safeParse({ country: { id: '' }, gender: '' });
    const fields = errors(result);
    for (const field of [
      'firstName',
      'lastName',
      'middleName',
      'birthDate',
      'gender',
      'disability',
      'country',
      'region',
      'city',
      'addressLine',
      'citizenship',
      'nationality',
      'passportNumber',
      'pinfl',
      'mobilePhone',
      'fatherPhone',
      'motherPhone',
      'schoolCountry',
      'schoolRegion',
      'schoolCity',
      'schoolType',
      'schoolName',
      'graduatedDirection',
      'gpa',
      'graduationYear',
      'highSchoolDiplomaNumber',
      'foreignLanguageProficiency',
      'educationFaculty',
      'educationLanguage',
    ]) {
      expect(fields[field], field).toEqual(['required']);
    }
    for (const field of ['photo', 'passportPhoto', 'highSchoolDiplomaPhoto', 'highSchoolDiplomaAppendix']) {
      expect(fields[field], field).toEqual(['file_required']);
    }
    expect(fields.agreement).toEqual(['agreement_required']);
    expect(fields.homePhone).toBeUndefined();
    expect(fields.passportPhotoBack).toBeUndefined();
    expect(fields.foreignLanguageProficiencyPhoto).toBeUndefined();
  });

  it('refuses a PINFL that disagrees with the birth date', () => {
    expect(errors(submit({ birthDate: '2000-05-18' }))).toEqual({ pinfl: ['pinfl_mismatch'] });
  });

  it('refuses a PINFL that disagrees with the gender', () => {
    expect(errors(submit({ gender: 'FEMALE' }))).toEqual({ pinfl: ['pinfl_mismatch'] });
    expect(errors(submit({ gender: 'FEMALE', pinfl: '61705001234562' }))).toEqual({});
  });

  it('reports cross-field rules together with field errors', () => {
    expect(errors(submit({ gender: 'FEMALE', firstName: 'ali' }))).toEqual({
      firstName: ['name_latin_upper'],
      pinfl: ['pinfl_mismatch'],
    });
  });

  it('refuses GPA 0.9 and 5.1, a wrong passport format and non-Latin names', () => {
    expect(errors(submit({ gpa: 0.9 }))).toEqual({ gpa: ['GPA_range'] });
    expect(errors(submit({ gpa: '5.1' }))).toEqual({ gpa: ['GPA_range'] });
    expect(errors(submit({ passportNumber: 'A1234567' }))).toEqual({ passportNumber: ['passport_number_format'] });
    expect(errors(submit({ firstName: 'Alisher', lastName: 'АЛИЕВ' }))).toEqual({
      firstName: ['name_latin_upper'],
      lastName: ['name_latin_upper'],
    });
  });

  it('checks the birth date: real, in the past, at least 16 years ago', () => {
    expect(errors(submit({ birthDate: '2000-02-30' }))).toEqual({ birthDate: ['invalid_date'] });
    const tooYoung = `${new Date().getUTCFullYear() - 10}-01-01`;
    expect(errors(submit({ birthDate: tooYoung }))).toMatchObject({ birthDate: ['birth_date_too_young'] });
    expect(errors(submit({ birthDate: '1900-01-01' }))).toMatchObject({ birthDate: ['birth_date_too_old'] });
    expect(submit({ birthDate: '17.05.2000' }).data?.birthDate).toBe('2000-05-17');
  });

  it('phones: dial code and digits, the mask characters stripped; home phone optional', () => {
    expect(submit({ mobilePhone: '+998(90) 123-45-67' }).data?.mobilePhone).toBe('998901234567');
    expect(errors(submit({ fatherPhone: '99890123' }))).toEqual({ fatherPhone: ['phone_invalid'] });
    expect(submit({ homePhone: '998712345678' }).success).toBe(true);
  });

  it('certificate 1 (none) zeroes score and number and needs nothing else', () => {
    const result = submit({ foreignLanguageProficiency: { id: 1 }, score: '', certificateNumber: 'X1' });
    expect(result.data).toMatchObject({ score: 0, certificateNumber: '0', certificateOther: null });
  });

  it('certificate 6 (other) needs its name; score and number stay optional', () => {
    expect(
      errors(submit({ foreignLanguageProficiency: { id: 6 }, certificateOther: '', certificateNumber: '' })),
    ).toEqual({
      certificateOther: ['required'],
    });
    const ok = submit({ foreignLanguageProficiency: { id: 6 }, certificateOther: 'DELF B2', score: '' });
    expect(ok.data).toMatchObject({ certificateOther: 'DELF B2', score: 0, certificateNumber: 'ABC' });
    const bare = submit({
      foreignLanguageProficiency: { id: 6 },
      certificateOther: 'DELF B2',
      score: '',
      certificateNumber: '',
    });
    expect(bare.data).toMatchObject({ score: 0, certificateNumber: '0' });
  });

  it('other certificates need score and number, and the score must reach the minimum', () => {
    const schema = applicationSubmitSchema({ minScoreOf: (id) => ({ 2: 5.5, 3: 60, 4: 3 })[id] });
    expect(errors(submit({ foreignLanguageProficiency: { id: 2 }, score: '', certificateNumber: '' }, schema))).toEqual(
      { score: ['required'], certificateNumber: ['required'] },
    );
    expect(errors(submit({ foreignLanguageProficiency: { id: 2 }, score: 5 }, schema))).toEqual({
      score: ['score_below_minimum'],
    });
    expect(errors(submit({ foreignLanguageProficiency: { id: 3 }, score: 59 }, schema))).toEqual({
      score: ['score_below_minimum'],
    });
    const ok = submit({ foreignLanguageProficiency: { id: 2 }, score: '5.5', certificateOther: 'X' }, schema);
    expect(ok.data).toMatchObject({ score: 5.5, certificateNumber: 'ABC', certificateOther: null });
    // Without a lookup the minimum is not known, so only presence is checked.
    expect(submit({ foreignLanguageProficiency: { id: 2 }, score: 5 }).success).toBe(true);
  });

  it("the score may not pass the top of its certificate's scale (IELTS 75 meant as 7.5, TOEFL 999)", () => {
    const schema = applicationSubmitSchema({
      minScoreOf: (id) => ({ 2: 5.5, 3: 60, 4: 3 })[id],
      maxScoreOf: (id) => ({ 2: 9, 3: 120, 4: 6, 5: null })[id],
    });
    const ielts = { foreignLanguageProficiency: { id: 2 }, certificateNumber: 'N-1' };
    expect(errors(submit({ ...ielts, score: 75 }, schema))).toEqual({ score: ['score_above_maximum'] });
    expect(errors(submit({ ...ielts, score: '9,5' }, schema))).toEqual({ score: ['score_above_maximum'] });
    expect(submit({ ...ielts, score: 9 }, schema).data?.score).toBe(9);
    expect(errors(submit({ foreignLanguageProficiency: { id: 3 }, score: 999 }, schema))).toEqual({
      score: ['score_above_maximum'],
    });
    expect(errors(submit({ foreignLanguageProficiency: { id: 3 }, score: 120.01 }, schema))).toEqual({
      score: ['score_above_maximum'],
    });
    expect(submit({ foreignLanguageProficiency: { id: 3 }, score: 120 }, schema).success).toBe(true);
    expect(errors(submit({ foreignLanguageProficiency: { id: 4 }, score: 7 }, schema))).toEqual({
      score: ['score_above_maximum'],
    });
    // No maximum stored (null), or none known (undefined, or no lookup at all): any valid score.
    expect(submit({ foreignLanguageProficiency: { id: 5 }, score: 500 }, schema).success).toBe(true);
    expect(submit({ foreignLanguageProficiency: { id: 7 }, score: 500 }, schema).success).toBe(true);
    expect(submit({ ...ielts, score: 75 }).success).toBe(true);
    // A certificate without a score (1 = none, 6 = other) is not checked against a maximum.
    const topAll = applicationSubmitSchema({ maxScoreOf: () => 1 });
    expect(submit({ foreignLanguageProficiency: { id: 1 }, score: 8 }, topAll).success).toBe(true);
    expect(submit({ foreignLanguageProficiency: { id: 6 }, certificateOther: 'DELF', score: 8 }, topAll).success).toBe(
      true,
    );
    for (const locale of ['uz', 'ru', 'en'] as const)
      expect(translate(locale, 'score_above_maximum')).not.toBe('score_above_maximum');
  });

  it('a disability note only with a disability other than id 5; a hidden stale note is dropped', () => {
    const none = submit({ disability: { id: 5 }, disabilityNote: 'leg' });
    expect(errors(none)).toEqual({});
    expect(none.data?.disabilityNote).toBeNull();
    expect(submit({ disability: { id: 2 }, disabilityNote: 'leg' }).data?.disabilityNote).toBe('leg');
    expect(submit({ disability: { id: 2 }, disabilityNote: '' }).success).toBe(true);
    expect(errors(submit({ disabilityNote: 'x'.repeat(501), disability: { id: 2 } }))).toEqual({
      disabilityNote: ['too_long'],
    });
  });

  it('the agreement must be ticked', () => {
    expect(errors(submit({ agreement: false }))).toEqual({ agreement: ['agreement_required'] });
  });

  it('every key it produces is translated in all three languages', () => {
    const result = ZApplicationSubmit.safeParse({ firstName: 'x', gpa: 9, pinfl: '1', passportNumber: '1' });
    const keys = new Set(Object.values(errors(result)).flat());
    for (const key of keys) {
      for (const locale of ['uz', 'ru', 'en'] as const) expect(translate(locale, key), key).not.toBe(key);
    }
  });
});

describe('ZApplicationSubmit: boundaries of spec §5, valid and invalid', () => {
  it('PINFL of a woman born in the 1900s; a wrong year or century digit is a mismatch', () => {
    const woman = { gender: 'FEMALE', birthDate: '08.03.1995' };
    expect(errors(submit({ ...woman, pinfl: '40803951234564' }))).toEqual({});
    expect(errors(submit({ ...woman, pinfl: '40803961234561' }))).toEqual({ pinfl: ['pinfl_mismatch'] });
    expect(errors(submit({ ...woman, pinfl: '60803951234568' }))).toEqual({ pinfl: ['pinfl_mismatch'] });
    expect(errors(submit({ ...woman, pinfl: '4080395123456' }))).toEqual({ pinfl: ['pinfl_invalid'] });
  });

  it('GPA 1 and 5 pass, 0.9 and 5.1 do not', () => {
    expect(submit({ gpa: 1 }).data?.gpa).toBe(1);
    expect(submit({ gpa: '5.0' }).data?.gpa).toBe(5);
    expect(errors(submit({ gpa: '0.9' }))).toEqual({ gpa: ['GPA_range'] });
    expect(errors(submit({ gpa: 5.1 }))).toEqual({ gpa: ['GPA_range'] });
  });

  it('passport number: normalised when right, refused in any other shape', () => {
    expect(submit({ passportNumber: 'ad1234567' }).data?.passportNumber).toBe('AD 1234567');
    for (const bad of ['1234567', 'AA 12345', 'A 1234567', 'AA 1234567X']) {
      expect(errors(submit({ passportNumber: bad })), bad).toEqual({ passportNumber: ['passport_number_format'] });
    }
  });

  it('phones must be complete for their country, not only for Uzbekistan', () => {
    expect(submit({ motherPhone: '+7 (916) 123-45-67' }).data?.motherPhone).toBe('79161234567');
    expect(errors(submit({ motherPhone: '+7 (916) 123-45' }))).toEqual({ motherPhone: ['phone_invalid'] });
    expect(errors(submit({ mobilePhone: '998 90 123 45 6' }))).toEqual({ mobilePhone: ['phone_invalid'] });
    expect(errors(submit({ homePhone: '99871' }))).toEqual({ homePhone: ['phone_invalid'] });
  });

  it('graduation year 1981 is the oldest accepted', () => {
    expect(submit({ graduationYear: '1981' }).data?.graduationYear).toBe(1981);
    expect(errors(submit({ graduationYear: 1980 }))).toEqual({ graduationYear: ['graduation_year_range'] });
  });

  it('a certificate without a stored minimum still needs a score and a number', () => {
    const schema = applicationSubmitSchema({ minScoreOf: (id) => (id === 2 ? 5.5 : null) });
    const goethe = { foreignLanguageProficiency: { id: 5 } };
    expect(errors(submit({ ...goethe, score: '', certificateNumber: '0' }, schema))).toEqual({
      score: ['required'],
      certificateNumber: ['required'],
    });
    expect(submit({ ...goethe, score: 1, certificateNumber: 'G-77' }, schema).success).toBe(true);
    expect(errors(submit({ foreignLanguageProficiency: { id: 2 }, score: '5,0' }, schema))).toEqual({
      score: ['score_below_minimum'],
    });
    expect(submit({ foreignLanguageProficiency: { id: 2 }, score: 5.5 }, schema).success).toBe(true);
    expect(errors(submit({ foreignLanguageProficiency: { id: 2 }, score: -1 }, schema))).toEqual({
      score: ['score_invalid'],
    });
  });

  it('needs a region and a city only where the catalogue has some to choose from', () => {
    const none = { region: { id: '' }, city: { id: '' } };
    const noSchoolPlace = { schoolRegion: null, schoolCity: { id: null } };
    // Unknown (no catalogue given): required, as spec §5 says.
    expect(errors(submit({ ...none, ...noSchoolPlace }))).toEqual({
      region: ['required'],
      city: ['required'],
      schoolRegion: ['required'],
      schoolCity: ['required'],
    });
    // Kazakhstan (7) has no regions in the catalogue; Uzbekistan (1) does, and its region 2 has cities.
    const schema = applicationSubmitSchema({
      hasRegions: (countryId) => countryId === 1,
      hasCities: (regionId) => regionId === 2,
    });
    const abroad = { country: { id: 7 }, schoolCountry: { id: 7 }, ...none, ...noSchoolPlace };
    const parsed = submit(abroad, schema);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({ region: null, city: null, schoolRegion: null, schoolCity: null });
    expect(errors(submit({ ...none, ...noSchoolPlace }, schema))).toEqual({
      region: ['required'],
      city: ['required'],
      schoolRegion: ['required'],
      schoolCity: ['required'],
    });
    // A region without cities (9) needs no city; a region with cities still does.
    expect(submit({ region: { id: 9 }, city: { id: '' } }, schema).success).toBe(true);
    expect(errors(submit({ region: { id: 2 }, city: { id: '' } }, schema))).toEqual({ city: ['required'] });
    // A country's region list is not checked here: region 2 under country 7 is the server's check (references).
    expect(submit({ country: { id: 7 } }, schema).success).toBe(true);
  });

  it('refuses an unknown gender and a reference that is not an id', () => {
    expect(errors(submit({ gender: 'OTHER' }))).toEqual({ gender: ['invalid_option'] });
    expect(errors(submit({ region: { id: 'abc' } }))).toEqual({ region: ['invalid'] });
    expect(errors(submit({ region: 'object', city: 7 }))).toEqual({
      region: ['invalid_type'],
      city: ['invalid_type'],
    });
    expect(submit({ region: { id: '7' } }).data?.region).toEqual({ id: 7 });
  });
});

describe('contact details (issue 46): an optional e-mail and Telegram username', () => {
  it('both may be left empty, on submission too', () => {
    const result = submit({ email: '', telegram: null });
    expect(errors(result)).toEqual({});
    expect(result.data).toMatchObject({ email: null, telegram: null });
  });

  it('an e-mail is trimmed and kept in lower case; one that is not an address is refused', () => {
    expect(submit({ email: '  Alisher.Karimov@Example.UZ ' }).data?.email).toBe('alisher.karimov@example.uz');
    for (const bad of [
      'alisher',
      'alisher@',
      '@example.uz',
      'a b@example.uz',
      'alisher@example',
      `${'a'.repeat(250)}@x.uz`,
    ]) {
      expect(errors(submit({ email: bad })), bad).toEqual({ email: [bad.length > 254 ? 'too_long' : 'email_invalid'] });
    }
  });

  it('a Telegram username is kept with its @, typed with it, without it or as a t.me link', () => {
    for (const typed of ['@alisher_k', 'alisher_k', 'https://t.me/alisher_k', 't.me/alisher_k']) {
      expect(submit({ telegram: typed }).data?.telegram, typed).toBe('@alisher_k');
    }
    expect(submit({ telegram: `@${'a'.repeat(32)}` }).data?.telegram).toBe(`@${'a'.repeat(32)}`);
    for (const bad of ['@abcd', `@${'a'.repeat(33)}`, '@ali-sher', '@алишер', '@ali sher']) {
      expect(errors(submit({ telegram: bad })), bad).toEqual({ telegram: ['telegram_invalid'] });
    }
  });

  it('a draft checks them too', () => {
    expect(errors(ZApplicationDraft.safeParse({ email: 'x@', telegram: '@ab' }))).toEqual({
      email: ['email_invalid'],
      telegram: ['telegram_invalid'],
    });
  });

  it('every message is translated', () => {
    for (const locale of ['uz', 'ru', 'en'] as const) {
      for (const key of ['email_invalid', 'telegram_invalid']) expect(translate(locale, key)).not.toBe(key);
    }
  });
});

describe('ZApplicationDraft', () => {
  it('accepts an empty or partial draft, keeps absent fields absent and blanks as null', () => {
    expect(ZApplicationDraft.parse({})).toEqual({});
    expect(ZApplicationDraft.parse({ firstName: 'ALI', lastName: '', gpa: null, country: { id: '' } })).toEqual({
      firstName: 'ALI',
      lastName: null,
      gpa: null,
      country: null,
    });
  });

  it('still checks formats', () => {
    const result = ZApplicationDraft.safeParse({ firstName: 'ali', pinfl: '123', gpa: 6, passportNumber: 'x' });
    expect(errors(result)).toEqual({
      firstName: ['name_latin_upper'],
      pinfl: ['pinfl_invalid'],
      gpa: ['GPA_range'],
      passportNumber: ['passport_number_invalid'],
    });
  });

  it('does not apply cross-field rules', () => {
    expect(ZApplicationDraft.safeParse({ ...validForm(), gender: 'FEMALE', disabilityNote: 'x' }).success).toBe(true);
  });
});

describe('files', () => {
  it('maps every kind to its application field', () => {
    expect(FILE_KINDS.map((kind) => FILE_KIND_FIELD[kind])).toEqual([
      'photo',
      'passportPhoto',
      'passportPhotoBack',
      'highSchoolDiplomaPhoto',
      'highSchoolDiplomaAppendix',
      'foreignLanguageProficiencyPhoto',
    ]);
  });

  it('detects PNG, JPEG and PDF by their bytes', () => {
    expect(detectFileType(PNG)).toBe('image/png');
    expect(detectFileType(JPEG)).toBe('image/jpeg');
    expect(detectFileType(PDF)).toBe('application/pdf');
    expect(detectFileType(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(detectFileType(new Uint8Array())).toBeNull();
  });

  it('refuses a PDF as a photo whatever its name, and an image as the appendix', () => {
    expect(checkFile('PHOTO_FILE', PDF)).toEqual({ ok: false, key: 'file_type_image' });
    expect(checkFile('PHOTO_FILE', PNG)).toEqual({ ok: true, contentType: 'image/png' });
    expect(checkFile('PASSPORT_FILE', JPEG)).toEqual({ ok: true, contentType: 'image/jpeg' });
    expect(checkFile('HIGH_SCHOOL_DIPLOMA_APPENDIX_FILE', PDF)).toEqual({ ok: true, contentType: 'application/pdf' });
    expect(checkFile('HIGH_SCHOOL_DIPLOMA_APPENDIX_FILE', JPEG)).toEqual({ ok: false, key: 'file_type_pdf' });
    expect(checkFile('PHOTO_FILE', new Uint8Array())).toEqual({ ok: false, key: 'file_empty' });
  });

  it('a PDF renamed to .jpg (and declared image/jpeg) is still a PDF', async () => {
    const renamed = new File([PDF], 'passport.jpg', { type: 'image/jpeg' });
    const bytes = new Uint8Array(await renamed.arrayBuffer());
    expect(detectFileType(bytes)).toBe('application/pdf');
    for (const kind of ['PHOTO_FILE', 'PASSPORT_FILE', 'HIGH_SCHOOL_DIPLOMA_FILE'] as const) {
      expect(checkFile(kind, bytes)).toEqual({ ok: false, key: 'file_type_image' });
    }
  });

  it('refuses a 3 MB image', () => {
    const image = new Uint8Array(3 * 1024 * 1024);
    image.set(PNG);
    for (const kind of ['PHOTO_FILE', 'PASSPORT_BACK_FILE', 'FOREIGN_LANGUAGE_PROFICIENCY_FILE'] as const) {
      expect(checkFile(kind, image)).toEqual({ ok: false, key: 'file_too_large_image' });
    }
  });

  it('limits documents to 2 MB and the appendix to 5 MB', () => {
    const image = new Uint8Array(2 * 1024 * 1024 + 1);
    image.set(JPEG);
    expect(checkFile('HIGH_SCHOOL_DIPLOMA_FILE', image)).toEqual({ ok: false, key: 'file_too_large_image' });
    expect(checkFile('HIGH_SCHOOL_DIPLOMA_FILE', image.subarray(0, 2 * 1024 * 1024)).ok).toBe(true);
    const pdf = new Uint8Array(5 * 1024 * 1024 + 1);
    pdf.set(PDF);
    expect(checkFile('HIGH_SCHOOL_DIPLOMA_APPENDIX_FILE', pdf)).toEqual({ ok: false, key: 'file_too_large_pdf' });
    expect(checkFile('HIGH_SCHOOL_DIPLOMA_APPENDIX_FILE', pdf.subarray(0, 3 * 1024 * 1024)).ok).toBe(true);
  });
});
