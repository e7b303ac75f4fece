import type { CountryCode } from 'libphonenumber-js';

/** The mask's replaceable character. */
export const MASK_SLOT = '_';

export type PhoneCountry = { iso: CountryCode; dialCode: string; mask: string; nationalLength: number };

/**
 * Uzbekistan's mask, the default of every phone field (spec §5), written out so the login page draws its phone
 * field without libphonenumber-js; phone.test.ts checks it equals what the library derives.
 */
export const UZBEKISTAN: PhoneCountry = { iso: 'UZ', dialCode: '998', mask: '+998(__) ___-__-__', nationalLength: 9 };

/** Options for @react-input/mask (`useMask`, `format`, `unformat`) of a country's mask. */
export function maskOptions(country: PhoneCountry) {
  return { mask: country.mask, replacement: { [MASK_SLOT]: /\d/ } };
}
