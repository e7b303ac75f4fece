import type { TCatalogueItem } from '@qabul/contract/catalogue';
import type { ColumnDef, FieldDef, FormValues, ToggleDef } from './resource';

/** The three names of a named catalogue: uz and ru required, en optional (spec §5). */
export const nameFields: FieldDef[] = [
  { kind: 'text', name: 'names.uz', required: true },
  { kind: 'text', name: 'names.ru', required: true },
  { kind: 'text', name: 'names.en' },
];

export const idColumn: ColumnDef<{ id: number }> = { field: 'id', width: 70 };

/** The name in the interface language (the server picks it by Accept-Language). */
export const nameColumn: ColumnDef<TCatalogueItem> = { field: 'name', flex: 2 };

export const activeToggle: ToggleDef<{ active: boolean }> = {
  field: 'active',
  sortField: 'active',
  isOn: (item) => item.active,
  on: 'activation',
  off: 'deactivation',
};

/** Dialog values shared by named catalogues: the id when editing and the three names. */
export function namedForm(item: TCatalogueItem | undefined): FormValues {
  return item ? { id: item.id, names: { ...item.names } } : { names: { uz: '', ru: '', en: '' } };
}

/** A reference as the dialog keeps it: `{id, name}` so an inactive current value still shows its name. */
export function refValue(ref: { id: number; name: string } | null | undefined) {
  return ref ? { id: ref.id, name: ref.name } : null;
}
