import { type TCountryLookup, ZCountryLookup } from '@qabul/contract/catalogue';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { currentLocale } from '@/lib/i18n';
import { lookupQueryOptions } from './lookup-query';

/** GET abiturient/address/country/all: every active country (ISO code, dial code). */
export function useCountries() {
  return useQuery(lookupQueryOptions<TCountryLookup>('address/country/all', z.array(ZCountryLookup), currentLocale()));
}
