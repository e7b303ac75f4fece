import { type TCityItem, ZCityInput, ZCityItem } from '@qabul/contract/catalogue';
import { activeToggle, idColumn, nameColumn, namedForm, nameFields, refValue } from './named';
import { defineResource } from './resource';

/** Districts and cities (server catalogue `city`). */
export const areas = defineResource<TCityItem>({
  name: 'areas',
  path: 'city',
  item: ZCityItem,
  columns: [idColumn, nameColumn, { field: 'region', text: (item) => item.region.name, flex: 1 }],
  toggles: [activeToggle],
  fields: [
    // The country first (not stored: a district belongs to a region), then only that country's regions.
    { kind: 'lookup', name: 'country', required: true, source: { path: 'country/all' } },
    {
      kind: 'lookup',
      name: 'region',
      required: true,
      source: { path: 'region/all', parent: { field: 'country', key: 'country' } },
    },
    ...nameFields,
  ],
  createSchema: ZCityInput,
  updateSchema: ZCityInput,
  toForm: (item) => ({ ...namedForm(item), country: null, region: refValue(item?.region) }),
});
