import { type TLookupItem, ZLookupItem } from '@qabul/contract/catalogue';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { currentLocale } from '@/lib/i18n';
import { lookupQueryOptions } from './lookup-query';

/** GET abiturient/school-type/all: kinds of the institution the applicant graduated from. */
export function useSchoolTypes() {
  return useQuery(lookupQueryOptions<TLookupItem>('school-type/all', z.array(ZLookupItem), currentLocale()));
}
