import { type TLookupItem, ZLookupItem } from '@qabul/contract/catalogue';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { currentLocale } from '@/lib/i18n';
import { lookupQueryOptions } from './lookup-query';

/** GET abiturient/disability/all: disability statuses; id 5 means none (spec §9). */
export function useDisabilities() {
  return useQuery(lookupQueryOptions<TLookupItem>('disability/all', z.array(ZLookupItem), currentLocale()));
}
