import {
  ZEducationLanguageInput,
  ZEducationLanguageItem,
  ZFacultyInput,
  ZFacultyItem,
  ZScienceInput,
  ZScienceItem,
} from '@qabul/contract/catalogue';
import { ZEducationLanguageLookup } from '@qabul/contract/lookups';
import { namedRef } from '../catalogues.definition';
import { educationLanguages, educationTypes, faculties, sciences } from '../catalogues.tables';
import { namedCatalogue } from '../named-catalogue';

/** Sciences: the exam subject complexes an education language leads to. */
export const scienceCatalogue = namedCatalogue({
  path: 'science',
  messagePrefix: 'science',
  table: sciences,
  item: ZScienceItem,
  input: ZScienceInput,
  fields: ['code'],
  // The education-language dialog picks its science complex from `admin/science/all`.
  adminAll: true,
});

/** Fields of study; `facultyTypes` are the education types (full-time, ...) it is offered in. */
export const facultyCatalogue = namedCatalogue({
  path: 'faculty',
  messagePrefix: 'faculty',
  table: faculties,
  item: ZFacultyItem,
  input: ZFacultyInput,
  fields: ['mvdir'],
  relations: [{ field: 'facultyTypes', key: 'educationTypeIds', target: educationTypes, many: true }],
});

/**
 * A language of instruction offered for one field of study, with the science complex its exam uses: the applicant
 * picks a faculty, then one of its languages, and the form shows that language's science complex.
 */
export const educationLanguageCatalogue = namedCatalogue({
  path: 'education-language',
  messagePrefix: 'education_language',
  table: educationLanguages,
  item: ZEducationLanguageItem,
  input: ZEducationLanguageInput,
  relations: [
    { field: 'faculty', key: 'facultyId', target: faculties },
    { field: 'scienceComplex', key: 'scienceId', target: sciences },
  ],
  lookupItem: ZEducationLanguageLookup,
  lookupExtra: (row, related, locale) => ({
    faculty: { id: row.facultyId },
    scienceComplex: row.scienceId == null ? null : namedRef(related, 'scienceComplex', row.scienceId, locale),
  }),
  adminAll: true,
});
