import { type TRegionLookup, ZRegionLookup } from '@qabul/contract/catalogue';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { currentLocale } from '@/lib/i18n';
import { lookupQueryOptions } from './lookup-query';

/** GET abiturient/address/region/all/{countryId}: the regions of a country; idle until a country is chosen. */
export function useRegions(countryId: number | '') {
  return useQuery({
    ...lookupQueryOptions<TRegionLookup>(`address/region/all/${countryId}`, z.array(ZRegionLookup), currentLocale()),
    enabled: countryId !== '',
  });
}
