import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** A transaction handle: drizzle's, whose `execute` runs on the transaction's one connection. */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Db | Tx;

const rowsOf = async <T>(db: Executor, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

const ident = (name: string) => sql.raw(`"${name.replaceAll('"', '""')}"`);

/** The application's tables (schema public), by name. */
export async function listTables(db: Executor): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r' order by c.relname`,
  );
  return rows.map((row) => row.name);
}

/** Columns a restore writes: generated ones (search_text) are computed by the database again. */
export async function writableColumns(db: Executor, table: string): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`select column_name as name from information_schema.columns
        where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER'
        order by ordinal_position`,
  );
  return rows.map((row) => row.name);
}

/** The last migration applied (drizzle's journal), which fixes the shape of every table. */
export async function lastMigration(db: Executor): Promise<string> {
  const rows = await rowsOf<{ hash: string }>(
    db,
    sql`select hash from drizzle.__drizzle_migrations order by created_at desc, id desc limit 1`,
  );
  return rows[0]?.hash ?? '';
}

/** Every document key the database refers to (every `storage_key` column). */
export async function storageKeys(db: Executor): Promise<string[]> {
  const tables = await rowsOf<{ table: string }>(
    db,
    sql`select table_name as table from information_schema.columns
        where table_schema = 'public' and column_name = 'storage_key' order by table_name`,
  );
  const keys: string[] = [];
  for (const { table } of tables) {
    const rows = await rowsOf<{ key: string }>(
      db,
      sql`select storage_key as key from ${ident(table)} where storage_key is not null order by storage_key`,
    );
    keys.push(...rows.map((row) => row.key));
  }
  return keys;
}

/**
 * Reads a table `batch` rows at a time through a cursor, each row as JSON text (to_jsonb keeps every type:
 * timestamps, numerics, enums, jsonb, bytea). Must run inside a transaction.
 */
export async function* readTable(tx: Tx, table: string, batch: number): AsyncGenerator<string[]> {
  await tx.execute(
    sql`declare backup_rows no scroll cursor for select to_jsonb(t)::text as row from ${ident(table)} t`,
  );
  try {
    for (;;) {
      const rows = await rowsOf<{ row: string }>(tx, sql.raw(`fetch ${batch} from backup_rows`));
      if (rows.length) yield rows.map((row) => row.row);
      if (rows.length < batch) break;
    }
  } finally {
    await tx.execute(sql`close backup_rows`);
  }
}

/** Inserts rows read by `readTable` (JSON texts) with their original ids. */
export async function insertRows(tx: Tx, table: string, columns: string[], rows: string[]) {
  const list = sql.raw(columns.map((column) => `"${column.replaceAll('"', '""')}"`).join(', '));
  await tx.execute(
    sql`insert into ${ident(table)} (${list})
        select ${list} from jsonb_populate_recordset(null::${ident(table)}, ${`[${rows.join(',')}]`}::jsonb)`,
  );
}

export async function countRows(db: Executor, table: string): Promise<number> {
  const [{ total }] = await rowsOf<{ total: number }>(db, sql`select count(*)::int as total from ${ident(table)}`);
  return total;
}

/** Empties every table of the application (restore --force). */
export async function truncateTables(tx: Tx, tables: string[]) {
  if (tables.length) await tx.execute(sql.raw(`truncate ${tables.map((t) => `"${t}"`).join(', ')} restart identity`));
}

/**
 * Restored rows keep their ids, and while they are written neither foreign keys nor the triggers that keep
 * counters run (the counters' own rows are restored as they were). Needs a superuser, as PGlite's user is.
 */
export async function withoutTriggers(tx: Tx) {
  await tx.execute(sql`set local session_replication_role = replica`);
}

/** Moves every serial column's sequence past the restored ids, so new rows don't collide with them. */
export async function resetSequences(tx: Tx) {
  const serials = await rowsOf<{ table: string; column: string }>(
    tx,
    sql`select table_name as table, column_name as column from information_schema.columns
        where table_schema = 'public' and column_default like 'nextval(%'`,
  );
  for (const { table, column } of serials) {
    await tx.execute(
      sql`select setval(pg_get_serial_sequence(${`"${table}"`}, ${column}),
                        coalesce((select max(${ident(column)}) from ${ident(table)}), 0) + 1, false)`,
    );
  }
}
