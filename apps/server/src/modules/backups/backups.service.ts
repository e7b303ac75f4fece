import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import tar from 'tar-stream';
import type { AppContext } from '../../context';
import {
  countRows,
  insertRows,
  lastMigration,
  listTables,
  readTable,
  resetSequences,
  storageKeys,
  truncateTables,
  withoutTriggers,
  writableColumns,
} from './backups.queries';

/**
 * One archive (tar.gz) of the whole portal: the rows of every table (JSON lines, 2,000 rows an entry), every
 * document the database refers to, and last a manifest with the row counts and a SHA-256 of every entry. A restore
 * checks every checksum before it writes anything.
 */
const FORMAT = 'qabul-backup/1';
const MANIFEST = 'manifest.json';
const BATCH = 2000;

export interface BackupManifest {
  format: typeof FORMAT;
  createdAt: string;
  database: { kind: string; migration: string };
  /** Rows per table. */
  tables: Record<string, number>;
  documents: number;
  /** Every entry but the manifest, in archive order. */
  entries: { name: string; bytes: number; sha256: string }[];
}

export class BackupError extends Error {}

/** Rows the migrations themselves write (trigger-kept counters): replaced by a restore, not data it would lose. */
const MIGRATION_ROWS = new Set(['application_status_counts']);

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const DOCUMENT_PREFIX = 'documents/';

type Services = Pick<AppContext, 'db' | 'storage'> & { kind: string };

/** Writes the archive to `file` (through a temporary file, so a failed backup leaves no half archive). */
export async function createBackup(services: Services, file: string): Promise<BackupManifest> {
  await mkdir(path.dirname(path.resolve(file)), { recursive: true });
  const temporary = `${file}.partial`;
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), createWriteStream(temporary, { mode: 0o600 }));
  const entries: BackupManifest['entries'] = [];
  const add = (name: string, bytes: Uint8Array) =>
    new Promise<void>((resolve, reject) => {
      entries.push({ name, bytes: bytes.length, sha256: sha256(bytes) });
      pack.entry({ name, size: bytes.length, mode: 0o600 }, Buffer.from(bytes), (error) =>
        error ? reject(error) : resolve(),
      );
    });
  try {
    // One snapshot for every table: rows written meanwhile are either all in the archive or not at all.
    const { tables, migration, keys } = await services.db.transaction(
      async (tx) => {
        const tables: Record<string, number> = {};
        for (const table of await listTables(tx)) {
          tables[table] = 0;
          let part = 0;
          for await (const rows of readTable(tx, table, BATCH)) {
            tables[table] += rows.length;
            part++;
            await add(`database/${table}/${String(part).padStart(6, '0')}.jsonl`, Buffer.from(`${rows.join('\n')}\n`));
          }
        }
        return { tables, migration: await lastMigration(tx), keys: await storageKeys(tx) };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    for (const key of keys) {
      const bytes = await services.storage.get(key);
      if (!bytes) throw new BackupError(`Document ${key} is missing from the file storage`);
      await add(`${DOCUMENT_PREFIX}${key}`, bytes);
    }
    const manifest: BackupManifest = {
      format: FORMAT,
      createdAt: new Date().toISOString(),
      database: { kind: services.kind, migration },
      tables,
      documents: keys.length,
      entries,
    };
    const manifestBytes = Buffer.from(JSON.stringify(manifest, null, 1));
    await new Promise<void>((resolve, reject) =>
      pack.entry({ name: MANIFEST, size: manifestBytes.length, mode: 0o600 }, manifestBytes, (error) =>
        error ? reject(error) : resolve(),
      ),
    );
    pack.finalize();
    await written;
    await rename(temporary, file);
    return manifest;
  } catch (error) {
    pack.destroy(error as Error);
    await written.catch(() => {});
    await rm(temporary, { force: true });
    throw error;
  }
}

/** Every entry of the archive in order, each read whole (entries are at most one batch of rows or one document). */
async function* readArchive(file: string): AsyncGenerator<{ name: string; bytes: Buffer }> {
  const extract = tar.extract();
  const reading = pipeline(createReadStream(file), createGunzip(), extract);
  try {
    for await (const entry of extract) {
      const chunks: Buffer[] = [];
      for await (const chunk of entry) chunks.push(chunk as Buffer);
      yield { name: entry.header.name, bytes: Buffer.concat(chunks) };
    }
    await reading;
  } catch (error) {
    await reading.catch(() => {});
    throw error instanceof BackupError
      ? error
      : new BackupError(`The archive cannot be read: ${(error as Error).message}`);
  }
}

/** First pass: every entry matches the manifest's checksum, none is missing or extra. */
async function verifyArchive(file: string): Promise<BackupManifest> {
  const seen: { name: string; sha256: string; bytes: number }[] = [];
  let manifest: BackupManifest | undefined;
  for await (const entry of readArchive(file)) {
    if (entry.name === MANIFEST) manifest = JSON.parse(entry.bytes.toString('utf8')) as BackupManifest;
    else seen.push({ name: entry.name, sha256: sha256(entry.bytes), bytes: entry.bytes.length });
  }
  if (!manifest || manifest.format !== FORMAT) throw new BackupError('This is not a Qabul backup (no manifest)');
  const expected = new Map(manifest.entries.map((entry) => [entry.name, entry]));
  for (const entry of seen) {
    const listed = expected.get(entry.name);
    if (!listed) throw new BackupError(`The archive is damaged: ${entry.name} is not in its manifest`);
    if (listed.sha256 !== entry.sha256 || listed.bytes !== entry.bytes)
      throw new BackupError(`The archive is damaged: ${entry.name} does not match its checksum`);
    expected.delete(entry.name);
  }
  if (expected.size) throw new BackupError(`The archive is damaged: ${[...expected.keys()][0]} is missing`);
  return manifest;
}

/**
 * Brings an archive back into the configured database and file storage. The database must be migrated to the
 * archive's version and empty, unless `force` (then every table is emptied first). The rows go in one transaction,
 * so a failed restore leaves the database as it was.
 */
export async function restoreBackup(services: Services, file: string, options: { force?: boolean } = {}) {
  const manifest = await verifyArchive(file);
  const migration = await lastMigration(services.db);
  if (migration !== manifest.database.migration)
    throw new BackupError(
      'The archive was made by another version of Qabul (its database migration differs): restore it with that version',
    );
  const tables = await listTables(services.db);
  const unknown = Object.keys(manifest.tables).filter((table) => !tables.includes(table));
  if (unknown.length) throw new BackupError(`The archive has tables this database lacks: ${unknown.join(', ')}`);
  if (!options.force) {
    for (const table of tables.filter((name) => !MIGRATION_ROWS.has(name))) {
      if ((await countRows(services.db, table)) > 0)
        throw new BackupError(
          `The database is not empty (table ${table} has rows): restore with --force to replace it`,
        );
    }
  }
  // One pass for rows and documents: a document written before a failure is only an unreferenced object, while the
  // rows are rolled back.
  await services.db.transaction(async (tx) => {
    // Triggers off first: the audit log's refuses TRUNCATE, and a restore from the command line replaces the whole
    // database, audit included, with the archive's (docs/decisions/0206-audit-of-staff-actions.md).
    await withoutTriggers(tx);
    await truncateTables(tx, options.force ? tables : tables.filter((name) => MIGRATION_ROWS.has(name)));
    const columns = new Map<string, string[]>();
    for await (const entry of readArchive(file)) {
      if (entry.name.startsWith(DOCUMENT_PREFIX)) {
        await services.storage.put(entry.name.slice(DOCUMENT_PREFIX.length), entry.bytes, 'application/octet-stream');
        continue;
      }
      const match = /^database\/([^/]+)\/\d+\.jsonl$/.exec(entry.name);
      if (!match) continue;
      const table = match[1];
      if (!columns.has(table)) columns.set(table, await writableColumns(tx, table));
      const rows = entry.bytes.toString('utf8').split('\n').filter(Boolean);
      await insertRows(tx, table, columns.get(table) as string[], rows);
    }
    await resetSequences(tx);
  });
  return manifest;
}
