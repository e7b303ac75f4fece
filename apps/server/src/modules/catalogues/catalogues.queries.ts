import type { TLocale } from '@qabul/contract/locale';
import type { TMessageKey } from '@qabul/contract/messages';
import type { TPageQuery } from '@qabul/contract/primitives';
import { and, asc, count, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { pgErrorCode } from '../../db/errors';
import { AppError, ERROR_STATUS, type TErrorKey } from '../../lib/app-error';
import type { AuthMember } from '../auth/request-member';
import type { AnyCatalogueDefinition, NamedRow, Related } from './catalogues.definition';

type Row = { id: number } & Record<string, unknown>;

/** `term` as an ILIKE pattern matching it anywhere, with the wildcards % and _ (and the escape \) taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function whereAll(...conditions: (SQL | undefined)[]): SQL | undefined {
  const present = conditions.filter((c): c is SQL => c !== undefined);
  return present.length ? and(...present) : undefined;
}

/** Loads the `{id, name}` rows every relation of `rows` points at: one query per relation. */
export async function loadRelated(db: Db, def: AnyCatalogueDefinition, rows: Row[]): Promise<Related> {
  const related: Related = {};
  for (const relation of def.relations) {
    const ids = new Set<number>();
    for (const row of rows) {
      const value = row[relation.key];
      if (Array.isArray(value)) for (const id of value) ids.add(id as number);
      else if (typeof value === 'number') ids.add(value);
    }
    const map = new Map<number, NamedRow>();
    if (ids.size) {
      const target = relation.target;
      const found = (await db
        .select({
          id: target.id,
          nameUz: target.nameUz,
          nameRu: target.nameRu,
          nameEn: target.nameEn,
          active: target.active,
        })
        .from(target)
        .where(inArray(target.id, [...ids]))) as NamedRow[];
      for (const row of found) map.set(row.id, row);
    }
    related[relation.field] = map;
  }
  return related;
}

/** One page of a catalogue: `name` searched in the searchable columns, sorted by an allowed field only. */
export async function findCataloguePage(db: Db, def: AnyCatalogueDefinition, query: TPageQuery, locale: TLocale) {
  const sortColumns = def.sortColumns(locale);
  const sortField = query.sortField || def.defaultSort;
  if (!Object.hasOwn(sortColumns, sortField)) throw AppError.validation({ sortField: ['sort_field_invalid'] });
  const sortColumn = sortColumns[sortField];
  const order = query.sortOrder === 'desc' ? desc : asc;

  const search = query.name ? def.search(containsPattern(query.name)) : undefined;
  const where = whereAll(def.scope, search);

  const [{ total }] = await db.select({ total: count() }).from(def.table).where(where);
  const rows = (await db
    .select()
    .from(def.table)
    .where(where)
    .orderBy(order(sortColumn), order(def.table.id))
    .limit(query.size)
    .offset(query.page * query.size)) as Row[];
  const related = await loadRelated(db, def, rows);
  return { content: rows.map((row) => def.toItem(row, related, locale)), totalElements: total };
}

export async function findCatalogueRow(db: Db, def: AnyCatalogueDefinition, id: number): Promise<Row | undefined> {
  const [row] = await db
    .select()
    .from(def.table)
    .where(whereAll(eq(def.table.id, id), def.scope))
    .limit(1);
  return row as Row | undefined;
}

async function requireRow(db: Db, def: AnyCatalogueDefinition, id: number) {
  const row = await findCatalogueRow(db, def, id);
  if (!row) throw new AppError(`${def.messagePrefix}_not_found`);
  return row;
}

export async function toItem(db: Db, def: AnyCatalogueDefinition, row: Row, locale: TLocale) {
  return def.toItem(row, await loadRelated(db, def, [row]), locale);
}

export async function findCatalogueItem(db: Db, def: AnyCatalogueDefinition, id: number, locale: TLocale) {
  return toItem(db, def, await requireRow(db, def, id), locale);
}

/** 499 on every relation whose id(s) do not exist and every unique value another row already has. */
async function checkReferences(db: Db, def: AnyCatalogueDefinition, input: Record<string, unknown>, id?: number) {
  const fields: Record<string, TMessageKey[]> = {};
  for (const relation of def.relations) {
    const value = input[relation.field];
    const ids = (Array.isArray(value) ? value : value ? [value] : []).map((ref: { id: number }) => ref.id);
    const unique = [...new Set(ids)];
    if (!unique.length) continue;
    const found = await db
      .select({ id: relation.target.id })
      .from(relation.target)
      .where(inArray(relation.target.id, unique));
    if (found.length !== unique.length) fields[relation.field] = ['reference_not_found'];
  }
  for (const uniqueDef of def.uniques) {
    const value = input[uniqueDef.field];
    if (value === undefined || value === null || value === '') continue;
    const taken = await db
      .select({ id: def.table.id })
      .from(def.table)
      .where(whereAll(eq(uniqueDef.column, value), id ? ne(def.table.id, id) : undefined))
      .limit(1);
    if (taken.length) fields[uniqueDef.field] = [uniqueDef.key];
  }
  if (Object.keys(fields).length) throw AppError.validation(fields);
}

function uniqueViolation(def: AnyCatalogueDefinition, error: unknown): never {
  if (pgErrorCode(error) === '23505' && def.uniques.length)
    throw AppError.validation({ [def.uniques[0].field]: [def.uniques[0].key] });
  throw error;
}

/** Creates (`id` absent) or updates a catalogue row from a validated payload; returns the saved item. */
export async function saveCatalogueItem(
  db: Db,
  def: AnyCatalogueDefinition,
  input: Record<string, unknown>,
  mode: 'create' | 'update',
  actor: AuthMember,
  locale: TLocale,
) {
  const id = mode === 'update' ? (input.id as number) : undefined;
  const saved = await db
    .transaction(async (tx) => {
      const existing = id === undefined ? undefined : await requireRow(tx, def, id);
      await def.beforeSave?.(tx, input, existing, actor);
      await checkReferences(tx, def, input, id);
      const values = await def.toValues(input, mode);
      if (id === undefined) {
        const [row] = await tx
          .insert(def.table)
          .values(values as never)
          .returning();
        return row as Row;
      }
      const [row] = await tx
        .update(def.table)
        .set(values as never)
        .where(eq(def.table.id, id))
        .returning();
      return row as Row;
    })
    .catch((error) => uniqueViolation(def, error));
  return toItem(db, def, saved, locale);
}

/** Runs a toggle (activation, deactivation, blocking, ...) with its hooks in one transaction; returns the item. */
export async function toggleCatalogueItem(
  db: Db,
  def: AnyCatalogueDefinition,
  toggleName: string,
  id: number,
  actor: AuthMember,
  locale: TLocale,
) {
  const toggle = def.toggles[toggleName];
  const saved = await db
    .transaction(async (tx) => {
      const row = await requireRow(tx, def, id);
      await toggle.before?.(tx, row, actor);
      const [updated] = await tx
        .update(def.table)
        .set(toggle.values as never)
        .where(eq(def.table.id, id))
        .returning();
      await toggle.after?.(tx, updated as Row);
      return updated as Row;
    })
    .catch((error) => {
      if (pgErrorCode(error) === '23505') throw new AppError(toggle.conflictKey ?? 'conflict');
      throw error;
    });
  return toItem(db, def, saved, locale);
}

/** Deletes a row nobody refers to; a foreign key that still points at it makes it a 409 `${prefix}_in_use`. */
export async function deleteCatalogueItem(db: Db, def: AnyCatalogueDefinition, id: number) {
  await requireRow(db, def, id);
  try {
    await db.delete(def.table).where(eq(def.table.id, id));
  } catch (error) {
    if (pgErrorCode(error) !== '23503') throw error;
    const inUseKey = `${def.messagePrefix}_in_use`;
    // A catalogue without its own "in use" message answers the generic conflict.
    throw new AppError(inUseKey in ERROR_STATUS ? (inUseKey as TErrorKey) : 'conflict');
  }
}

/**
 * The active rows as lookup items in the caller's language, sorted by name (pinned rows first). Sorted here, not in
 * SQL, so the order follows the name actually shown (with its fallback) and is the same on PGlite and PostgreSQL.
 * `equals` narrows by reference columns (`{ countryId: 3 }`); an undefined value does not narrow.
 */
export async function findLookup<TLookup = unknown>(
  db: Db,
  def: AnyCatalogueDefinition,
  locale: TLocale,
  equals: Record<string, number | undefined> = {},
): Promise<TLookup[]> {
  const lookup = def.lookup;
  if (!lookup) throw new Error(`catalogue ${def.path} has no lookup`);
  const columns = def.table as unknown as Record<string, AnyPgColumn>;
  const filters = Object.entries(equals).map(([key, value]) =>
    value === undefined ? undefined : eq(columns[key], value),
  );
  const rows = (await db
    .select()
    .from(def.table)
    .where(whereAll(eq(columns.active, true), def.scope, ...filters))) as Row[];
  const related = await loadRelated(db, def, rows);
  const collator = new Intl.Collator(locale === 'uz' ? 'uz-Latn' : locale);
  return rows
    .map((row) => ({ row, item: lookup.toLookup(row, related, locale) as { name: string } }))
    .sort(
      (a, b) =>
        Number(Boolean(lookup.pinned?.(b.row))) - Number(Boolean(lookup.pinned?.(a.row))) ||
        collator.compare(a.item.name, b.item.name),
    )
    .map(({ item }) => item as TLookup);
}
