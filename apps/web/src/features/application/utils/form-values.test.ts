import { toCalendarDate } from '@qabul/contract/application/fields';
import type { TApplication } from '@qabul/contract/application/response';
import { describe, expect, it } from 'vitest';
import { DRAFT_FIELDS, toDraftPayload, toFormValues, toSubmitPayload } from './form-values';

const empty: TApplication = {
  id: 7,
  status: 'DRAFT',
  firstName: null,
  lastName: null,
  middleName: null,
  birthDate: null,
  gender: null,
  disability: null,
  disabilityNote: null,
  photo: null,
  country: null,
  region: null,
  city: null,
  addressLine: null,
  citizenship: null,
  nationality: null,
  passportPhoto: null,
  passportPhotoBack: null,
  passportNumber: null,
  pinfl: null,
  mobilePhone: null,
  homePhone: null,
  fatherPhone: null,
  motherPhone: null,
  email: null,
  telegram: null,
  schoolCountry: null,
  schoolRegion: null,
  schoolCity: null,
  schoolType: null,
  schoolName: null,
  graduatedDirection: null,
  gpa: null,
  graduationYear: null,
  highSchoolDiplomaNumber: null,
  highSchoolDiplomaPhoto: null,
  highSchoolDiplomaAppendix: null,
  foreignLanguageProficiency: { id: 1, name: 'No certificate' },
  certificateOther: null,
  score: 0,
  certificateNumber: '0',
  foreignLanguageProficiencyPhoto: null,
  educationFaculty: null,
  educationLanguage: null,
  scienceComplex: null,
  reviews: {},
  extraDirections: [],
  acceptedDirection: null,
  registrationDate: null,
};

describe('toFormValues', () => {
  it('gives an empty application empty inputs, empty ids and the "no certificate" zeros', () => {
    const values = toFormValues(empty);
    expect(values.firstName).toBe('');
    expect(values.country).toEqual({ id: '' });
    expect(values.gpa).toBe('');
    expect(values.graduationYear).toBe('');
    expect(values.photo).toBe('');
    expect(values.foreignLanguageProficiency).toEqual({ id: 1 });
    expect(values.score).toBe('0');
    expect(values.certificateNumber).toBe('0');
    expect(values.agreement).toBe(false);
  });

  it('shows the birth date through the dd.mm.yyyy mask and a real certificate score as typed', () => {
    const values = toFormValues({
      ...empty,
      birthDate: '2000-05-17',
      gpa: 4.5,
      foreignLanguageProficiency: { id: 2, name: 'IELTS' },
      score: 6.5,
      certificateNumber: 'TRF123',
      photo: '/api/v1/abiturient/application/file/PHOTO_FILE?v=3',
    });
    expect(values.birthDate).toBe('17.05.2000');
    expect(values.gpa).toBe('4.5');
    expect(values.score).toBe('6.5');
    expect(values.certificateNumber).toBe('TRF123');
    expect(values.photo).toContain('PHOTO_FILE');
  });

  it('leaves a certificate score of 0 empty so the applicant types the real one', () => {
    const values = toFormValues({ ...empty, foreignLanguageProficiency: { id: 2, name: 'IELTS' } });
    expect(values.score).toBe('');
    expect(values.certificateNumber).toBe('');
  });
});

describe('toDraftPayload', () => {
  it('sends every answer that passes the format check, normalised, and never files or the agreement', () => {
    const values = {
      ...toFormValues(empty),
      firstName: 'ALI',
      birthDate: '17.05.2000',
      passportNumber: 'aa1234567',
      country: { id: 3 as const },
      photo: '/file',
      agreement: true,
    };
    const payload = toDraftPayload(values);
    expect(Object.keys(payload).sort()).toEqual([...DRAFT_FIELDS].sort());
    expect(payload.firstName).toBe('ALI');
    expect(payload.birthDate).toBe('2000-05-17');
    expect(payload.passportNumber).toBe('AA 1234567');
    expect(payload.country).toEqual({ id: 3 });
    expect(payload.region).toBeNull();
    expect('photo' in payload).toBe(false);
    expect('agreement' in payload).toBe(false);
  });

  it('leaves out half-typed answers so the server keeps its last good value', () => {
    const payload = toDraftPayload({ ...toFormValues(empty), pinfl: '123', birthDate: '17.05.2', gpa: '5.1' });
    expect('pinfl' in payload).toBe(false);
    expect('birthDate' in payload).toBe(false);
    expect('gpa' in payload).toBe(false);
    expect(payload.firstName).toBeNull();
  });
});

describe('toSubmitPayload', () => {
  it('sends the birth date as an ISO date at midnight, which the submit schema reads back as the same day', () => {
    const payload = toSubmitPayload({ birthDate: '2000-05-17' } as never);
    expect(payload.birthDate).toBe('2000-05-17T00:00:00.000Z');
    expect(toCalendarDate(payload.birthDate as string)).toBe('2000-05-17');
  });
});
