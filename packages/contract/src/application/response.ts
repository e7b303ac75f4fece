import { ZNamedRef } from '../primitives';
import { z } from '../zod';
import { ANSWER_FIELD_NAMES, ANSWER_FIELDS, GENDERS, type TAnswerField, type TAnswerFields } from './fields';
import { FILE_FIELDS, type TFileField } from './files';
import { APPLICATION_STATUSES } from './status';

/** How each kind of answer field is answered: every answer may still be empty (a DRAFT holds what was filled in). */
const KIND_RESPONSE = {
  text: z.string().nullable(),
  /** 'YYYY-MM-DD' */
  date: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  phone: z.string().nullable(),
  number: z.number().nullable(),
  ref: ZNamedRef.nullable(),
};

const answers = Object.fromEntries(
  ANSWER_FIELD_NAMES.map((name) => [name, KIND_RESPONSE[ANSWER_FIELDS[name].kind]]),
) as { [K in TAnswerField]: (typeof KIND_RESPONSE)[TAnswerFields[K]['kind']] };

/** File fields answer the URL the file is downloaded from (the applicant's or the staff's route). */
const files = Object.fromEntries(FILE_FIELDS.map((field) => [field, z.string().nullable()])) as Record<
  TFileField,
  z.ZodNullable<z.ZodString>
>;

export const ZApplicationStatus = z.enum(APPLICATION_STATUSES);

/** An extra direction as the API answers it (ranks 2..9, directions.ts); a draft's row may still lack either part. */
const ZDirection = z.object({ educationFaculty: ZNamedRef.nullable(), educationLanguage: ZNamedRef.nullable() });

/** The direction an application was accepted into: its rank in the applicant's list (null if no longer there). */
const ZAcceptedDirection = z.object({
  rank: z.number().int().nullable(),
  educationFaculty: ZNamedRef,
  educationLanguage: ZNamedRef,
});
export type TAcceptedDirection = z.infer<typeof ZAcceptedDirection>;

/** The application as the API answers it (spec §3): every answer field and file, plus its state. */
export const ZApplication = z.object({
  id: z.number().int(),
  status: ZApplicationStatus,
  ...answers,
  /** The certificate defaults to certificate 1 (none), its score to 0 and number to '0' (spec §3). */
  foreignLanguageProficiency: ZNamedRef,
  score: z.number(),
  certificateNumber: z.string(),
  /** Ranks 2..9 in the applicant's order (rank 1 is educationFaculty with educationLanguage). */
  extraDirections: z.array(ZDirection),
  ...files,
  /** The direction it was accepted into; null unless ACCEPTED. */
  acceptedDirection: ZAcceptedDirection.nullable(),
  /** The chosen language's science complex (read only). */
  scienceComplex: ZNamedRef.nullable(),
  /** Per-field remarks of the last rejection, keyed by field name; cleared when the applicant resubmits. */
  reviews: z.record(z.string(), z.string()),
  /** The remarked fields changed since the rejection (the remark is addressed); only while REJECTED. */
  remarksAddressed: z.array(z.string()).optional(),
  /** ISO timestamp of the first submission. */
  registrationDate: z.string().nullable(),
});
export type TApplication = z.infer<typeof ZApplication>;
