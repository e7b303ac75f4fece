import {
  type TEducationLanguageItem,
  ZEducationLanguageInput,
  ZEducationLanguageItem,
} from '@qabul/contract/catalogue';
import { activeToggle, idColumn, nameColumn, namedForm, nameFields, refValue } from './named';
import { defineResource } from './resource';

/** Languages of instruction: one per field of study, each with the science complex of its exam. */
export const educationLanguages = defineResource<TEducationLanguageItem>({
  name: 'education_languages',
  path: 'education-language',
  item: ZEducationLanguageItem,
  columns: [
    idColumn,
    nameColumn,
    { field: 'faculty', text: (item) => item.faculty.name, flex: 2 },
    { field: 'scienceComplex', text: (item) => item.scienceComplex?.name ?? '', flex: 1 },
  ],
  toggles: [activeToggle],
  fields: [
    { kind: 'lookup', name: 'faculty', required: true, source: { path: 'education/faculty/all' } },
    ...nameFields,
    { kind: 'lookup', name: 'scienceComplex', source: { path: 'science/all' } },
  ],
  createSchema: ZEducationLanguageInput,
  updateSchema: ZEducationLanguageInput,
  toForm: (item) => ({
    ...namedForm(item),
    faculty: refValue(item?.faculty),
    scienceComplex: refValue(item?.scienceComplex),
  }),
});
