import { type TLookupItem, ZLookupItem } from '@qabul/contract/catalogue';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { currentLocale } from '@/lib/i18n';
import { lookupQueryOptions } from './lookup-query';

/** GET abiturient/address/city/all/{regionId}: the cities/districts of a region; idle until a region is chosen. */
export function useCities(regionId: number | '') {
  return useQuery({
    ...lookupQueryOptions<TLookupItem>(`address/city/all/${regionId}`, z.array(ZLookupItem), currentLocale()),
    enabled: regionId !== '',
  });
}
