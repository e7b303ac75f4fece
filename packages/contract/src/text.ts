/**
 * Apostrophes. Uzbek Latin writes oʻ/gʻ with U+02BB and the tutuq belgisi with U+02BC, phones type ’ (U+2019),
 * keyboards ' or `, and copied text brings ‘ or ´. Every name, address, search term and catalogue name stores
 * and compares one form, the ASCII ' (typeable everywhere, and what the passport and the region data use), so a
 * search matches whichever the user typed.
 */
export const CANONICAL_APOSTROPHE = "'";

/** Every character people type for an apostrophe. */
export const APOSTROPHE_VARIANTS = ["'", '`', '´', '‘', '’', 'ʻ', 'ʼ'] as const;

const APOSTROPHE_PATTERN = new RegExp(`[${APOSTROPHE_VARIANTS.join('')}]`, 'g');

/** `value` with every apostrophe-like character replaced by the canonical ASCII '. */
export function normalizeApostrophes(value: string): string {
  return value.replace(APOSTROPHE_PATTERN, CANONICAL_APOSTROPHE);
}
