import { DEFAULT_FORM_RULES, type TFormRules } from '../form-rules';
import { ZPhone } from '../phone';
import { pinflCheckDigitValid } from '../pinfl';
import { MAX_ID } from '../primitives';
import { normalizeApostrophes } from '../text';
import { z } from '../zod';

/**
 * The application's answer fields (spec §2 form, §3 entity, §5 rules): the rule of each field and `ANSWER_FIELDS`,
 * the one list of them. The submit and draft schemas, the response schema, the server's column map and the web
 * form's values are all derived from that list. Every message is a message key.
 */

export const GENDERS = ['MALE', 'FEMALE'] as const;
export type TGender = (typeof GENDERS)[number];

/** The longest text answer without a limit of its own. */
export const TEXT_MAX_LENGTH = 255;
/** Limits of their own (the columns', spec §5's): each field's rule refuses a longer value, the form's input stops there. */
const PERSON_NAME_MAX_LENGTH = 100;
const LONG_TEXT = 500;
const NATIONALITY_MAX_LENGTH = 100;
const PASSPORT_NUMBER_MAX_LENGTH = 20;
const PINFL_LENGTH = 14;
const DOCUMENT_NUMBER_MAX_LENGTH = 64;
export const GPA_MIN = 1;
export const GPA_MAX = 5;
export const GRADUATION_YEAR_MIN = 1981;
export const MIN_APPLICANT_AGE = 16;
export const MAX_APPLICANT_AGE = 100;

// ---------------------------------------------------------------------------------------------------------------
// Field builders. `required` true: empty → 'required'; false: empty ('' / null / undefined) → null.

// The input shapes the builders check first, made once and shared (zod schemas are immutable): each zod schema costs
// a phone a fraction of a millisecond to make, and the form's module makes several hundred as it loads.
const TEXT_INPUT = z.string().nullish();
const NUMBER_INPUT = z.union([z.number(), z.string()]).nullish();
const REF_INPUT = z.object({ id: z.union([z.number(), z.string()]).nullish() }).nullish();

type Empty = null | undefined;
type Field<R extends boolean, O, I> = z.ZodType<R extends true ? O : O | null, I | Empty>;

export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

export function fail(
  ctx: { addIssue: (issue: { code: 'custom'; message: string; input?: unknown }) => void },
  key: string,
) {
  ctx.addIssue({ code: 'custom', message: key });
  return z.NEVER;
}

/**
 * A trimmed text with its apostrophes in the one stored form (text.ts); `normalize` runs next, then `check`, which
 * returns a message key on failure.
 */
export function text<R extends boolean>(
  required: R,
  options: {
    max?: number;
    normalize?: (value: string) => string;
    check?: (value: string) => string | null;
    requiredKey?: string;
  } = {},
): Field<R, string, string> {
  const { max = TEXT_MAX_LENGTH, normalize, check, requiredKey = 'required' } = options;
  return TEXT_INPUT.transform((raw, ctx) => {
    if (isBlank(raw)) return required ? fail(ctx, requiredKey) : null;
    const trimmed = normalizeApostrophes((raw as string).trim());
    const value = normalize ? normalize(trimmed) : trimmed;
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
  return NUMBER_INPUT.transform((raw, ctx) => {
    if (isBlank(raw)) return required ? fail(ctx, 'required') : null;
    const value = typeof raw === 'number' ? raw : Number((raw as string).trim().replace(',', '.'));
    if (!Number.isFinite(value)) return fail(ctx, 'invalid_number');
    const key = check(value);
    return key ? fail(ctx, key) : value;
  }) as unknown as Field<R, number, number | string>;
}

/** A catalogue reference `{id}`; the form's "empty id" (`{id: ''}` / `{id: null}`) counts as not chosen. */
export function ref<R extends boolean>(required: R): Field<R, { id: number }, { id?: number | string | null }> {
  return REF_INPUT.transform((raw, ctx) => {
    if (!raw || isBlank(raw.id)) return required ? fail(ctx, 'required') : null;
    const id = Number(raw.id);
    if (!Number.isInteger(id) || id <= 0 || id > MAX_ID) return fail(ctx, 'invalid');
    return { id };
  }) as unknown as Field<R, { id: number }, { id?: number | string | null }>;
}

function phone<R extends boolean>(required: R): Field<R, string, string> {
  return text(required, {
    normalize: (value) => value.replace(/\D/g, ''),
    check: (value) => (ZPhone.safeParse(value).success ? null : 'phone_invalid'),
  });
}

/** RFC 5321's longest address. */
const EMAIL_MAX_LENGTH = 254;
/**
 * zod's address pattern (what `z.email()` checks), copied: importing it brings all of zod's patterns into the
 * login page's script.
 */
const EMAIL = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
/** An e-mail address (spec §5: the standard pattern), kept in lower case: the one form notifications are sent to. */
const email = <R extends boolean>(required: R) =>
  text(required, {
    max: EMAIL_MAX_LENGTH,
    normalize: (value) => value.toLowerCase(),
    check: (value) => (EMAIL.test(value) ? null : 'email_invalid'),
  });

/** '@' and 5–32 letters, digits or underscores, Telegram's username rule. */
const TELEGRAM_USERNAME = /^@[A-Za-z0-9_]{5,32}$/;
/**
 * A Telegram username, stored with its '@'. Typed without it, or pasted as a t.me link (what the app's "copy link"
 * gives), it is the same username.
 */
const telegram = <R extends boolean>(required: R) =>
  text(required, {
    normalize: (value) => `@${value.replace(/^(?:https?:\/\/)?(?:www\.)?t\.me\//i, '').replace(/^@/, '')}`,
    check: (value) => (TELEGRAM_USERNAME.test(value) ? null : 'telegram_invalid'),
  });

// ---------------------------------------------------------------------------------------------------------------
// Primitives (spec §5).

const PERSON_NAME = /^[A-Z'"(), ]+$/;

/**
 * A name as in the passport: uppercase Latin letters, spaces and ' " ( ) , only; any apostrophe typed (’ ʻ ` …)
 * is stored as ' ("O’ROLOV" → "O'ROLOV").
 */
export const personName = <R extends boolean>(required: R) =>
  text(required, {
    max: PERSON_NAME_MAX_LENGTH,
    normalize: (value) => value.replace(/\s+/g, ' '),
    check: (value) => (PERSON_NAME.test(value) && /[A-Z]/.test(value) ? null : 'name_latin_upper'),
  });
export const ZPersonName = personName(true);

/** The Uzbek passport (and ID card): two letters and seven digits, the catalogue's pattern of Uzbekistan. */
export const UZ_PASSPORT = { placeholder: 'AA 1234567', pattern: '^[A-Z]{2} \\d{7}$' } as const;

/**
 * Passport number, of any country: 5–20 Latin letters and digits (a space or hyphen inside), kept in upper case. An
 * Uzbek number is accepted with or without its space and always stored as "AA 1234567" (the form's mask
 * 'AA #######'). The format of the citizenship's country (its catalogue pattern) is checked by the submit schema.
 */
export function normalizePassportNumber(value: string): string {
  const upper = value.replace(/\s+/g, ' ').trim().toUpperCase();
  const compact = upper.replace(/ /g, '');
  return /^[A-Z]{2}\d{7}$/.test(compact) ? `${compact.slice(0, 2)} ${compact.slice(2)}` : upper;
}
const PASSPORT_NUMBER = new RegExp(`^[A-Z0-9](?:[A-Z0-9 -]{3,${PASSPORT_NUMBER_MAX_LENGTH - 2}})[A-Z0-9]$`);
export const passportNumber = <R extends boolean>(required: R) =>
  text(required, {
    normalize: normalizePassportNumber,
    check: (value) => (PASSPORT_NUMBER.test(value) ? null : 'passport_number_invalid'),
  });
export const ZPassportNumber = passportNumber(true);

/**
 * The message key when `value` does not match the passport `pattern` of the citizenship's country (a regular
 * expression from the catalogue; '' = none known), or null. An unusable pattern checks nothing.
 */
export function passportFormatIssue(value: string, pattern: string): string | null {
  if (!pattern) return null;
  let matches: boolean;
  try {
    matches = new RegExp(pattern).test(value);
  } catch {
    return null;
  }
  if (matches) return null;
  return pattern === UZ_PASSPORT.pattern ? 'passport_number_format' : 'passport_number_country_format';
}

/**
 * PINFL (JShShIR): exactly 14 digits, the last one its check digit unless `checkDigit` is off (the setting
 * PINFL_CHECK_DIGIT, in `TFormRules`). Its agreement with birth date and gender is checked by `pinflMismatch`.
 */
export const pinfl = <R extends boolean>(required: R, { checkDigit = true }: { checkDigit?: boolean } = {}) =>
  text(required, {
    check: (value) => {
      if (value.length !== PINFL_LENGTH || !/^\d+$/.test(value)) return 'pinfl_invalid';
      return !checkDigit || pinflCheckDigitValid(value) ? null : 'pinfl_check_digit';
    },
  });
export const ZPinfl = pinfl(true);

/**
 * Uzbek PINFL layout: digit 1 = century and gender (1/2 = male/female born 1800s, 3/4 = 1900s, 5/6 = 2000s),
 * digits 2-7 = birth date DDMMYY, digit 14 = check digit (pinfl.ts). Returns true when they disagree with the person.
 */
export function pinflMismatch(value: string, birthDate: string, gender: TGender): boolean {
  const [year, month, day] = birthDate.split('-');
  const century = Number(year.slice(0, 2)); // 18, 19, 20
  const expectedFirst = (century - 18) * 2 + (gender === 'MALE' ? 1 : 2);
  const expected = `${expectedFirst}${day}${month}${year.slice(2)}`;
  return !(century >= 18 && century <= 20) || value.slice(0, 7) !== expected;
}

/** GPA and certificate scores are kept with two decimals (numeric columns): a third would be rounded away. */
const hasAtMostTwoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

export const gpa = <R extends boolean>(required: R) =>
  numeric(required, (value) => {
    if (value < GPA_MIN || value > GPA_MAX) return 'GPA_range';
    return hasAtMostTwoDecimals(value) ? null : 'GPA_decimals';
  });
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
  TEXT_INPUT.transform((raw, ctx) => {
    if (isBlank(raw)) return required ? fail(ctx, 'required') : null;
    return (GENDERS as readonly string[]).includes(raw as string) ? (raw as TGender) : fail(ctx, 'invalid_option');
  }) as unknown as Field<R, TGender, string>;

/** The score column is numeric(6,2): at most 9999.99, at most two decimals (no certificate scale needs more). */
export const SCORE_MAX = 9999.99;
const score = numeric(false, (value) =>
  value >= 0 && value <= SCORE_MAX && hasAtMostTwoDecimals(value) ? null : 'score_invalid',
);
/** Certificate numbers are letters and digits (IELTS TRF numbers, TOEFL ids); '0' means no certificate. */
const certificateNumber = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((raw) => (isBlank(raw) ? null : String(raw).trim()))
  .pipe(z.string().max(DOCUMENT_NUMBER_MAX_LENGTH, 'too_long').nullable());

// ---------------------------------------------------------------------------------------------------------------
// The field list.

/**
 * How a field's value travels: `text` a string, `date` 'YYYY-MM-DD', `gender` MALE/FEMALE, `phone` digits with the
 * dial code, `number` a number, `ref` a catalogue reference ({id} in, {id, name} out).
 */
export type TFieldKind = 'text' | 'date' | 'gender' | 'phone' | 'number' | 'ref';

type Rule<R extends boolean, O, I> = (required: R) => Field<R, O, I>;

/** Where a text answer has a limit of its own: the most characters its rule accepts. */
type Limits = { maxLength?: number };

/** A field that is required on submission (its `required` rule) and optional in a draft. */
function answer<K extends TFieldKind, O, I>(
  kind: K,
  rule: <R extends boolean>(required: R) => Field<R, O, I>,
  { maxLength }: Limits = {},
) {
  return {
    kind,
    requiredOnSubmit: true,
    maxLength,
    required: (rule as Rule<true, O, I>)(true),
    optional: (rule as Rule<false, O, I>)(false),
  };
}
/**
 * A field that is never required, or whose requirement depends on another field (checked by the submit schema: a
 * region and a city are required only where the catalogue has some to choose from).
 */
function optionalAnswer<K extends TFieldKind, S extends z.ZodType>(kind: K, schema: S, { maxLength }: Limits = {}) {
  return { kind, requiredOnSubmit: false, maxLength, required: schema, optional: schema };
}

/** A text answer of at most `max` characters, required on submission. */
const textAnswer = (max = TEXT_MAX_LENGTH) =>
  answer('text', (required) => text(required, { max }), { maxLength: max === TEXT_MAX_LENGTH ? undefined : max });

/**
 * Every answer field of the application form, in form order: ADD A FIELD HERE, then give it a column in the server's
 * `ANSWER_COLUMNS` (applications.table.ts, with its migration), an input in the form's section and its label in the
 * locale files. File fields (uploads) are not answers: see files.ts.
 */
export const ANSWER_FIELDS = {
  firstName: answer('text', personName, { maxLength: PERSON_NAME_MAX_LENGTH }),
  lastName: answer('text', personName, { maxLength: PERSON_NAME_MAX_LENGTH }),
  middleName: answer('text', personName, { maxLength: PERSON_NAME_MAX_LENGTH }),
  birthDate: answer('date', birthDate),
  gender: answer('gender', gender),
  disability: answer('ref', ref),
  disabilityNote: optionalAnswer('text', text(false, { max: LONG_TEXT }), { maxLength: LONG_TEXT }),
  country: answer('ref', ref),
  region: optionalAnswer('ref', ref(false)),
  city: optionalAnswer('ref', ref(false)),
  addressLine: textAnswer(LONG_TEXT),
  citizenship: answer('ref', ref),
  nationality: textAnswer(NATIONALITY_MAX_LENGTH),
  passportNumber: answer('text', passportNumber, { maxLength: PASSPORT_NUMBER_MAX_LENGTH }),
  pinfl: answer('text', pinfl, { maxLength: PINFL_LENGTH }),
  mobilePhone: answer('phone', phone),
  homePhone: optionalAnswer('phone', phone(false)),
  fatherPhone: answer('phone', phone),
  motherPhone: answer('phone', phone),
  email: optionalAnswer('text', email(false), { maxLength: EMAIL_MAX_LENGTH }),
  telegram: optionalAnswer('text', telegram(false)),
  schoolCountry: answer('ref', ref),
  schoolRegion: optionalAnswer('ref', ref(false)),
  schoolCity: optionalAnswer('ref', ref(false)),
  schoolType: answer('ref', ref),
  schoolName: textAnswer(LONG_TEXT),
  graduatedDirection: textAnswer(),
  gpa: answer('number', gpa),
  graduationYear: answer('number', graduationYear),
  highSchoolDiplomaNumber: textAnswer(DOCUMENT_NUMBER_MAX_LENGTH),
  foreignLanguageProficiency: answer('ref', ref),
  certificateOther: optionalAnswer('text', text(false)),
  score: optionalAnswer('number', score),
  certificateNumber: optionalAnswer('text', certificateNumber, { maxLength: DOCUMENT_NUMBER_MAX_LENGTH }),
  educationFaculty: answer('ref', ref),
  educationLanguage: answer('ref', ref),
};
export type TAnswerFields = typeof ANSWER_FIELDS;
export type TAnswerField = keyof TAnswerFields;
export const ANSWER_FIELD_NAMES = Object.keys(ANSWER_FIELDS) as TAnswerField[];

/**
 * The rule of every answer field: `required` true for a submission, false for a draft, under the configured `rules`
 * (the list holds the default rules' schemas; a field whose rule a setting changes is made afresh).
 */
export function answerRules<R extends boolean>(required: R, rules: TFormRules = DEFAULT_FORM_RULES) {
  const fields = Object.fromEntries(
    ANSWER_FIELD_NAMES.map((name) => [name, ANSWER_FIELDS[name][required ? 'required' : 'optional']]),
  );
  if (!rules.pinflCheckDigit) fields.pinfl = pinfl(required, { checkDigit: false });
  return fields as { [K in TAnswerField]: TAnswerFields[K][R extends true ? 'required' : 'optional'] };
}

const isAnswerField = (name: string): name is TAnswerField => Object.hasOwn(ANSWER_FIELDS, name);

/** Whether every submission needs `name` (the others: never, or as another answer decides, e.g. a region). */
export const requiredOnSubmit = (name: string) => isAnswerField(name) && ANSWER_FIELDS[name].requiredOnSubmit;

/** The most characters the answer `name` takes, where it has a limit of its own (the form's inputs stop there). */
export const answerMaxLength = (name: string): number | undefined =>
  isAnswerField(name) ? ANSWER_FIELDS[name].maxLength : undefined;

/** Fields of one kind, e.g. every catalogue reference. */
export function fieldsOfKind<K extends TFieldKind>(kind: K) {
  return ANSWER_FIELD_NAMES.filter((name) => ANSWER_FIELDS[name].kind === kind) as TFieldsOfKind<K>[];
}

/** The names of the fields of one kind, as a type: `TFieldsOfKind<'ref'>` is every catalogue reference. */
export type TFieldsOfKind<K extends TFieldKind> = {
  [F in TAnswerField]: TAnswerFields[F]['kind'] extends K ? F : never;
}[TAnswerField];
