import type { TGender } from '@qabul/contract/application/fields';
import { FILE_KIND_FIELD, type TFileField } from '@qabul/contract/application/files';
import type { TApplication } from '@qabul/contract/application/response';
import {
  type TApplicationDraftInput,
  type TApplicationSubmit,
  ZApplicationDraft,
} from '@qabul/contract/application/submit';
import { CERTIFICATE_NONE_ID } from '@qabul/contract/catalogue';

/** A catalogue reference as the form holds it; '' = not chosen (spec §3 "empty id"). */
export type TRefValue = { id: number | '' };

/**
 * What react-hook-form holds: strings for every input (birth date as the mask shows it, dd.mm.yyyy), references
 * as {id}, file fields as URLs. It is an input of the contract's submit schema, which does the validating.
 */
export type TApplicationFormValues = {
  firstName: string;
  lastName: string;
  middleName: string;
  birthDate: string;
  gender: TGender | '';
  disability: TRefValue;
  disabilityNote: string;
  country: TRefValue;
  region: TRefValue;
  city: TRefValue;
  addressLine: string;
  citizenship: TRefValue;
  nationality: string;
  passportNumber: string;
  pinfl: string;
  mobilePhone: string;
  homePhone: string;
  fatherPhone: string;
  motherPhone: string;
  schoolCountry: TRefValue;
  schoolRegion: TRefValue;
  schoolCity: TRefValue;
  schoolType: TRefValue;
  schoolName: string;
  graduatedDirection: string;
  gpa: string;
  graduationYear: number | '';
  highSchoolDiplomaNumber: string;
  foreignLanguageProficiency: TRefValue;
  certificateOther: string;
  score: string;
  certificateNumber: string;
  educationFaculty: TRefValue;
  educationLanguage: TRefValue;
  agreement: boolean;
} & Record<TFileField, string>;

/** The fields a draft carries (spec §4 "saved in the draft state"): every answer, no files, no agreement. */
export const DRAFT_FIELDS = Object.keys(ZApplicationDraft.shape) as (keyof TApplicationDraftInput &
  keyof TApplicationFormValues)[];
export type TDraftValues = Partial<Pick<TApplicationFormValues, (typeof DRAFT_FIELDS)[number]>>;

const ref = (value: { id: number } | null | undefined): TRefValue => ({ id: value?.id ?? '' });

/** 'YYYY-MM-DD' → 'DD.MM.YYYY' (the form's mask, spec §3). */
export function toDottedDate(value: string | null): string {
  const match = value?.match(/^(\d{4})-(\d{2})-(\d{2})$/);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : '';
}

/** The form's values of a loaded application. */
export function toFormValues(application: TApplication): TApplicationFormValues {
  const a = application;
  const noCertificate = a.foreignLanguageProficiency.id === CERTIFICATE_NONE_ID;
  const files = Object.fromEntries(Object.values(FILE_KIND_FIELD).map((field) => [field, a[field] ?? ''])) as Record<
    TFileField,
    string
  >;
  return {
    firstName: a.firstName ?? '',
    lastName: a.lastName ?? '',
    middleName: a.middleName ?? '',
    birthDate: toDottedDate(a.birthDate),
    gender: a.gender ?? '',
    disability: ref(a.disability),
    disabilityNote: a.disabilityNote ?? '',
    country: ref(a.country),
    region: ref(a.region),
    city: ref(a.city),
    addressLine: a.addressLine ?? '',
    citizenship: ref(a.citizenship),
    nationality: a.nationality ?? '',
    passportNumber: a.passportNumber ?? '',
    pinfl: a.pinfl ?? '',
    mobilePhone: a.mobilePhone ?? '',
    homePhone: a.homePhone ?? '',
    fatherPhone: a.fatherPhone ?? '',
    motherPhone: a.motherPhone ?? '',
    schoolCountry: ref(a.schoolCountry),
    schoolRegion: ref(a.schoolRegion),
    schoolCity: ref(a.schoolCity),
    schoolType: ref(a.schoolType),
    schoolName: a.schoolName ?? '',
    graduatedDirection: a.graduatedDirection ?? '',
    gpa: a.gpa === null ? '' : String(a.gpa),
    graduationYear: a.graduationYear ?? '',
    highSchoolDiplomaNumber: a.highSchoolDiplomaNumber ?? '',
    foreignLanguageProficiency: ref(a.foreignLanguageProficiency),
    certificateOther: a.certificateOther ?? '',
    // A certificate's 0 / '0' mean "none" (spec §3 defaults): an empty input asks for the real value.
    score: noCertificate ? '0' : a.score ? String(a.score) : '',
    certificateNumber: noCertificate ? '0' : a.certificateNumber === '0' ? '' : a.certificateNumber,
    educationFaculty: ref(a.educationFaculty),
    educationLanguage: ref(a.educationLanguage),
    agreement: false,
    ...files,
  };
}

/** The draft part of the form values (what localStorage keeps). */
export function pickDraftValues(values: Partial<TApplicationFormValues>): TDraftValues {
  return Object.fromEntries(DRAFT_FIELDS.filter((field) => field in values).map((field) => [field, values[field]]));
}

/**
 * The PUT draft body: each answer that passes the draft's format check, normalised by it. A half-typed value (a
 * PINFL of 9 digits) is left out, so the server keeps its last good value and the browser copy keeps the rest.
 */
export function toDraftPayload(values: Partial<TApplicationFormValues>): TApplicationDraftInput {
  const payload: Record<string, unknown> = {};
  for (const field of DRAFT_FIELDS) {
    if (!(field in values)) continue;
    const parsed = ZApplicationDraft.shape[field].safeParse(values[field]);
    if (parsed.success) payload[field] = parsed.data;
  }
  return payload as TApplicationDraftInput;
}

/** The POST body of a valid form: the birth date as an ISO date at midnight (spec §3). */
export function toSubmitPayload(data: TApplicationSubmit): Record<string, unknown> {
  return { ...data, birthDate: `${data.birthDate}T00:00:00.000Z` };
}
