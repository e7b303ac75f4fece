import { type TEducationLanguageLookup, ZEducationLanguageLookup } from '@qabul/contract/catalogue';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { currentLocale } from '@/lib/i18n';
import { lookupQueryOptions } from './lookup-query';

/**
 * GET abiturient/education/language/all?facultyId=: the languages a field of study is taught in, each with its
 * science complex (spec §4: choosing a language sets the science complex). Idle until a faculty is chosen.
 */
export function useEducationLanguages(facultyId: number | '') {
  return useQuery({
    ...lookupQueryOptions<TEducationLanguageLookup>(
      `education/language/all?facultyId=${facultyId}`,
      z.array(ZEducationLanguageLookup),
      currentLocale(),
    ),
    enabled: facultyId !== '',
  });
}
