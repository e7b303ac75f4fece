import { type TScienceItem, ZScienceInput, ZScienceItem } from '@qabul/contract/catalogue';
import { activeToggle, idColumn, nameColumn, namedForm, nameFields } from './named';
import { defineResource } from './resource';

export const sciences = defineResource<TScienceItem>({
  name: 'sciences',
  path: 'science',
  item: ZScienceItem,
  columns: [idColumn, { field: 'code', sortField: 'code', width: 110 }, nameColumn],
  toggles: [activeToggle],
  fields: [{ kind: 'text', name: 'code', required: true, digitsOnly: true, maxLength: 20 }, ...nameFields],
  createSchema: ZScienceInput,
  updateSchema: ZScienceInput,
  toForm: (item) => ({ ...namedForm(item), code: item?.code ?? '' }),
});
