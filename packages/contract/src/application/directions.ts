import { z } from '../zod';
import { fail, ref } from './fields';

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

type DirectionOutput<R extends boolean> = z.output<ReturnType<typeof direction<R>>>;
type DirectionInput = z.input<ReturnType<typeof direction<false>>>;

/**
 * The extra directions: at most eight, none twice. A draft may hold a row still being chosen (either part empty);
 * a submission needs both parts of every row. Absent or null is none (a client that sends one direction). Written
 * as one transform rather than `z.array`: zod's list schema would add a kilobyte and a half to the form's download.
 */
export const extraDirections = <R extends boolean>(required: R) => {
  const item = direction(required);
  // Optional: an object schema would otherwise ask for the key (a client that sends one direction omits it).
  return z
    .unknown()
    .optional()
    .transform((raw, ctx) => {
      if (raw === null || raw === undefined) return [];
      if (!Array.isArray(raw)) return fail(ctx, 'invalid');
      if (raw.length > MAX_EXTRA_DIRECTIONS) return fail(ctx, 'directions_too_many');
      const rows: DirectionOutput<R>[] = [];
      const seen = new Set<string>();
      raw.forEach((value, index) => {
        const parsed = item.safeParse(value);
        if (!parsed.success) {
          for (const issue of parsed.error.issues)
            ctx.addIssue({ code: 'custom', path: [index, ...issue.path], message: issue.message });
          return;
        }
        rows.push(parsed.data as DirectionOutput<R>);
        const key = directionKey(parsed.data);
        if (key === undefined) return;
        if (seen.has(key))
          ctx.addIssue({ code: 'custom', path: [index, 'educationLanguage'], message: 'direction_duplicate' });
        seen.add(key);
      });
      return rows;
    }) as unknown as z.ZodType<DirectionOutput<R>[], DirectionInput[] | null | undefined>;
};

/** The message path of a duplicate of the main direction among the extra ones, or none. */
export function mainDirectionRepeats(value: DirectionIds & { extraDirections?: unknown }): number[] {
  const main = directionKey(value);
  if (main === undefined || !Array.isArray(value.extraDirections)) return [];
  return value.extraDirections.flatMap((row, index) => (directionKey(row as DirectionIds) === main ? [index] : []));
}
