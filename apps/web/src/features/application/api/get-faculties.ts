import { type TLookupItem, ZLookupItem } from '@qabul/contract/catalogue';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { currentLocale } from '@/lib/i18n';
import { lookupQueryOptions } from './lookup-query';

/** GET abiturient/education/faculty/all: fields of study. */
export function useFaculties() {
  return useQuery(lookupQueryOptions<TLookupItem>('education/faculty/all', z.array(ZLookupItem), currentLocale()));
}
