import { type TCountryItem, ZCountryInput, ZCountryItem } from '@qabul/contract/catalogue';
import { activeToggle, idColumn, nameColumn, namedForm, nameFields } from './named';
import { defineResource } from './resource';

export const countries = defineResource<TCountryItem>({
  name: 'countries',
  path: 'country',
  item: ZCountryItem,
  columns: [idColumn, nameColumn, { field: 'iso', sortField: 'iso', width: 90 }, { field: 'code', width: 110 }],
  toggles: [activeToggle],
  fields: [
    ...nameFields,
    { kind: 'text', name: 'iso', required: true, maxLength: 2 },
    { kind: 'text', name: 'code', digitsOnly: true, maxLength: 4 },
    { kind: 'text', name: 'passportPlaceholder' },
    { kind: 'text', name: 'passportPattern' },
  ],
  createSchema: ZCountryInput,
  updateSchema: ZCountryInput,
  toForm: (item) => ({
    ...namedForm(item),
    iso: item?.iso ?? '',
    code: item?.code ?? '',
    passportPlaceholder: item?.passportPlaceholder ?? '',
    passportPattern: item?.passportPattern ?? '',
  }),
});
