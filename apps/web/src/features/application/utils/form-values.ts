import { ANSWER_FIELD_NAMES, ANSWER_FIELDS, type TFieldKind } from '@qabul/contract/application/fields';
import { FILE_FIELDS, type TFileField } from '@qabul/contract/application/files';
import type { TApplication } from '@qabul/contract/application/response';
import {
  applicationDraftSchema,
  type TApplicationDraftInput,
  type TApplicationForm,
  type TApplicationSubmit,
} from '@qabul/contract/application/submit';
import { CERTIFICATE_NONE_ID } from '@qabul/contract/lookups';
import { portalSettings } from '@/config/settings';
import { formatDay } from '@/lib/date-time';

/** A catalogue reference as the form holds it; '' = not chosen (spec §3 "empty id"). */
export type TRefValue = { id: number | '' };

type FormValue<T> = NonNullable<T> extends { id?: unknown } ? TRefValue : NonNullable<T>;

/**
 * What react-hook-form holds: the input of the contract's submit schema (which does the validating), every field
 * present and none null; strings for what is typed (the birth date as the mask shows it, dd.mm.yyyy), references
 * as {id}, file fields as URLs.
 */
export type TApplicationFormValues = {
  [K in Exclude<keyof TApplicationForm, 'extraDirections'>]-?: FormValue<TApplicationForm[K]>;
} & Record<TFileField, string> & {
    /** Ranks 2..9 (issue 46): a row being chosen holds '' ids. */
    extraDirections: { educationFaculty: TRefValue; educationLanguage: TRefValue }[];
  };

/** The draft's format checks under the rules the server sent (a PINFL it accepts is not held back). */
const draftSchema = applicationDraftSchema(portalSettings.formRules);

/** The fields a draft carries (spec §4 "saved in the draft state"): every answer, no files, no agreement. */
export const DRAFT_FIELDS = Object.keys(draftSchema.shape) as (keyof TApplicationDraftInput &
  keyof TApplicationFormValues)[];
export type TDraftValues = Partial<Pick<TApplicationFormValues, (typeof DRAFT_FIELDS)[number]>>;

/** An answer as its input shows it: '' for nothing, {id} for a reference, text for numbers and dates. */
function toInput(kind: TFieldKind, value: unknown) {
  if (kind === 'ref') return { id: (value as { id: number } | null)?.id ?? '' };
  if (kind === 'date') return formatDay(value as string | null);
  return value === null || value === undefined ? '' : String(value);
}

/** The form's values of a loaded application. */
export function toFormValues(application: TApplication): TApplicationFormValues {
  const a = application;
  const answers = Object.fromEntries(
    ANSWER_FIELD_NAMES.map((field) => [field, toInput(ANSWER_FIELDS[field].kind, a[field])]),
  );
  const files = Object.fromEntries(FILE_FIELDS.map((field) => [field, a[field] ?? '']));
  const noCertificate = a.foreignLanguageProficiency.id === CERTIFICATE_NONE_ID;
  return {
    ...answers,
    ...files,
    extraDirections: a.extraDirections.map((direction) => ({
      educationFaculty: { id: direction.educationFaculty?.id ?? '' },
      educationLanguage: { id: direction.educationLanguage?.id ?? '' },
    })),
    // A certificate's 0 / '0' mean "none" (spec §3 defaults): an empty input asks for the real value.
    score: noCertificate ? '0' : a.score ? String(a.score) : '',
    certificateNumber: noCertificate ? '0' : a.certificateNumber === '0' ? '' : a.certificateNumber,
    agreement: false,
  } as TApplicationFormValues;
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
    const parsed = draftSchema.shape[field].safeParse(values[field]);
    if (parsed.success) payload[field] = parsed.data;
  }
  return payload as TApplicationDraftInput;
}

/** The POST body of a valid form: the birth date as an ISO date at midnight (spec §3). */
export function toSubmitPayload(data: TApplicationSubmit): Record<string, unknown> {
  return { ...data, birthDate: `${data.birthDate}T00:00:00.000Z` };
}
