import { type TFacultyItem, ZFacultyInput, ZFacultyItem } from '@qabul/contract/catalogue';
import { activeToggle, idColumn, nameColumn, namedForm, nameFields, refValue } from './named';
import { defineResource } from './resource';

/** Fields of study (server catalogue `faculty`); the wider dialog of spec §2. */
export const faculties = defineResource<TFacultyItem>({
  name: 'faculties',
  path: 'faculty',
  item: ZFacultyItem,
  columns: [
    idColumn,
    nameColumn,
    { field: 'mvdir', sortField: 'mvdir', width: 120 },
    {
      field: 'facultyTypes',
      sortField: false,
      text: (item) => item.facultyTypes.map((type) => type.name).join(', '),
      flex: 1,
    },
  ],
  toggles: [activeToggle],
  fields: [
    ...nameFields,
    { kind: 'text', name: 'mvdir', maxLength: 50 },
    { kind: 'lookup', name: 'facultyTypes', multiple: true, source: { path: 'education-type/all' } },
  ],
  createSchema: ZFacultyInput,
  updateSchema: ZFacultyInput,
  toForm: (item) => ({
    ...namedForm(item),
    mvdir: item?.mvdir ?? '',
    facultyTypes: item?.facultyTypes.map(refValue) ?? [],
  }),
  dialogWidth: 800,
});
