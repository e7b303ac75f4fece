import { normalizeApostrophes } from '@qabul/contract/text';
import uzbekCountryNames from 'i18n-iso-countries/langs/uz.json';
import {
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  getExampleNumber,
  parsePhoneNumberFromString,
} from 'libphonenumber-js';
import examples from 'libphonenumber-js/examples.mobile.json';
import { MASK_SLOT, type PhoneCountry, UZBEKISTAN } from './phone-mask';

// Every country's mask and name, for the phone field's country menu and the staff screens: a chunk loaded where
// needed, as the library's metadata is a quarter of a login page's budget.
const DEFAULT_COUNTRY = UZBEKISTAN.iso;

/**
 * The input mask of a country from its example mobile number: the first group in parentheses, the rest joined by
 * dashes, e.g. UZ +998 91 234 56 78 → `+998(__) ___-__-__` (17 characters, spec §5).
 */
export function countryMask(iso: CountryCode): PhoneCountry {
  const dialCode = getCountryCallingCode(iso);
  const example = getExampleNumber(iso, examples);
  const groups = example
    ? example
        .formatInternational()
        .replace(`+${dialCode}`, '')
        .trim()
        .split(/[\s-]+/)
        .filter(Boolean)
        .map((group) => group.replace(/\d/g, MASK_SLOT))
    : [MASK_SLOT.repeat(12)];
  const [first, ...rest] = groups;
  const national = rest.length ? `(${first}) ${rest.join('-')}` : first;
  const nationalLength = groups.join('').length;
  return { iso, dialCode, mask: `+${dialCode}${national}`, nationalLength };
}

let cached: PhoneCountry[] | undefined;

/** Every country libphonenumber-js knows, with its dial code and mask. */
export function phoneCountries(): PhoneCountry[] {
  cached ??= getCountries().map(countryMask);
  return cached;
}

/** The country of a stored phone (dial code + digits), the default country when unknown. */
export function countryOfPhone(digits: string | undefined): CountryCode {
  if (!digits) return DEFAULT_COUNTRY;
  if (digits.startsWith(getCountryCallingCode(DEFAULT_COUNTRY))) return DEFAULT_COUNTRY;
  return parsePhoneNumberFromString(`+${digits}`)?.country ?? DEFAULT_COUNTRY;
}

/**
 * The country name in the interface language ('Uzbekistan', "O'zbekiston", 'Узбекистан'). Browsers have no Uzbek
 * region names (Chromium shows the ISO code), so Uzbek ones come from i18n-iso-countries, the server's source of
 * the country catalogue, in the same apostrophe form.
 */
export function countryName(iso: CountryCode, locale: string): string {
  const uzbek =
    locale === 'uz' ? uzbekCountryNames.countries[iso as keyof typeof uzbekCountryNames.countries] : undefined;
  if (uzbek) return normalizeApostrophes(Array.isArray(uzbek) ? uzbek[0] : uzbek);
  for (const language of [locale, 'en']) {
    try {
      const name = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' }).of(iso);
      if (name) return name;
    } catch {
      // An unknown language tag: try the next.
    }
  }
  return iso;
}

/** A stored phone (dial code + digits) as its mask shows it: 998901234567 → +998(90) 123-45-67; else unchanged. */
export function formatPhone(digits: string): string {
  const country = countryMask(countryOfPhone(digits));
  if (!digits.startsWith(country.dialCode)) return digits;
  const national = [...digits.slice(country.dialCode.length)];
  if (national.length !== country.nationalLength) return digits;
  return country.mask.replace(new RegExp(MASK_SLOT, 'g'), () => national.shift() ?? '');
}
