import { CERTIFICATE_NONE_ID, DISABILITY_NONE_ID } from '../lookups';
import { pinflCheckDigit } from '../pinfl';
import type { TGender } from './fields';

/**
 * The one sample application of the tests: the contract's, the server's and the browser's build every complete
 * application from it, each overriding only what it is about.
 */

/** The catalogue rows a sample application points to, by id in the database it is sent to. */
export interface TSampleReferences {
  countryId: number;
  regionId: number;
  cityId: number;
  facultyId: number;
  languageId: number;
  /** Default 1, the first seeded school type. */
  schoolTypeId?: number;
}

/**
 * A PINFL of someone born 17 May 2000, as the sample is: the century-and-gender digit (5 a man, 6 a woman), the
 * birth date DDMMYY, a six-digit serial and the check digit (spec §5).
 */
export function samplePinfl(serial: number, gender: TGender = 'MALE'): string {
  const first13 = `${gender === 'MALE' ? 5 : 6}170500${String(serial).padStart(6, '0')}`;
  return `${first13}${pinflCheckDigit(first13)}`;
}

/**
 * A complete, valid application as its applicant fills it in (the body of POST abiturient/application): a man born
 * 17 May 2000, no disability, no certificate, references as {id}, the birth date as an ISO midnight, the phone as the
 * form's mask shows it and the GPA with a decimal comma. Two applicants may not submit the same PINFL or passport:
 * a test that submits several gives each its own (`samplePinfl`).
 */
export function sampleApplication<O extends Record<string, unknown> = Record<never, never>>(
  refs: TSampleReferences,
  overrides: O = {} as O,
) {
  const sample = {
    firstName: 'ALISHER',
    lastName: "O'RINBOEV",
    middleName: 'BAXTIYOR O`G`LI',
    birthDate: '2000-05-17T00:00:00.000Z',
    gender: 'MALE' as TGender,
    disability: { id: DISABILITY_NONE_ID },
    disabilityNote: '',
    country: { id: refs.countryId },
    region: { id: refs.regionId },
    city: { id: refs.cityId },
    addressLine: 'Amir Temur 1',
    citizenship: { id: refs.countryId },
    nationality: 'UZBEK',
    passportNumber: 'AA 1234567',
    pinfl: samplePinfl(123456),
    mobilePhone: '+998(90) 123-45-67',
    homePhone: '',
    fatherPhone: '998911234567',
    motherPhone: '998931234567',
    email: 'alisher.karimov@example.uz',
    telegram: '@alisher_karimov',
    schoolCountry: { id: refs.countryId },
    schoolRegion: { id: refs.regionId },
    schoolCity: { id: refs.cityId },
    schoolType: { id: refs.schoolTypeId ?? 1 },
    schoolName: 'TASHKENT STATE UNIVERSITY OF ECONOMICS',
    graduatedDirection: 'Economics',
    gpa: '4,5',
    graduationYear: 2022,
    highSchoolDiplomaNumber: 'B 1234567',
    foreignLanguageProficiency: { id: CERTIFICATE_NONE_ID },
    certificateOther: '',
    score: '',
    certificateNumber: '',
    educationFaculty: { id: refs.facultyId },
    educationLanguage: { id: refs.languageId },
    agreement: true,
  };
  return { ...sample, ...overrides } as Omit<typeof sample, keyof O> & O;
}
