import type { TLocale, TLocalized } from '@qabul/contract/locale';
import type { TMessageKey } from '@qabul/contract/messages';
import type { z } from '@qabul/contract/zod';
import { ilike, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import type { TErrorKey, TNotFoundPrefix } from '../../lib/app-error';
import type { AuthMember } from '../auth/request-member';

/** Any table a catalogue serves: it has a serial `id`. */
export type CatalogueTable = PgTable & { id: AnyPgColumn };

/** The columns every named catalogue row has (db/columns.ts `catalogueColumns`). */
export interface NamedRow {
  id: number;
  nameUz: string;
  nameRu: string;
  nameEn: string;
  active: boolean;
}
export type NamedTable = CatalogueTable & {
  searchText: AnyPgColumn;
  nameUz: AnyPgColumn;
  nameRu: AnyPgColumn;
  nameEn: AnyPgColumn;
  active: AnyPgColumn;
};

/**
 * A reference from this catalogue to a named catalogue: `field` is the payload/item property (`country`), `key` the
 * row property holding the id (`countryId`); `many` for an integer[] column. Saves check the ids exist (else 499
 * on `field`); reads expand them to `{id, name}` in one query per relation.
 */
export interface RelationDef {
  field: string;
  key: string;
  target: NamedTable;
  many?: boolean;
}

/** Rows of the related tables of a page, per relation field, by id. */
export type Related = Record<string, Map<number, NamedRow>>;

/** A value that must be unique (phone, ISO code): checked before saving, also mapped from the unique violation. */
export interface UniqueDef {
  field: string;
  column: AnyPgColumn;
  key: TMessageKey;
}

/** `POST admin/{path}/{id}/{name}`: sets `values`; `before`/`after` run in the same transaction. */
export interface ToggleDef<TRow> {
  values: Record<string, unknown>;
  before?: (tx: Db, row: TRow, actor: AuthMember) => Promise<void>;
  after?: (tx: Db, row: TRow) => Promise<void>;
  /** 409 message key when a unique index refuses the change (a concurrent toggle won). */
  conflictKey?: TErrorKey;
}

export interface LookupDef<TRow, TLookup> {
  item: z.ZodType<TLookup>;
  toLookup: (row: TRow, related: Related, locale: TLocale) => TLookup;
  /** Rows that go first regardless of the name order (Uzbekistan in the country list). */
  pinned?: (row: TRow) => boolean;
}

/**
 * One catalogue: everything the generic routes (catalogues.routes.ts) and queries (catalogues.queries.ts) need.
 * Named catalogues are built with `namedCatalogue` (named-catalogue.ts); members and sessions fill it directly.
 */
export interface CatalogueDefinition<
  TRow extends { id: number } = { id: number },
  TItem = unknown,
  TCreate = unknown,
  TUpdate extends { id: number } = { id: number },
  TLookup = unknown,
> {
  /** URL segment under admin/ (spec §7). */
  path: string;
  /** Prefix of the catalogue's message keys: `${messagePrefix}_not_found`, `${messagePrefix}_in_use`. */
  messagePrefix: TNotFoundPrefix;
  table: CatalogueTable;
  /** Restricts the rows the catalogue sees (members: staff only). */
  scope?: SQL;
  item: z.ZodType<TItem>;
  createInput: z.ZodType<TCreate>;
  updateInput: z.ZodType<TUpdate>;
  /** The condition of a `name` search, given the term as a LIKE pattern (catalogues.queries.ts `containsPattern`). */
  search: (pattern: string) => SQL;
  /** Accepted `sortField` values → column. Anything else is a 499 on sortField. */
  sortColumns: (locale: TLocale) => Record<string, AnyPgColumn | SQL>;
  defaultSort: string;
  relations: RelationDef[];
  uniques: UniqueDef[];
  toItem: (row: TRow, related: Related, locale: TLocale) => TItem;
  /** Table values of a payload (insert on create, update set on update). */
  toValues: (input: TCreate | TUpdate, mode: 'create' | 'update') => Promise<Record<string, unknown>>;
  /** Checks beyond the schema (existing row on update, e.g. protected members). */
  beforeSave?: (tx: Db, input: TCreate | TUpdate, existing: TRow | undefined, actor: AuthMember) => Promise<void>;
  toggles: Record<string, ToggleDef<TRow>>;
  /**
   * Whether `DELETE admin/{path}/{id}` exists. The foreign keys that point at the table refuse deleting a row in
   * use (SQLSTATE 23503, answered 409 `${messagePrefix}_in_use`), so the catalogue need not know who refers to it.
   */
  deletable?: boolean;
  lookup?: LookupDef<TRow, TLookup>;
  /** Whether `GET admin/{path}/all` exists (spec §7 lists it for some catalogues). */
  adminAll?: boolean;
  /** Reads (list, item, `all`) only for the super admin, instead of every admin role (the staff and their phones). */
  superAdminReads?: boolean;
  /**
   * Writes recorded in the audit (decision 0206) as `<audit>_created`, `_updated` and `_<toggle>`: the staff members'
   * catalogue ('member'), whose rows are people; the reference catalogues hold no personal data.
   */
  audit?: { action: 'member'; toggles: Record<string, 'member_activated' | 'member_blocked'> };
}

// biome-ignore lint/suspicious/noExplicitAny: the registry holds definitions of different row and item types.
export type AnyCatalogueDefinition = CatalogueDefinition<any, any, any, any, any>;

/** A name in the caller's language, falling back to ru, then uz, when empty (spec §1). */
/** A `search` that matches the term in any of `columns`, ignoring case (ILIKE): for catalogues without a search text. */
export const searchInAny =
  (...columns: AnyPgColumn[]) =>
  (pattern: string): SQL =>
    or(...columns.map((column) => ilike(column, pattern))) as SQL;

export function pickName(names: TLocalized, locale: TLocale): string {
  return names[locale] || names.ru || names.uz;
}

/** `pickName` in SQL: the name in `locale`, else Russian, else Uzbek (an English name may be empty). */
export function shownName(table: NamedTable, locale: TLocale): SQL {
  const own = { uz: table.nameUz, ru: table.nameRu, en: table.nameEn }[locale];
  return sql`coalesce(nullif(${own}, ''), nullif(${table.nameRu}, ''), ${table.nameUz})`;
}

export function rowNames(row: Pick<NamedRow, 'nameUz' | 'nameRu' | 'nameEn'>): TLocalized {
  return { uz: row.nameUz, ru: row.nameRu, en: row.nameEn };
}

/** `{id, name}` of a related row; a missing row (should not happen with foreign keys) keeps its id and an empty name. */
export function namedRef(related: Related, field: string, id: number, locale: TLocale) {
  const row = related[field]?.get(id);
  return { id, name: row ? pickName(rowNames(row), locale) : '' };
}
