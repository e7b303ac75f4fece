import { normalizeApostrophes } from './text';
import { z } from './zod';

/** Minimum policy for staff passwords; applicants get generated 6-digit codes. */
export const ZPassword = z
  .string()
  .min(8, 'password_policy')
  .max(128, 'too_long')
  .refine((value) => !/^\d+$/.test(value), 'password_policy');

const ZPasswordPair = z.object({ password: z.string(), passwordConfirmation: z.string() });

/**
 * `.refine(...passwordsMatch)`: the confirmation equals the password. Checked whenever both are texts, even when
 * other fields fail (zod skips an object's refinements after an aborting issue, such as an empty phone), so a form
 * shows the mismatch together with the other errors on the first Save.
 */
export const passwordsMatch: [
  (value: { password: string; passwordConfirmation: string }) => boolean,
  { path: PropertyKey[]; message: string; when: (payload: { value: unknown }) => boolean },
] = [
  (value) => value.password === value.passwordConfirmation,
  {
    path: ['passwordConfirmation'],
    message: 'password_confirmation_mismatch',
    when: (payload) => ZPasswordPair.safeParse(payload.value).success,
  },
];

/** Ids are PostgreSQL `serial`s: a larger number is no row, and must not reach the database (it would fail there). */
/** The body of a 204 answer: none. */
export const ZNoContent = z.undefined();

export const MAX_ID = 2_147_483_647;
/** An id in a JSON body. */
export const ZRowId = z.number().int().positive().max(MAX_ID);
/** An id in a path or query string. */
export const ZId = z.coerce.number().int().positive().max(MAX_ID);

export const ZIdRef = z.object({ id: ZRowId });
export const ZNamedRef = z.object({ id: z.number().int(), name: z.string() });

/** A name, address or search term: trimmed, apostrophes in their one stored form (see text.ts). */
export const canonicalText = () => z.string().trim().overwrite(normalizeApostrophes);

/** Names in the three interface languages; uz and ru required, en optional (spec §5). */
export const ZNames = z.object({
  uz: canonicalText().min(1).max(255),
  ru: canonicalText().min(1).max(255),
  en: canonicalText().max(255).optional().default(''),
});
export type TNames = z.infer<typeof ZNames>;

/** Zero-based paging shared by every list (spec §7, §9). */
export const ZPageQuery = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(200).default(50),
  name: canonicalText().max(100).optional(),
  sortField: z.string().max(64).optional(),
  sortOrder: z.enum(['asc', 'desc']).optional().default('asc'),
});
export type TPageQuery = z.infer<typeof ZPageQuery>;

export function ZPaged<T extends z.ZodType>(item: T) {
  return z.object({ content: z.array(item), totalElements: z.number().int() });
}
