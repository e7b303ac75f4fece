import { ADMIN_ROLES } from './auth';
import { ZPhone } from './phone';
import { canonicalText, passwordsMatch, ZIdRef, ZNamedRef, ZNames, ZPassword, ZRowId } from './primitives';
import { z } from './zod';

/**
 * Reference-data ("catalogue") contract, spec §3/§5/§7: the admin catalogue screens' forms and lists, and the
 * lookups the application form reads. Input schemas are the dialogs' forms; `...Item` schemas are list rows and
 * the saved item; `...Lookup` schemas are the cached `/all` answers (active items, names in the caller language).
 */

/** Every catalogue's URL segment under `admin/` (spec §7 "Admin catalogues"). */
export const CATALOGUE_PATHS = [
  'country',
  'region',
  'city',
  'school',
  'school-type',
  'education-type',
  'disability',
  'foreign-language-proficiency',
  'science',
  'faculty',
  'education-language',
  'admission-session',
  'admin-member',
] as const;
export type TCataloguePath = (typeof CATALOGUE_PATHS)[number];

// ---------------------------------------------------------------- items (list rows, GET by id, save answers)

export const ZNamesOut = z.object({ uz: z.string(), ru: z.string(), en: z.string() });

export const ZCatalogueItem = z.object({
  id: z.number().int(),
  names: ZNamesOut,
  /** `names` in the request's language, falling back to ru, then uz, when empty. */
  name: z.string(),
  active: z.boolean(),
});
export type TCatalogueItem = z.infer<typeof ZCatalogueItem>;

export const ZCountryItem = ZCatalogueItem.extend({
  /** Dial code without '+', e.g. '998'. */
  code: z.string(),
  /** ISO 3166-1 alpha-2, e.g. 'UZ'. */
  iso: z.string(),
  passportPlaceholder: z.string(),
  passportPattern: z.string(),
});
export type TCountryItem = z.infer<typeof ZCountryItem>;

export const ZRegionItem = ZCatalogueItem.extend({ country: ZNamedRef, code: z.string() });
export type TRegionItem = z.infer<typeof ZRegionItem>;

export const ZCityItem = ZCatalogueItem.extend({ region: ZNamedRef });
export type TCityItem = z.infer<typeof ZCityItem>;

export const ZScienceItem = ZCatalogueItem.extend({ code: z.string() });
export type TScienceItem = z.infer<typeof ZScienceItem>;

export const ZCertificateItem = ZCatalogueItem.extend({
  minScore: z.number().nullable(),
  /** The top of the certificate's scale (IELTS 9, TOEFL iBT 120); null: not known, no maximum checked. */
  maxScore: z.number().nullable(),
});
export type TCertificateItem = z.infer<typeof ZCertificateItem>;

export const ZFacultyItem = ZCatalogueItem.extend({ mvdir: z.string(), facultyTypes: z.array(ZNamedRef) });
export type TFacultyItem = z.infer<typeof ZFacultyItem>;

export const ZEducationLanguageItem = ZCatalogueItem.extend({
  faculty: ZNamedRef,
  scienceComplex: ZNamedRef.nullable(),
});
export type TEducationLanguageItem = z.infer<typeof ZEducationLanguageItem>;

export const ZAdmissionSessionItem = z.object({
  id: z.number().int(),
  name: z.string(),
  active: z.boolean(),
  regActive: z.boolean(),
  startDate: z.string(),
  endDate: z.string(),
  registrationEndDate: z.string(),
});
export type TAdmissionSessionItem = z.infer<typeof ZAdmissionSessionItem>;

export const ZMemberStatus = z.enum(['ACTIVE', 'BLOCKED']);
export const ZAdminMemberItem = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  middleName: z.string(),
  phone: z.string(),
  role: z.enum(ADMIN_ROLES),
  active: ZMemberStatus,
});
export type TAdminMemberItem = z.infer<typeof ZAdminMemberItem>;

// ---------------------------------------------------------------- inputs (dialog forms; PUT = create, POST = update)

/** What every named catalogue's dialog sends. `id` present → POST (update); absent → PUT (create). */
export const ZCatalogueInput = z.object({
  id: ZRowId.optional(),
  names: ZNames,
  active: z.boolean().optional(),
});

export const ZCountryInput = ZCatalogueInput.extend({
  code: z
    .string()
    .trim()
    .regex(/^\d{0,4}$/, 'dial_code_invalid')
    .optional()
    .default(''),
  iso: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'iso_invalid'),
  passportPlaceholder: z.string().trim().max(50).optional().default(''),
  passportPattern: z.string().trim().max(200).refine(isValidPattern, 'passport_pattern_invalid').optional().default(''),
});

export const ZRegionInput = ZCatalogueInput.extend({
  country: ZIdRef,
  code: z.string().trim().max(10).optional().default(''),
});

export const ZCityInput = ZCatalogueInput.extend({ region: ZIdRef });

export const ZScienceInput = ZCatalogueInput.extend({
  code: z.string().trim().min(1).max(20).regex(/^\d+$/, 'science_code_digits'),
});

/** A certificate score as the catalogue stores it, numeric(6,2): at most 9999.99. */
const ZCatalogueScore = z.number().min(0).max(9999);
const ZScoreRange = z.object({ minScore: ZCatalogueScore, maxScore: ZCatalogueScore });

/**
 * `.refine(...scoreRangeOrdered)`: a certificate's maximum score is not below its minimum (either may be null).
 * Checked whenever both are valid scores, even when other fields fail, as `passwordsMatch` is.
 */
export const scoreRangeOrdered: [
  (value: { minScore: number | null; maxScore: number | null }) => boolean,
  { path: PropertyKey[]; message: string; when: (payload: { value: unknown }) => boolean },
] = [
  (value) => value.minScore === null || value.maxScore === null || value.maxScore >= value.minScore,
  {
    path: ['maxScore'],
    message: 'max_score_below_min_score',
    when: (payload) => ZScoreRange.safeParse(payload.value).success,
  },
];

/**
 * A certificate's fields without its cross-field rule: zod cannot omit or extend an object with a refinement, and
 * the server's catalogue derives its create and update schemas from this one (then adds `scoreRangeOrdered`).
 */
export const ZCertificateFields = ZCatalogueInput.extend({
  minScore: ZCatalogueScore.nullable().optional().default(null),
  /** The highest possible score (the top of the certificate's scale); null: no maximum checked. */
  maxScore: ZCatalogueScore.nullable().optional().default(null),
});
export const ZCertificateInput = ZCertificateFields.refine(...scoreRangeOrdered);

export const ZFacultyInput = ZCatalogueInput.extend({
  mvdir: z.string().trim().max(50).optional().default(''),
  /** Education types (full-time, part-time, ...) the field of study is offered in. */
  facultyTypes: z.array(ZIdRef).max(20).optional().default([]),
});

export const ZEducationLanguageInput = ZCatalogueInput.extend({
  faculty: ZIdRef,
  /** The science complex (exam subjects) of this language of instruction; null when not set yet. */
  scienceComplex: ZIdRef.nullable().optional().default(null),
});

/**
 * 'YYYY-MM-DD', a real calendar date. An empty one is `required`, like every other empty required field, and only
 * that (the abort skips the format checks and the session's date-order rules); a mistyped one is `invalid_date`.
 */
export const ZIsoDate = z
  .string()
  .min(1, { error: 'required', abort: true })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'invalid_date')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, 'invalid_date');

/** Sessions are created inactive; the activation toggles switch them (one active session at a time). */
export const ZAdmissionSessionInput = z
  .object({
    id: ZRowId.optional(),
    name: canonicalText().min(1).max(100),
    startDate: ZIsoDate,
    endDate: ZIsoDate,
    registrationEndDate: ZIsoDate,
  })
  .superRefine((value, ctx) => {
    if (value.registrationEndDate < value.startDate)
      ctx.addIssue({ code: 'custom', path: ['registrationEndDate'], message: 'registration_end_before_start' });
    if (value.endDate < value.registrationEndDate)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'end_before_registration_end' });
  });

/** Roles the members screen may give (spec §6); super admins are created from the command line. */
export const ASSIGNABLE_ROLES = ['ADMIN_VERIFIER', 'ADMIN_OBSERVER'] as const;
export const ZAssignableRole = z.enum(ASSIGNABLE_ROLES, {
  error: (issue) => (issue.input === undefined || issue.input === null ? 'required' : 'role_not_assignable'),
});

const ZPersonName = canonicalText().min(1).max(100);
const memberFields = {
  firstName: ZPersonName,
  lastName: ZPersonName,
  middleName: canonicalText().max(100).optional().default(''),
  phone: ZPhone,
  role: ZAssignableRole,
};

export const ZMemberCreateInput = z
  .object({ ...memberFields, password: ZPassword, passwordConfirmation: z.string().min(1) })
  .refine(...passwordsMatch);
export type TMemberCreateInput = z.input<typeof ZMemberCreateInput>;

export const ZMemberUpdateInput = z.object({ id: ZRowId, ...memberFields });
export type TMemberUpdateInput = z.input<typeof ZMemberUpdateInput>;

export const ZPasswordChange = z
  .object({ password: ZPassword, passwordConfirmation: z.string().min(1) })
  .refine(...passwordsMatch);
export type TPasswordChange = z.input<typeof ZPasswordChange>;

function isValidPattern(pattern: string): boolean {
  try {
    new RegExp(pattern);
    return true;
  } catch {
    return false;
  }
}
