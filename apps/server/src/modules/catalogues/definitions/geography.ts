import {
  ZCityInput,
  ZCityItem,
  ZCountryInput,
  ZCountryItem,
  ZRegionInput,
  ZRegionItem,
} from '@qabul/contract/catalogue';
import { ZCountryLookup, ZRegionLookup } from '@qabul/contract/lookups';
import { namedRef } from '../catalogues.definition';
import { cities, countries, regions } from '../catalogues.tables';
import { namedCatalogue } from '../named-catalogue';

export const UZBEKISTAN_ISO = 'UZ';

export const countryCatalogue = namedCatalogue({
  path: 'country',
  messagePrefix: 'country',
  table: countries,
  item: ZCountryItem,
  input: ZCountryInput,
  fields: ['code', 'iso', 'passportPlaceholder', 'passportPattern'],
  uniques: [{ field: 'iso', column: countries.iso, key: 'iso_taken' }],
  lookupItem: ZCountryLookup,
  lookupFields: ['code', 'iso', 'passportPlaceholder', 'passportPattern'],
  pinned: (row) => row.iso === UZBEKISTAN_ISO,
  adminAll: true,
});

export const regionCatalogue = namedCatalogue({
  path: 'region',
  messagePrefix: 'region',
  table: regions,
  item: ZRegionItem,
  input: ZRegionInput,
  fields: ['code'],
  relations: [{ field: 'country', key: 'countryId', target: countries }],
  lookupItem: ZRegionLookup,
  lookupFields: ['code'],
  lookupExtra: (row, related, locale) => ({ country: namedRef(related, 'country', row.countryId, locale) }),
  deletable: true,
  adminAll: true,
});

export const cityCatalogue = namedCatalogue({
  path: 'city',
  messagePrefix: 'city',
  table: cities,
  item: ZCityItem,
  input: ZCityInput,
  relations: [{ field: 'region', key: 'regionId', target: regions }],
  deletable: true,
});
