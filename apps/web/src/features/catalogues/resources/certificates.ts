import { type TCertificateItem, ZCertificateInput, ZCertificateItem } from '@qabul/contract/catalogue';
import { activeToggle, idColumn, nameColumn, namedForm, nameFields } from './named';
import { defineResource } from './resource';

/** Foreign-language certificates (server catalogue `foreign-language-proficiency`). */
export const certificates = defineResource<TCertificateItem>({
  name: 'certificates',
  path: 'foreign-language-proficiency',
  item: ZCertificateItem,
  columns: [
    idColumn,
    nameColumn,
    { field: 'minScore', sortField: 'minScore', text: (item) => item.minScore?.toString() ?? '', width: 140 },
    { field: 'maxScore', sortField: 'maxScore', text: (item) => item.maxScore?.toString() ?? '', width: 140 },
  ],
  toggles: [activeToggle],
  fields: [...nameFields, { kind: 'number', name: 'minScore' }, { kind: 'number', name: 'maxScore' }],
  createSchema: ZCertificateInput,
  updateSchema: ZCertificateInput,
  toForm: (item) => ({ ...namedForm(item), minScore: item?.minScore ?? null, maxScore: item?.maxScore ?? null }),
});
