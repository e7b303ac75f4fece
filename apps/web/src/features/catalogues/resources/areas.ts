import { type TCityItem, ZCityInput, ZCityItem } from '@qabul/contract/catalogue';
import { activeToggle, idColumn, nameColumn, namedForm, nameFields, refValue } from './named';
import { defineResource } from './resource';

/** Districts and cities (server catalogue `city`). */
export const areas = defineResource<TCityItem>({
  name: 'areas',
  path: 'city',
  item: ZCityItem,
  columns: [idColumn, nameColumn, { field: 'region', sortField: false, text: (item) => item.region.name, flex: 1 }],
  toggles: [activeToggle],
  fields: [
    // Every active region of every country, grouped under its country.
    { kind: 'lookup', name: 'region', required: true, source: { path: 'region/all', groupBy: 'country' } },
    ...nameFields,
  ],
  createSchema: ZCityInput,
  updateSchema: ZCityInput,
  toForm: (item) => ({ ...namedForm(item), region: refValue(item?.region) }),
});
