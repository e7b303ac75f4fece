import { CERTIFICATE_NONE_ID, CERTIFICATE_OTHER_ID, DISABILITY_NONE_ID } from './catalogue';
import { ZPhone } from './primitives';
import { z } from './zod';

/**
 * The applicant's application (spec §2 form, §3 entity, §5 rules). One field list drives two schemas:
 * `ZApplicationSubmit` (full rules; the web form's zodResolver and the server's submit check) and
 * `ZApplicationDraft` (format checks only, everything optional). Every message is a message key.
 */

export const APPLICATION_STATUSES = ['DRAFT', 'SUBMITTED', 'ACCEPTED', 'REJECTED'] as const;
export const ZApplicationStatus = z.enum(APPLICATION_STATUSES);
export type TApplicationStatus = z.infer<typeof ZApplicationStatus>;

/** spec §4: the form is editable, and files may be changed, only in these statuses. */
export const EDITABLE_STATUSES: readonly TApplicationStatus[] = ['DRAFT', 'REJECTED'];
export function isApplicationEditable(status: TApplicationStatus): boolean {
  return EDITABLE_STATUSES.includes(status);
}

export const GENDERS = ['MALE', 'FEMALE'] as const;
export type TGender = (typeof GENDERS)[number];

export const GPA_MIN = 1;
export const GPA_MAX = 5;
export const GRADUATION_YEAR_MIN = 1981;
export const MIN_APPLICANT_AGE = 16;
export const MAX_APPLICANT_AGE = 100;

// ---------------------------------------------------------------------------------------------------------------
// Field builders. `required` true: empty → 'required'; false: empty ('' / null / undefined) → null.

type Empty = null | undefined;
type Field<R extends boolean, O, I> = z.ZodType<R extends true ? O : O | null, I | Empty>;

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

function fail(ctx: { addIssue: (issue: { code: 'custom'; message: string; input?: unknown }) => void }, key: string) {
  ctx.addIssue({ code: 'custom', message: key });
  return z.NEVER;
}

/** A trimmed text; `normalize` runs before `check`, which returns a message key on failure. */
function text<R extends boolean>(
  required: R,
  options: {
    max?: number;
    normalize?: (value: string) => string;
    check?: (value: string) => string | null;
    requiredKey?: string;
  } = {},
): Field<R, string, string> {
  const { max = 255, normalize, check, requiredKey = 'required' } = options;
  return z
    .string()
    .nullish()
    .transform((raw, ctx) => {
      if (isBlank(raw)) return required ? fail(ctx, requiredKey) : null;
      const value = normalize ? normalize((raw as string).trim()) : (raw as string).trim();
      if (value.length > max) return fail(ctx, 'too_long');
      const key = check?.(value);
      return key ? fail(ctx, key) : value;
    }) as unknown as Field<R, string, string>;
}

/** A number typed or pasted as text ("4,5" too); `check` returns a message key on failure. */
function numeric<R extends boolean>(
  required: R,
  check: (value: number) => string | null,
): Field<R, number, number | string> {
  return z
    .union([z.number(), z.string()])
    .nullish()
    .transform((raw, ctx) => {
      if (isBlank(raw)) return required ? fail(ctx, 'required') : null;
      const value = typeof raw === 'number' ? raw : Number((raw as string).trim().replace(',', '.'));
      if (!Number.isFinite(value)) return fail(ctx, 'invalid_number');
      const key = check(value);
      return key ? fail(ctx, key) : value;
    }) as unknown as Field<R, number, number | string>;
}

/** A catalogue reference `{id}`; the form's "empty id" (`{id: ''}` / `{id: null}`) counts as not chosen. */
function ref<R extends boolean>(required: R): Field<R, { id: number }, { id?: number | string | null }> {
  return z
    .object({ id: z.union([z.number(), z.string()]).nullish() })
    .nullish()
    .transform((raw, ctx) => {
      if (!raw || isBlank(raw.id)) return required ? fail(ctx, 'required') : null;
      const id = Number(raw.id);
      if (!Number.isInteger(id) || id <= 0) return fail(ctx, 'invalid');
      return { id };
    }) as unknown as Field<R, { id: number }, { id?: number | string | null }>;
}

function phone<R extends boolean>(required: R): Field<R, string, string> {
  return text(required, {
    normalize: (value) => value.replace(/\D/g, ''),
    check: (value) => (ZPhone.safeParse(value).success ? null : 'phone_invalid'),
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Primitives (spec §5).

const PERSON_NAME = /^[A-Z'"`(), ]+$/;

/** A name as in the passport: uppercase Latin letters, spaces and ' " ` ( ) , only. */
export const personName = <R extends boolean>(required: R) =>
  text(required, {
    max: 100,
    normalize: (value) => value.replace(/\s+/g, ' '),
    check: (value) => (PERSON_NAME.test(value) && /[A-Z]/.test(value) ? null : 'name_latin_upper'),
  });
export const ZPersonName = personName(true);

/**
 * Passport number: two uppercase letters and seven digits. Accepted with or without the space and in lower case;
 * always stored and returned as "AA 1234567" (the form's mask 'AA #######').
 */
export function normalizePassportNumber(value: string): string {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  return /^[A-Z]{2}\d{7}$/.test(compact) ? `${compact.slice(0, 2)} ${compact.slice(2)}` : value;
}
export const passportNumber = <R extends boolean>(required: R) =>
  text(required, {
    normalize: normalizePassportNumber,
    check: (value) => (/^[A-Z]{2} \d{7}$/.test(value) ? null : 'passport_number_format'),
  });
export const ZPassportNumber = passportNumber(true);

/** PINFL (JShShIR): exactly 14 digits. Its agreement with birth date and gender is checked by `pinflMismatch`. */
export const pinfl = <R extends boolean>(required: R) =>
  text(required, { check: (value) => (/^\d{14}$/.test(value) ? null : 'pinfl_invalid') });
export const ZPinfl = pinfl(true);

/**
 * Uzbek PINFL layout: digit 1 = century and gender (1/2 = male/female born 1800s, 3/4 = 1900s, 5/6 = 2000s),
 * digits 2-7 = birth date DDMMYY. No check digit is enforced. Returns true when they disagree with the person.
 */
export function pinflMismatch(value: string, birthDate: string, gender: TGender): boolean {
  const [year, month, day] = birthDate.split('-');
  const century = Number(year.slice(0, 2)); // 18, 19, 20
  const expectedFirst = (century - 18) * 2 + (gender === 'MALE' ? 1 : 2);
  const expected = `${expectedFirst}${day}${month}${year.slice(2)}`;
  return !(century >= 18 && century <= 20) || value.slice(0, 7) !== expected;
}

export const gpa = <R extends boolean>(required: R) =>
  numeric(required, (value) => (value >= GPA_MIN && value <= GPA_MAX ? null : 'GPA_range'));
export const ZGpa = gpa(true);

export const graduationYear = <R extends boolean>(required: R) =>
  numeric(required, (value) =>
    Number.isInteger(value) && value >= GRADUATION_YEAR_MIN && value <= new Date().getUTCFullYear()
      ? null
      : 'graduation_year_range',
  );
export const ZGraduationYear = graduationYear(true);

/** The graduation years the form offers, newest first (spec §5). */
export function graduationYears(now = new Date()): number[] {
  const years: number[] = [];
  for (let year = now.getUTCFullYear(); year >= GRADUATION_YEAR_MIN; year--) years.push(year);
  return years;
}

/**
 * A calendar date as 'YYYY-MM-DD'. Accepts 'YYYY-MM-DD', 'DD.MM.YYYY' (the form's mask) or an ISO timestamp of a
 * midnight; a timestamp is rounded to the nearest UTC midnight, so a browser's local midnight east or west of
 * UTC (Tashkent sends '2000-05-16T19:00:00.000Z' for 17 May) still gives the intended day.
 */
export function toCalendarDate(value: string): string | null {
  let y: number;
  let m: number;
  let d: number;
  const dotted = value.match(/^(\d{2})\.(\d{2})\.(\d{4})$/);
  const plain = value.match(/^(\d{4})-(\d{2})-(\d{2})$/);
  if (dotted) [d, m, y] = [Number(dotted[1]), Number(dotted[2]), Number(dotted[3])];
  else if (plain) [y, m, d] = [Number(plain[1]), Number(plain[2]), Number(plain[3])];
  else if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value)) {
    const time = Date.parse(value);
    if (Number.isNaN(time)) return null;
    return new Date(Math.round(time / 86_400_000) * 86_400_000).toISOString().slice(0, 10);
  } else return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return date.toISOString().slice(0, 10);
}

function yearsBefore(now: Date, years: number): string {
  const date = new Date(now);
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return date.toISOString().slice(0, 10);
}

/** Birth date: a real date, the applicant at least 16 and at most 100 years old today. */
export const birthDate = <R extends boolean>(required: R) =>
  text(required, {
    normalize: (value) => toCalendarDate(value) ?? value,
    check: (value) => {
      if (toCalendarDate(value) !== value) return 'invalid_date';
      const now = new Date();
      if (value > yearsBefore(now, MIN_APPLICANT_AGE)) return 'birth_date_too_young';
      if (value < yearsBefore(now, MAX_APPLICANT_AGE)) return 'birth_date_too_old';
      return null;
    },
  });
export const ZBirthDate = birthDate(true);

const gender = <R extends boolean>(required: R) =>
  z
    .string()
    .nullish()
    .transform((raw, ctx) => {
      if (isBlank(raw)) return required ? fail(ctx, 'required') : null;
      return (GENDERS as readonly string[]).includes(raw as string) ? (raw as TGender) : fail(ctx, 'invalid_option');
    }) as unknown as Field<R, TGender, string>;

const score = numeric(false, (value) => (value >= 0 && value < 10_000 ? null : 'score_invalid'));
/** Certificate numbers are letters and digits (IELTS TRF numbers, TOEFL ids); '0' means no certificate. */
const certificateNumber = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((raw) => (isBlank(raw) ? null : String(raw).trim()))
  .pipe(z.string().max(64, 'too_long').nullable());

// ---------------------------------------------------------------------------------------------------------------
// Files (spec §3 file kinds, §5 uploads).

export const FILE_KINDS = [
  'PHOTO_FILE',
  'PASSPORT_FILE',
  'PASSPORT_BACK_FILE',
  'HIGH_SCHOOL_DIPLOMA_FILE',
  'HIGH_SCHOOL_DIPLOMA_APPENDIX_FILE',
  'FOREIGN_LANGUAGE_PROFICIENCY_FILE',
] as const;
export const ZFileKind = z.enum(FILE_KINDS);
export type TFileKind = z.infer<typeof ZFileKind>;

/** The application field that holds each kind's URL. */
export const FILE_KIND_FIELD = {
  PHOTO_FILE: 'photo',
  PASSPORT_FILE: 'passportPhoto',
  PASSPORT_BACK_FILE: 'passportPhotoBack',
  HIGH_SCHOOL_DIPLOMA_FILE: 'highSchoolDiplomaPhoto',
  HIGH_SCHOOL_DIPLOMA_APPENDIX_FILE: 'highSchoolDiplomaAppendix',
  FOREIGN_LANGUAGE_PROFICIENCY_FILE: 'foreignLanguageProficiencyPhoto',
} as const satisfies Record<TFileKind, string>;
export type TFileField = (typeof FILE_KIND_FIELD)[TFileKind];

/** Files the applicant must have uploaded before submitting. */
export const REQUIRED_FILE_KINDS: readonly TFileKind[] = [
  'PHOTO_FILE',
  'PASSPORT_FILE',
  'HIGH_SCHOOL_DIPLOMA_FILE',
  'HIGH_SCHOOL_DIPLOMA_APPENDIX_FILE',
];

export const FILE_TYPES = ['image/png', 'image/jpeg', 'application/pdf'] as const;
export type TFileType = (typeof FILE_TYPES)[number];
export const FILE_EXTENSIONS: Record<TFileType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'application/pdf': 'pdf',
};

const MB = 1024 * 1024;
const imageRule = {
  types: ['image/png', 'image/jpeg'] as TFileType[],
  maxBytes: 2 * MB,
  accept: 'image/png,image/jpeg',
  typeKey: 'file_type_image',
  sizeKey: 'file_too_large_image',
};
/** Allowed content (checked by magic bytes, never by name or declared type) and size per kind. */
export const FILE_RULES: Record<
  TFileKind,
  { types: readonly TFileType[]; maxBytes: number; accept: string; typeKey: string; sizeKey: string }
> = {
  PHOTO_FILE: imageRule,
  PASSPORT_FILE: imageRule,
  PASSPORT_BACK_FILE: imageRule,
  HIGH_SCHOOL_DIPLOMA_FILE: imageRule,
  HIGH_SCHOOL_DIPLOMA_APPENDIX_FILE: {
    types: ['application/pdf'],
    maxBytes: 5 * MB,
    accept: 'application/pdf',
    typeKey: 'file_type_pdf',
    sizeKey: 'file_too_large_pdf',
  },
  FOREIGN_LANGUAGE_PROFICIENCY_FILE: imageRule,
};

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);
}

/** The real type of a file from its first bytes (PNG, JPEG or PDF); null for anything else. */
export function detectFileType(bytes: Uint8Array): TFileType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf'; // %PDF-
  return null;
}

export type TFileCheck = { ok: true; contentType: TFileType } | { ok: false; key: string };

/** The upload rule of `kind` applied to the file's bytes; the browser runs it before uploading, the server after. */
export function checkFile(kind: TFileKind, bytes: Uint8Array): TFileCheck {
  const rule = FILE_RULES[kind];
  if (bytes.length === 0) return { ok: false, key: 'file_empty' };
  const type = detectFileType(bytes);
  if (!type || !rule.types.includes(type)) return { ok: false, key: rule.typeKey };
  if (bytes.length > rule.maxBytes) return { ok: false, key: rule.sizeKey };
  return { ok: true, contentType: type };
}

export const ZFileUrl = z.object({ url: z.string() });

// ---------------------------------------------------------------------------------------------------------------
// The form / request schemas.

/** Every answer field of the form, as sent by the client. File fields are URLs the server fills in itself. */
function answerFields<R extends boolean>(required: R) {
  return {
    firstName: personName(required),
    lastName: personName(required),
    middleName: personName(required),
    birthDate: birthDate(required),
    gender: gender(required),
    disability: ref(required),
    disabilityNote: text(false, { max: 500 }),
    country: ref(required),
    region: ref(required),
    city: ref(required),
    addressLine: text(required, { max: 500 }),
    citizenship: ref(required),
    nationality: text(required, { max: 100 }),
    passportNumber: passportNumber(required),
    pinfl: pinfl(required),
    mobilePhone: phone(required),
    homePhone: phone(false),
    fatherPhone: phone(required),
    motherPhone: phone(required),
    schoolCountry: ref(required),
    schoolRegion: ref(required),
    schoolCity: ref(required),
    schoolType: ref(required),
    schoolName: text(required, { max: 500 }),
    graduatedDirection: text(required),
    gpa: gpa(required),
    graduationYear: graduationYear(required),
    highSchoolDiplomaNumber: text(required, { max: 64 }),
    foreignLanguageProficiency: ref(required),
    certificateOther: text(false),
    score,
    certificateNumber,
    educationFaculty: ref(required),
    educationLanguage: ref(required),
  };
}

const requiredFile = text(true, { max: 1000, requiredKey: 'file_required' });

export interface TSubmitOptions {
  /**
   * The lowest accepted score of a certificate (catalogue `minScore`); null/undefined = no minimum known. The
   * server always passes it; the web form passes it from the certificate list so the same message shows early.
   */
  minScoreOf?: (certificateId: number) => number | null | undefined;
}

/** Full validation of a submission: required fields, formats and the cross-field rules of spec §5. */
export function applicationSubmitSchema(options: TSubmitOptions = {}) {
  return (
    z
      .object({
        ...answerFields(true),
        photo: requiredFile,
        passportPhoto: requiredFile,
        highSchoolDiplomaPhoto: requiredFile,
        highSchoolDiplomaAppendix: requiredFile,
        agreement: z
          .boolean()
          .nullish()
          .transform((value, ctx) => (value === true ? value : fail(ctx, 'agreement_required'))),
      })
      .superRefine(
        (value, ctx) => {
          const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
          // Values of fields that failed are raw input here: look at each only when it has its parsed shape.
          const v = value as Record<string, unknown>;
          const refId = (field: string) => {
            const r = v[field] as { id?: unknown } | null | undefined;
            return typeof r?.id === 'number' ? r.id : undefined;
          };
          const pinflValue = ZPinfl.safeParse(v.pinfl);
          const birthDateValue = ZBirthDate.safeParse(v.birthDate);
          if (
            pinflValue.success &&
            birthDateValue.success &&
            (v.gender === 'MALE' || v.gender === 'FEMALE') &&
            pinflMismatch(pinflValue.data, birthDateValue.data, v.gender)
          ) {
            issue('pinfl', 'pinfl_mismatch');
          }

          const certificate = refId('foreignLanguageProficiency');
          if (certificate === undefined || certificate === CERTIFICATE_NONE_ID) return;
          if (certificate === CERTIFICATE_OTHER_ID) {
            if (isBlank(v.certificateOther)) issue('certificateOther', 'required');
            return;
          }
          if (isBlank(v.certificateNumber) || v.certificateNumber === '0') issue('certificateNumber', 'required');
          if (typeof v.score !== 'number' || v.score <= 0) {
            if (isBlank(v.score) || v.score === 0) issue('score', 'required');
            return;
          }
          const min = options.minScoreOf?.(certificate);
          if (min !== null && min !== undefined && v.score < min) issue('score', 'score_below_minimum');
        },
        { when: () => true },
      )
      // Values of fields the form hides (spec §5) are dropped rather than refused: a stale hidden value must not
      // block a submission the applicant cannot see the reason for.
      .transform((value) => {
        const certificate = value.foreignLanguageProficiency.id;
        const none = certificate === CERTIFICATE_NONE_ID;
        return {
          ...value,
          disabilityNote: value.disability.id === DISABILITY_NONE_ID ? null : value.disabilityNote,
          certificateOther: certificate === CERTIFICATE_OTHER_ID ? value.certificateOther : null,
          score: none ? 0 : (value.score ?? 0),
          certificateNumber: none ? '0' : (value.certificateNumber ?? '0'),
        };
      })
  );
}

/** The submit schema without the certificate minimum (the server adds it from the database). */
export const ZApplicationSubmit = applicationSubmitSchema();
/** What the form holds (react-hook-form's field values). */
export type TApplicationForm = z.input<typeof ZApplicationSubmit>;
/** What a valid submission becomes. */
export type TApplicationSubmit = z.output<typeof ZApplicationSubmit>;

/**
 * A draft save: format checks only, every field optional. An absent field is left as it was, null (or '')
 * clears it. File fields and the agreement are not part of a draft.
 */
export const ZApplicationDraft = z.object(answerFields(false)).partial();
export type TApplicationDraftInput = z.input<typeof ZApplicationDraft>;
export type TApplicationDraft = z.output<typeof ZApplicationDraft>;

// ---------------------------------------------------------------------------------------------------------------
// The response.

const ZRefName = z.object({ id: z.number().int(), name: z.string() });

export const ZApplication = z.object({
  id: z.number().int(),
  status: ZApplicationStatus,
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  middleName: z.string().nullable(),
  /** 'YYYY-MM-DD' */
  birthDate: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  disability: ZRefName.nullable(),
  disabilityNote: z.string().nullable(),
  photo: z.string().nullable(),
  country: ZRefName.nullable(),
  region: ZRefName.nullable(),
  city: ZRefName.nullable(),
  addressLine: z.string().nullable(),
  citizenship: ZRefName.nullable(),
  nationality: z.string().nullable(),
  passportPhoto: z.string().nullable(),
  passportPhotoBack: z.string().nullable(),
  /** 'AA 1234567' */
  passportNumber: z.string().nullable(),
  pinfl: z.string().nullable(),
  mobilePhone: z.string().nullable(),
  homePhone: z.string().nullable(),
  fatherPhone: z.string().nullable(),
  motherPhone: z.string().nullable(),
  schoolCountry: ZRefName.nullable(),
  schoolRegion: ZRefName.nullable(),
  schoolCity: ZRefName.nullable(),
  schoolType: ZRefName.nullable(),
  schoolName: z.string().nullable(),
  graduatedDirection: z.string().nullable(),
  gpa: z.number().nullable(),
  graduationYear: z.number().int().nullable(),
  highSchoolDiplomaNumber: z.string().nullable(),
  highSchoolDiplomaPhoto: z.string().nullable(),
  highSchoolDiplomaAppendix: z.string().nullable(),
  /** Defaults to certificate 1 (none). */
  foreignLanguageProficiency: ZRefName,
  certificateOther: z.string().nullable(),
  /** 0 when there is no certificate. */
  score: z.number(),
  /** '0' when there is no certificate. */
  certificateNumber: z.string(),
  foreignLanguageProficiencyPhoto: z.string().nullable(),
  educationFaculty: ZRefName.nullable(),
  educationLanguage: ZRefName.nullable(),
  /** The chosen language's science complex (read only). */
  scienceComplex: ZRefName.nullable(),
  /** Per-field remarks of the last rejection, keyed by field name; cleared when the applicant resubmits. */
  reviews: z.record(z.string(), z.string()),
  /** ISO timestamp of the first submission. */
  registrationDate: z.string().nullable(),
});
export type TApplication = z.infer<typeof ZApplication>;
