import { ZNamedRef } from '../primitives';
import { z } from '../zod';
import { ref } from './fields';

/**
 * Ranked study directions (issue 46 item 1, spec §9 "Extra study directions: up to eight"). The main direction is
 * the answers `educationFaculty` and `educationLanguage` (rank 1, what a client that knows one direction sends);
 * `extraDirections` are ranks 2..9 in the applicant's order. A direction is a faculty with its language: the same
 * pair may not be chosen twice (docs/decisions/0230-ranked-directions.md).
 */
export const MAX_EXTRA_DIRECTIONS = 8;
/** Rank 1 and the extra ones. */
export const MAX_DIRECTIONS = MAX_EXTRA_DIRECTIONS + 1;

const direction = <R extends boolean>(required: R) =>
  z.object({ educationFaculty: ref(required), educationLanguage: ref(required) });

type DirectionIds = { educationFaculty?: { id?: unknown } | null; educationLanguage?: { id?: unknown } | null };

/** A direction's pair as compared ("3:7"); undefined while either is not chosen (or not a valid id). */
export function directionKey(value: DirectionIds | null | undefined): string | undefined {
  const faculty = value?.educationFaculty?.id;
  const language = value?.educationLanguage?.id;
  return typeof faculty === 'number' && typeof language === 'number' ? `${faculty}:${language}` : undefined;
}

/**
 * The extra directions: at most eight, none twice. A draft may hold a row still being chosen (either part empty);
 * a submission needs both parts of every row. Absent or null is none (a client that sends one direction).
 */
export const extraDirections = <R extends boolean>(required: R) =>
  z
    .array(direction(required))
    .max(MAX_EXTRA_DIRECTIONS, 'directions_too_many')
    .nullish()
    .transform((value) => value ?? [])
    .superRefine((rows, ctx) => {
      const seen = new Set<string>();
      rows.forEach((row, index) => {
        const key = directionKey(row);
        if (key === undefined) return;
        if (seen.has(key))
          ctx.addIssue({ code: 'custom', path: [index, 'educationLanguage'], message: 'direction_duplicate' });
        seen.add(key);
      });
    });

/** The message path of a duplicate of the main direction among the extra ones, or none. */
export function mainDirectionRepeats(value: DirectionIds & { extraDirections?: unknown }): number[] {
  const main = directionKey(value);
  if (main === undefined || !Array.isArray(value.extraDirections)) return [];
  return value.extraDirections.flatMap((row, index) => (directionKey(row as DirectionIds) === main ? [index] : []));
}

/** An extra direction as the API answers it; a draft's row may still lack either part. */
export const ZDirection = z.object({ educationFaculty: ZNamedRef.nullable(), educationLanguage: ZNamedRef.nullable() });

/** The direction an application was accepted into: its rank in the applicant's list (null if no longer there). */
export const ZAcceptedDirection = z.object({
  rank: z.number().int().nullable(),
  educationFaculty: ZNamedRef,
  educationLanguage: ZNamedRef,
});
export type TAcceptedDirection = z.infer<typeof ZAcceptedDirection>;

/**
 * POST admin/application/{id}/acceptance: which ranked direction the applicant is accepted into, 1 the main one;
 * absent (or no body, the spec §7 call) = 1.
 */
export const ZAcceptRequest = z
  .object({
    rank: z
      .number()
      .int('direction_rank_unknown')
      .min(1, 'direction_rank_unknown')
      .max(MAX_DIRECTIONS, 'direction_rank_unknown')
      .optional(),
  })
  .nullish();
export type TAcceptRequest = z.input<typeof ZAcceptRequest>;
