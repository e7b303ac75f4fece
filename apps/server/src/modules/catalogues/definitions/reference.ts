import {
  scoreRangeOrdered,
  ZCatalogueInput,
  ZCatalogueItem,
  ZCertificateFields,
  ZCertificateItem,
} from '@qabul/contract/catalogue';
import { ZCertificateLookup } from '@qabul/contract/lookups';
import { certificates, disabilities, educationTypes, schools, schoolTypes } from '../catalogues.tables';
import { namedCatalogue } from '../named-catalogue';

/** Catalogues that are names only (plus the certificate's minimum and maximum scores). */
export const schoolCatalogue = namedCatalogue({
  path: 'school',
  messagePrefix: 'school',
  table: schools,
  item: ZCatalogueItem,
  input: ZCatalogueInput,
  adminAll: true,
});

export const schoolTypeCatalogue = namedCatalogue({
  path: 'school-type',
  messagePrefix: 'school_type',
  table: schoolTypes,
  item: ZCatalogueItem,
  input: ZCatalogueInput,
  adminAll: true,
});

export const educationTypeCatalogue = namedCatalogue({
  path: 'education-type',
  messagePrefix: 'education_type',
  table: educationTypes,
  item: ZCatalogueItem,
  input: ZCatalogueInput,
  adminAll: true,
});

export const disabilityCatalogue = namedCatalogue({
  path: 'disability',
  messagePrefix: 'disability',
  table: disabilities,
  item: ZCatalogueItem,
  input: ZCatalogueInput,
  adminAll: true,
});

export const certificateCatalogue = namedCatalogue({
  path: 'foreign-language-proficiency',
  messagePrefix: 'certificate',
  table: certificates,
  item: ZCertificateItem,
  input: ZCertificateFields,
  refine: scoreRangeOrdered,
  fields: ['minScore', 'maxScore'],
  lookupItem: ZCertificateLookup,
  lookupFields: ['minScore', 'maxScore'],
  adminAll: true,
});
