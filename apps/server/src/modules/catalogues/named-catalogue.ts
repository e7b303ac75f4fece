import type { TCatalogueItem } from '@qabul/contract/catalogue';
import type { TLocale } from '@qabul/contract/locale';
import type { TLookupItem } from '@qabul/contract/lookups';
import { type TNames, ZRowId } from '@qabul/contract/primitives';
import { z } from '@qabul/contract/zod';
import { and, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { AppError, type TNotFoundPrefix } from '../../lib/app-error';
import {
  type CatalogueDefinition,
  type LookupDef,
  type NamedRow,
  type NamedTable,
  namedRef,
  pickName,
  type Related,
  type RelationDef,
  rowNames,
  shownName,
  type UniqueDef,
} from './catalogues.definition';

type Ref = { id: number } | null | undefined;

/** What a named catalogue's payload carries besides its own fields (contract ZCatalogueInput). */
interface NamedInput {
  id?: number;
  names: TNames;
  active?: boolean;
}

/**
 * Describes a catalogue whose rows have the three names and the active flag (db/columns.ts). Beyond that, a
 * catalogue lists its own scalar columns (`fields`: copied from the payload and into the item as they are), its
 * references (`relations`, payload `{id}` ↔ item `{id, name}`), and what its lookup adds.
 */
export interface NamedCatalogueSpec<
  TTable extends NamedTable,
  TItem,
  TInputSchema extends z.ZodObject,
  TLookup,
  TRow = TTable['$inferSelect'],
  TInput = z.output<TInputSchema>,
> {
  path: string;
  messagePrefix: TNotFoundPrefix;
  table: TTable;
  /** The contract item schema, e.g. ZRegionItem. */
  item: z.ZodType<TItem>;
  /** The contract input schema (a ZCatalogueInput extension), e.g. ZRegionInput. */
  input: TInputSchema;
  /**
   * A rule across the input's fields (`.refine` arguments, e.g. the contract's `scoreRangeOrdered`), added to the
   * create and update schemas after they are derived from `input`: zod cannot omit or extend a refined object.
   */
  refine?: [(value: never) => boolean, { path: PropertyKey[]; message: string; when?: (payload: never) => boolean }];
  fields?: (keyof TRow & keyof TInput & string)[];
  relations?: RelationDef[];
  uniques?: UniqueDef[];
  /** Lookup answer: `{id, name}` plus `lookupFields` plus `lookupExtra`. */
  lookupItem?: z.ZodType<TLookup>;
  lookupFields?: (keyof TRow & string)[];
  lookupExtra?: (row: TRow, related: Related, locale: TLocale) => Record<string, unknown>;
  pinned?: (row: TRow) => boolean;
  deletable?: boolean;
  adminAll?: boolean;
}

const sameText = (column: AnyPgColumn, value: string) => sql`lower(trim(${column})) = lower(trim(${value}))`;

/**
 * 499 `name_taken` on each of the uz and ru names that another row of the same parent (a region's country, a city's
 * region, a language's faculty; the whole catalogue without one) already has, in any case: applicants would see two
 * entries they cannot tell apart, and pick the one without the meaning (a second "no disability").
 */
async function refuseTakenNames(
  tx: Db,
  table: NamedTable,
  names: TNames,
  parent: { column: AnyPgColumn; id: number | null } | undefined,
  id: number | undefined,
) {
  const conditions: (SQL | undefined)[] = [
    or(sameText(table.nameUz, names.uz), sameText(table.nameRu, names.ru)),
    parent ? (parent.id === null ? sql`${parent.column} is null` : eq(parent.column, parent.id)) : undefined,
    id === undefined ? undefined : ne(table.id, id),
  ];
  const taken = await tx
    .select({ uz: table.nameUz, ru: table.nameRu })
    .from(table)
    .where(and(...conditions))
    .limit(2);
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  const fields: Record<string, ['name_taken']> = {};
  if (taken.some((row) => same(String(row.uz), names.uz))) fields['names.uz'] = ['name_taken'];
  if (taken.some((row) => same(String(row.ru), names.ru))) fields['names.ru'] = ['name_taken'];
  if (Object.keys(fields).length) throw AppError.validation(fields);
}

const pick = (source: object, keys: readonly string[]) =>
  Object.fromEntries(keys.map((key) => [key, (source as Record<string, unknown>)[key]]));

export function namedCatalogue<
  TTable extends NamedTable & { $inferSelect: NamedRow },
  TItem extends TCatalogueItem,
  TInputSchema extends z.ZodObject,
  TLookup extends TLookupItem = TLookupItem,
>(
  spec: NamedCatalogueSpec<TTable, TItem, TInputSchema, TLookup>,
): CatalogueDefinition<TTable['$inferSelect'], TItem, NamedInput, NamedInput & { id: number }, TLookup> {
  type TRow = TTable['$inferSelect'];
  const { table } = spec;
  const fields = spec.fields ?? [];
  const relations = spec.relations ?? [];
  const column = (key: string) => (table as unknown as Record<string, AnyPgColumn>)[key];
  const refined = (schema: z.ZodObject) =>
    spec.refine ? schema.refine(...(spec.refine as unknown as Parameters<typeof schema.refine>)) : schema;

  const references = (row: TRow, related: Related, locale: TLocale) =>
    Object.fromEntries(
      relations.map((relation) => {
        const value = (row as unknown as Record<string, unknown>)[relation.key];
        if (relation.many)
          return [relation.field, (value as number[]).map((id) => namedRef(related, relation.field, id, locale))];
        return [relation.field, value == null ? null : namedRef(related, relation.field, value as number, locale)];
      }),
    );

  const lookup: LookupDef<TRow, TLookup> = {
    item: (spec.lookupItem ?? z.object({ id: z.number(), name: z.string() })) as z.ZodType<TLookup>,
    toLookup: (row, related, locale) =>
      ({
        id: row.id,
        name: pickName(rowNames(row), locale),
        ...pick(row, (spec.lookupFields ?? []) as string[]),
        ...spec.lookupExtra?.(row, related, locale),
      }) as TLookup,
    pinned: spec.pinned,
  };

  return {
    path: spec.path,
    messagePrefix: spec.messagePrefix,
    table,
    item: spec.item,
    createInput: refined(spec.input.omit({ id: true })) as unknown as z.ZodType<NamedInput>,
    updateInput: refined(spec.input.extend({ id: ZRowId })) as unknown as z.ZodType<NamedInput & { id: number }>,
    // The names and the table's searched columns, lower-cased in one stored column (db/columns.ts).
    search: (pattern) => sql`${table.searchText} like lower(${pattern})`,
    sortColumns: (locale) => ({
      id: table.id,
      name: { uz: table.nameUz, ru: table.nameRu, en: table.nameEn }[locale],
      nameUz: table.nameUz,
      nameRu: table.nameRu,
      nameEn: table.nameEn,
      active: table.active,
      createdAt: column('createdAt'),
      ...Object.fromEntries((fields as string[]).map((field) => [field, column(field)])),
      // A reference (country of a region, faculty of a language) sorts by the referenced row's shown name.
      ...Object.fromEntries(
        relations
          .filter((relation) => !relation.many)
          .map((relation) => [
            relation.field,
            sql`(select ${shownName(relation.target, locale)} from ${relation.target} where ${relation.target.id} = ${column(relation.key)})`,
          ]),
      ),
    }),
    defaultSort: 'id',
    relations,
    uniques: spec.uniques ?? [],
    toItem: (row, related, locale) =>
      ({
        id: row.id,
        names: rowNames(row),
        name: pickName(rowNames(row), locale),
        active: row.active,
        ...pick(row, fields as string[]),
        ...references(row, related, locale),
      }) as unknown as TItem,
    toValues: async (input) => {
      const values: Record<string, unknown> = {
        nameUz: input.names.uz,
        nameRu: input.names.ru,
        nameEn: input.names.en ?? '',
        ...pick(input, fields as string[]),
      };
      if (input.active !== undefined) values.active = input.active;
      for (const relation of relations) {
        const value = (input as unknown as Record<string, unknown>)[relation.field];
        values[relation.key] = relation.many
          ? [...new Set(((value ?? []) as { id: number }[]).map((ref) => ref.id))]
          : ((value as Ref)?.id ?? null);
      }
      return values;
    },
    beforeSave: async (tx, input, existing) => {
      const parent = relations.find((relation) => !relation.many);
      const parentId = parent && ((input as unknown as Record<string, unknown>)[parent.field] as Ref)?.id;
      await refuseTakenNames(
        tx,
        table,
        input.names,
        parent ? { column: column(parent.key), id: parentId ?? null } : undefined,
        existing?.id,
      );
    },
    toggles: { activation: { values: { active: true } }, deactivation: { values: { active: false } } },
    deletable: spec.deletable,
    lookup,
    adminAll: spec.adminAll,
  };
}
