import { getCountryCallingCode, isSupportedCountry } from 'libphonenumber-js';
import { ZNamedRef } from './primitives';
import { z } from './zod';

/**
 * What the application form reads of the reference data: the lookups (`.../all` answers: active items, names in the
 * caller's language, cached) and the ids with a fixed meaning. Apart from catalogue.ts, whose admin schemas (a few
 * hundred zod schemas) an applicant's phone would otherwise make as the form loads.
 */

export const ZLookupItem = z.object({ id: z.number().int(), name: z.string() });
export type TLookupItem = z.infer<typeof ZLookupItem>;

export const ZCountryLookup = ZLookupItem.extend({
  code: z.string(),
  iso: z.string(),
  passportPlaceholder: z.string(),
  passportPattern: z.string(),
});
export type TCountryLookup = z.infer<typeof ZCountryLookup>;

/** A region with its country, so a list of every country's regions can be grouped by country. */
export const ZRegionLookup = ZLookupItem.extend({ code: z.string(), country: ZNamedRef });
export type TRegionLookup = z.infer<typeof ZRegionLookup>;

export const ZCertificateLookup = ZLookupItem.extend({
  minScore: z.number().nullable(),
  maxScore: z.number().nullable(),
});
export type TCertificateLookup = z.infer<typeof ZCertificateLookup>;

export const ZEducationLanguageLookup = ZLookupItem.extend({
  faculty: z.object({ id: z.number().int() }),
  scienceComplex: ZNamedRef.nullable(),
});
export type TEducationLanguageLookup = z.infer<typeof ZEducationLanguageLookup>;

/** Certificate (foreign-language proficiency) ids with a fixed meaning (spec §5, §9). */
export const CERTIFICATE_NONE_ID = 1;
export const CERTIFICATE_OTHER_ID = 6;
/** Disability id meaning "no disability" (spec §9). */
export const DISABILITY_NONE_ID = 5;

/** The dial code of an ISO 3166-1 alpha-2 country ('UZ' → '998'), '' when the phone numbering plan is unknown. */
export function countryDialCode(iso: string): string {
  return isSupportedCountry(iso) ? getCountryCallingCode(iso) : '';
}
