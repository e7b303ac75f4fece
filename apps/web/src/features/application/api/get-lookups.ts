import type {
  TCertificateLookup,
  TCountryLookup,
  TEducationLanguageLookup,
  TLookupItem,
  TRegionLookup,
} from '@qabul/contract/lookups';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { currentLocale } from '@/lib/i18n';
import { applicationKeys } from './query-keys';

/**
 * One list: where it is, and (as a type) what its items hold. Its answer is not parsed with the contract's schema:
 * the server answers through it, and zod would otherwise come before the form page's heading.
 */
type LookupDescriptor<Item> = {
  /** Under abiturient/; `{parentId}` stands for the chosen parent item's id. */
  path: string;
  /** The list depends on a parent choice (`{parentId}` in the path) and stays idle until it is made. */
  parent?: true;
  /** Never set: it carries the type of the list's items. */
  item?: Item;
};

const list = <Item>(path: string, parent?: true): LookupDescriptor<Item> => ({ path, parent });

/** The application form's lists (spec §7 "Applicant" lookups): active items, names in the interface language. */
const LOOKUPS = {
  /** Certificate types with their minimum score; id 1 none, 6 other. */
  certificates: list<TCertificateLookup>('foreign-language-proficiency/all'),
  /** The cities/districts of a region. */
  cities: list<TLookupItem>('address/city/all/{parentId}', true),
  /** Every active country (ISO code, dial code), Uzbekistan first (the server pins it). */
  countries: list<TCountryLookup>('address/country/all'),
  /** Disability statuses; id 5 means none (spec §9). */
  disabilities: list<TLookupItem>('disability/all'),
  /** The languages a field of study is taught in, each with its science complex (spec §4). */
  educationLanguages: list<TEducationLanguageLookup>('education/language/all?facultyId={parentId}', true),
  /** Fields of study. */
  faculties: list<TLookupItem>('education/faculty/all'),
  /** The regions of a country. */
  regions: list<TRegionLookup>('address/region/all/{parentId}', true),
  /** Kinds of the institution the applicant graduated from. */
  schoolTypes: list<TLookupItem>('school-type/all'),
};

export type TLookupName = keyof typeof LOOKUPS;
export type TLookupOf<N extends TLookupName> = NonNullable<(typeof LOOKUPS)[N]['item']>;

/** The lists that depend on no choice: every application form shows them. */
export const INDEPENDENT_LOOKUPS = (Object.keys(LOOKUPS) as TLookupName[]).filter((name) => !LOOKUPS[name].parent);

/**
 * Query options of one list. The language is part of the key although a switch reloads the page, so a cached list
 * never shows another language.
 */
export function lookupQueryOptions<N extends TLookupName>(name: N, parentId?: number | '') {
  const descriptor = LOOKUPS[name];
  const path = descriptor.path.replace('{parentId}', String(parentId ?? ''));
  return queryOptions({
    queryKey: applicationKeys.lookup(path, currentLocale()),
    queryFn: () => api.get<TLookupOf<N>[]>(`abiturient/${path}`),
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
