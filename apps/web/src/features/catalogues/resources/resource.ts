import type { TCataloguePath } from '@qabul/contract/catalogue';
import type { z } from '@qabul/contract/zod';

/** A row of any catalogue list: the generic screen only relies on the id. */
export type CatalogueRow = { id: number };

/** The dialog's values: whatever the contract input schema of the catalogue takes. */
export type FormValues = Record<string, unknown>;

export type ColumnDef<TItem> = {
  /** DataGrid field and i18n key `resources.<name>.fields.<field>`. */
  field: string;
  /** The server's sortField for this column (default: `field`); false when the server cannot sort by it (lists). */
  sortField?: string | false;
  /** The shown text; default is the item's `field` property. */
  text?: (item: TItem) => string;
  /** Display kind: a translated enum value (`<enumKey>.<value>`) or a yyyy-mm-dd date shown as dd.mm.yyyy. */
  format?: { enumKey: string } | 'date';
  width?: number;
  flex?: number;
  /** Of a flexible column; below it the table scrolls sideways (default 160). */
  minWidth?: number;
};

/**
 * An on/off column driving two server calls (`POST admin/{path}/{id}/{on|off}`), e.g. active → activation /
 * deactivation; members: activation / blocking; sessions also regActive → regactivation / deregactivation.
 */
export type ToggleDef<TItem> = {
  field: string;
  sortField: string;
  isOn: (item: TItem) => boolean;
  on: string;
  off: string;
};

type BaseField = {
  /** Form path (react-hook-form) and i18n key `resources.<name>.fields.<name with dots>`. */
  name: string;
  required?: boolean;
  /** Shown only when adding (members' passwords). */
  createOnly?: boolean;
};

/**
 * A lookup list (`GET admin/...`): `{id, name}` items, active only. `groupBy` names a `{id, name}` property of the
 * items to group the options under (regions under their country). `parent`: the options are those whose `{id,
 * name}` property `key` is the dialog's `field` (a district's regions are its country's): the field waits for the
 * parent, a new parent clears it, and an edited item's parent is taken from its current option.
 */
export type LookupSource = { path: string; groupBy?: string; parent?: { field: string; key: string } };

export type FieldDef =
  | (BaseField & { kind: 'text'; digitsOnly?: boolean; maxLength?: number })
  | (BaseField & { kind: 'number' })
  | (BaseField & { kind: 'date' })
  | (BaseField & { kind: 'password' })
  | (BaseField & { kind: 'phone' })
  | (BaseField & { kind: 'enum'; options: readonly string[]; enumKey: string })
  | (BaseField & { kind: 'lookup'; source: LookupSource; multiple?: boolean });

/**
 * One catalogue screen (react-admin style resource): where it lives on the server, its table, its dialog and its
 * i18n prefix `resources.<name>` (catalogues namespace). The generic CataloguePage renders any of them.
 */
export type CatalogueResource<TItem extends CatalogueRow = CatalogueRow> = {
  name: string;
  path: TCataloguePath;
  item: z.ZodType<TItem>;
  columns: ColumnDef<TItem>[];
  toggles: ToggleDef<TItem>[];
  fields: FieldDef[];
  /** The contract input schemas of the add and edit dialogs. */
  createSchema: z.ZodType;
  updateSchema: z.ZodType;
  /** Dialog values for a new item (undefined) or the item being edited. */
  toForm: (item: TItem | undefined) => FormValues;
  /** Whether the row can be edited or toggled (the super admin's own row cannot). */
  editable?: (item: TItem) => boolean;
  /** Members: the change-password dialog. */
  passwordChange?: boolean;
  /** Paper width of the add/edit dialog (spec §2: 650, 800 for faculties). */
  dialogWidth?: number;
};

/** Lets each descriptor keep its item type while the page takes them all. */
export function defineResource<TItem extends CatalogueRow>(resource: CatalogueResource<TItem>): CatalogueResource {
  return resource as unknown as CatalogueResource;
}
