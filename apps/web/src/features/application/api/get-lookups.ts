import {
  ZCertificateLookup,
  ZCountryLookup,
  ZEducationLanguageLookup,
  ZLookupItem,
  ZRegionLookup,
} from '@qabul/contract/lookups';
import { z } from '@qabul/contract/zod';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { currentLocale } from '@/lib/i18n';
import { applicationKeys } from './query-keys';

type LookupDescriptor = {
  /** Under abiturient/; `{parentId}` stands for the chosen parent item's id. */
  path: string;
  /** The answer's schema, made once: a zod schema costs more to make than to use, and each drawing asks for it. */
  list: z.ZodArray;
  /** The list depends on a parent choice (`{parentId}` in the path) and stays idle until it is made. */
  parent?: true;
};

/** The application form's lists (spec §7 "Applicant" lookups): active items, names in the interface language. */
const LOOKUPS = {
  /** Certificate types with their minimum score; id 1 none, 6 other. */
  certificates: { path: 'foreign-language-proficiency/all', list: z.array(ZCertificateLookup) },
  /** The cities/districts of a region. */
  cities: { path: 'address/city/all/{parentId}', list: z.array(ZLookupItem), parent: true },
  /** Every active country (ISO code, dial code), Uzbekistan first (the server pins it). */
  countries: { path: 'address/country/all', list: z.array(ZCountryLookup) },
  /** Disability statuses; id 5 means none (spec §9). */
  disabilities: { path: 'disability/all', list: z.array(ZLookupItem) },
  /** The languages a field of study is taught in, each with its science complex (spec §4). */
  educationLanguages: {
    path: 'education/language/all?facultyId={parentId}',
    list: z.array(ZEducationLanguageLookup),
    parent: true,
  },
  /** Fields of study. */
  faculties: { path: 'education/faculty/all', list: z.array(ZLookupItem) },
  /** The regions of a country. */
  regions: { path: 'address/region/all/{parentId}', list: z.array(ZRegionLookup), parent: true },
  /** Kinds of the institution the applicant graduated from. */
  schoolTypes: { path: 'school-type/all', list: z.array(ZLookupItem) },
} satisfies Record<string, LookupDescriptor>;

export type TLookupName = keyof typeof LOOKUPS;
export type TLookupOf<N extends TLookupName> = z.infer<(typeof LOOKUPS)[N]['list']>[number];

/** The lists that depend on no choice: every application form shows them. */
export const INDEPENDENT_LOOKUPS = (Object.keys(LOOKUPS) as TLookupName[]).filter(
  (name) => !(LOOKUPS[name] as LookupDescriptor).parent,
);

/**
 * Query options of one list. The language is part of the key although a switch reloads the page, so a cached list
 * never shows another language.
 */
export function lookupQueryOptions<N extends TLookupName>(name: N, parentId?: number | '') {
  const descriptor: LookupDescriptor = LOOKUPS[name];
  const path = descriptor.path.replace('{parentId}', String(parentId ?? ''));
  const schema = descriptor.list as z.ZodType<TLookupOf<N>[]>;
  return queryOptions({
    queryKey: applicationKeys.lookup(path, currentLocale()),
    queryFn: () => api.get(`abiturient/${path}`, { schema }),
    staleTime: 10 * 60_000,
    enabled: !descriptor.parent || (parentId !== undefined && parentId !== ''),
  });
}

/** GET abiturient/{path} of the list `name`; a dependent list (regions, cities, languages) takes its parent's id. */
export function useLookup<N extends TLookupName>(name: N, parentId?: number | '') {
  return useQuery(lookupQueryOptions(name, parentId));
}

/**
 * Whether a dependent list already loaded (the regions of a country, the cities of a region) has any item;
 * undefined while it is not loaded. The form's check needs no region or city where there is none to choose.
 */
export function loadedListHasItems(queryClient: QueryClient, name: 'regions' | 'cities', parentId: number) {
  const list = queryClient.getQueryData(lookupQueryOptions(name, parentId).queryKey);
  return list === undefined ? undefined : list.length > 0;
}
