import { DEFAULT_FORM_RULES, type TFormRules } from '../form-rules';
import { CERTIFICATE_NONE_ID, CERTIFICATE_OTHER_ID, DISABILITY_NONE_ID } from '../lookups';
import { z } from '../zod';
import { extraDirections, mainDirectionRepeats } from './directions';
import {
  answerRules,
  fail,
  isBlank,
  passportFormatIssue,
  pinfl,
  pinflMismatch,
  text,
  UZ_PASSPORT,
  ZBirthDate,
  ZPinfl,
} from './fields';

/**
 * The two request schemas of the answer fields: `applicationSubmitSchema` (full rules and the cross-field rules of
 * spec §5; the web form's zodResolver and the server's submit check) and `ZApplicationDraft` (format checks only).
 */

const requiredFile = text(true, { max: 1000, requiredKey: 'file_required' });
/** The documents every submission needs (their URL fields); the form marks their uploads required. */
export const REQUIRED_FILE_FIELDS = [
  'photo',
  'passportPhoto',
  'highSchoolDiplomaPhoto',
  'highSchoolDiplomaAppendix',
] as const;
const requiredFiles = Object.fromEntries(REQUIRED_FILE_FIELDS.map((field) => [field, requiredFile])) as Record<
  (typeof REQUIRED_FILE_FIELDS)[number],
  typeof requiredFile
>;
const agreement = z
  .boolean()
  .nullish()
  .transform((value, ctx) => (value === true ? value : fail(ctx, 'agreement_required')));

export interface TSubmitOptions {
  /**
   * The lowest accepted score of a certificate (catalogue `minScore`); null/undefined = no minimum known. The
   * server always passes it; the web form passes it from the certificate list so the same message shows early.
   */
  minScoreOf?: (certificateId: number) => number | null | undefined;
  /** The highest possible score of a certificate (catalogue `maxScore`, its scale's top); passed like `minScoreOf`. */
  maxScoreOf?: (certificateId: number) => number | null | undefined;
  /**
   * Whether the catalogue has active regions of a country (cities of a region); false makes the region (city) not
   * required, since there is nothing to choose: an applicant who lives or studied abroad in a country without
   * regions in the catalogue could not submit. Unknown (undefined) keeps it required.
   */
  hasRegions?: (countryId: number) => boolean | undefined;
  hasCities?: (regionId: number) => boolean | undefined;
  /**
   * The passport pattern of a country (catalogue; '' = none). Unknown (undefined, or no function) checks the Uzbek
   * format, the spec's.
   */
  passportPatternOf?: (countryId: number) => string | undefined;
  /** The rules the server is configured with (the web app reads them from the page); the defaults when absent. */
  formRules?: TFormRules;
}

/** The place fields of spec §5: each place's region and city are required where the catalogue has some. */
const PLACES = [
  ['country', 'region', 'city'],
  ['schoolCountry', 'schoolRegion', 'schoolCity'],
] as const;

/** Full validation of a submission: required fields, formats and the cross-field rules of spec §5. */
export function applicationSubmitSchema(options: TSubmitOptions = {}) {
  const rules = options.formRules ?? DEFAULT_FORM_RULES;
  const pinflRule = rules.pinflCheckDigit ? ZPinfl : pinfl(true, { checkDigit: false });
  return (
    z
      .object({
        ...answerRules(true, rules),
        extraDirections: extraDirections(true),
        ...requiredFiles,
        agreement,
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
          // Not chosen: null once parsed. A field refused by its own rule holds no `id`, and has its message already.
          const blankRef = (field: string) => {
            const r = v[field] as { id?: unknown } | null | undefined;
            return r === null || r === undefined || (typeof r === 'object' && 'id' in r && isBlank(r.id));
          };
          const pinflValue = pinflRule.safeParse(v.pinfl);
          const birthDateValue = ZBirthDate.safeParse(v.birthDate);
          if (
            pinflValue.success &&
            birthDateValue.success &&
            (v.gender === 'MALE' || v.gender === 'FEMALE') &&
            pinflMismatch(pinflValue.data, birthDateValue.data, v.gender)
          ) {
            issue('pinfl', 'pinfl_mismatch');
          }

          const citizenship = refId('citizenship');
          if (typeof v.passportNumber === 'string' && citizenship !== undefined) {
            const pattern = options.passportPatternOf?.(citizenship) ?? UZ_PASSPORT.pattern;
            const key = passportFormatIssue(v.passportNumber, pattern);
            if (key) issue('passportNumber', key);
          }

          for (const [country, region, city] of PLACES) {
            const countryId = refId(country);
            const regionId = refId(region);
            const regionNeeded = countryId === undefined || options.hasRegions?.(countryId) !== false;
            if (regionNeeded && blankRef(region)) issue(region, 'required');
            const cityNeeded = regionId === undefined ? regionNeeded : options.hasCities?.(regionId) !== false;
            if (cityNeeded && blankRef(city)) issue(city, 'required');
          }

          for (const index of mainDirectionRepeats(v))
            ctx.addIssue({
              code: 'custom',
              path: ['extraDirections', index, 'educationLanguage'],
              message: 'direction_duplicate',
            });

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
          const max = options.maxScoreOf?.(certificate);
          if (max !== null && max !== undefined && v.score > max) issue('score', 'score_above_maximum');
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

/** The submit schema without the certificate minimum and maximum (the server adds them from the database). */
export const ZApplicationSubmit = applicationSubmitSchema();
/** What the form holds (react-hook-form's field values). */
export type TApplicationForm = z.input<typeof ZApplicationSubmit>;
/** What a valid submission becomes. */
export type TApplicationSubmit = z.output<typeof ZApplicationSubmit>;

/**
 * A draft save: format checks only, under the configured rules, every field optional. An absent field is left as it
 * was, null (or '') clears it. File fields and the agreement are not part of a draft.
 */
export const applicationDraftSchema = (rules: TFormRules = DEFAULT_FORM_RULES) =>
  z.object({ ...answerRules(false, rules), extraDirections: extraDirections(false) }).partial();
export const ZApplicationDraft = applicationDraftSchema();
export type TApplicationDraftInput = z.input<typeof ZApplicationDraft>;
export type TApplicationDraft = z.output<typeof ZApplicationDraft>;

/**
 * The body of POST abiturient/application as the API documents it: every answer field and the agreement. The
 * documents are not part of it (the server takes them from the uploads), nor are the cross-field rules.
 */
export const ZApplicationSubmitBody = z.object({
  ...answerRules(true),
  extraDirections: extraDirections(true),
  agreement,
});
