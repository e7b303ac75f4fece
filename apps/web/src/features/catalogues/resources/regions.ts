import { type TRegionItem, ZRegionInput, ZRegionItem } from '@qabul/contract/catalogue';
import { activeToggle, idColumn, nameColumn, namedForm, nameFields, refValue } from './named';
import { defineResource } from './resource';

export const regions = defineResource<TRegionItem>({
  name: 'regions',
  path: 'region',
  item: ZRegionItem,
  columns: [
    idColumn,
    nameColumn,
    { field: 'country', text: (item) => item.country.name, flex: 1 },
    { field: 'code', width: 100 },
  ],
  toggles: [activeToggle],
  fields: [
    { kind: 'lookup', name: 'country', required: true, source: { path: 'country/all' } },
    ...nameFields,
    { kind: 'text', name: 'code', maxLength: 10 },
  ],
  createSchema: ZRegionInput,
  updateSchema: ZRegionInput,
  toForm: (item) => ({ ...namedForm(item), country: refValue(item?.country), code: item?.code ?? '' }),
});
