import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from '../lib/paths';
import { PgliteThread } from './pglite-thread';

/**
 * The app's queries name their tables (each feature module defines its own), so the connection needs no schema: the
 * table list is drizzle-kit's alone (drizzle.config.ts).
 */
export type Db = PgDatabase<PgQueryResultHKT>;

type Rows = { rows: Record<string, unknown>[] };

/**
 * One SQL text with `$n` parameters on the raw driver, or a script of several statements without parameters: the
 * rows of every statement, in order.
 */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<Rows>;

/**
 * The rows of every statement of a script, as pg-boss needs them: its claims and maintenance batches take a lock in
 * one statement and answer in another, and it refuses an answer holding only the last statement's rows (on PGlite
 * the job queue's maintenance failed every minute with "a custom db must return the rows of every statement").
 */
function rowsOfEvery(result: Rows | Rows[]): Rows {
  return Array.isArray(result) ? { rows: result.flatMap((each) => each.rows) } : result;
}

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The raw driver, for libraries that bring their own SQL (the pg-boss job queue). */
  executeSql: ExecuteSql;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** Connections of the pool (PostgreSQL only). */
  poolStats?: () => PoolStats;
  /** Tells every process on this database (LISTEN/NOTIFY) that `channel`'s data changed. */
  notify(channel: string): Promise<void>;
  /**
   * Calls `onNotify` with the payload when any process notifies `channel` (also `pg_notify` in a transaction, heard
   * once it commits), and without one when notifications may have been missed (the listening connection broke), so a
   * cache is dropped rather than kept stale. Returns the way to stop.
   */
  listen(channel: string, onNotify: (payload?: string) => void): Promise<() => Promise<void>>;
}

/** The embedded database, which can also be dumped as a tar archive of its data directory (the tests' templates). */
export interface PgliteDatabase extends Database {
  dumpDataDir(): Promise<Blob>;
}

/** Channels are fixed names chosen in code; refuse anything else rather than quote it. */
function assertChannel(channel: string) {
  if (!/^[a-z_]+$/.test(channel)) throw new Error(`invalid notification channel: ${channel}`);
}

/** The embedded data directory cannot be opened: another process holds it, or an older PostgreSQL made it. */
export class DataDirError extends Error {}

const lockPathOf = (dataDir: string) => path.join(dataDir, 'qabul.lock');

/**
 * PGlite is one process on one data directory: a second process would corrupt it. The lock file holds the
 * owner's pid (and, while a new directory is made, its initdb's); a lock whose processes are all gone is taken over.
 */
function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = lockPathOf(dataDir);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = readFileSync(lockPath, 'utf8')
        .split(' ')
        .map(Number)
        .find((each) => each && isAlive(each));
      if (pid) {
        throw new DataDirError(
          `Another Qabul server (pid ${pid}) is using ${dataDir}. Stop it first, or set DATA_DIR to another folder.`,
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirError(`Could not lock ${dataDir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The PostgreSQL major version of the bundled PGlite: a data directory made by another one does not open. */
const PGLITE_MAJOR = '18';

/**
 * Added to PGlite's own start parameters: smaller shared buffers, since its default stays in the process's memory for
 * good once touched. A block not in the buffers is read from the operating system's file cache, so the staff's
 * searches are no slower (docs/decisions/0106-pglite-0-5.md).
 */
const pgliteStartParams = ['-c', 'shared_buffers=16MB'];

/**
 * Checks that the data directory, if made already, belongs to the bundled PostgreSQL. One from an earlier release
 * (PGlite 0.3, PostgreSQL 17) would fail deep in PGlite with "failed to initialize"; say what it is and how to carry
 * the data over, and leave it untouched. Returns whether the directory is made already.
 */
function checkDataDirVersion(pgDataDir: string): boolean {
  let major: string;
  try {
    major = readFileSync(path.join(pgDataDir, 'PG_VERSION'), 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
  if (major === PGLITE_MAJOR) return true;
  throw new DataDirError(
    `The embedded database in ${pgDataDir} was made by PostgreSQL ${major}; this version of Qabul runs PostgreSQL ` +
      `${PGLITE_MAJOR} and cannot open it. Nothing was changed. To carry the data over: with the previous version, ` +
      'run `npm run backup`; then move the data folder aside and, with this version, run `npm run restore <archive>` ' +
      '(docs/operations.md, "Upgrading the embedded database").',
  );
}

/**
 * Makes a new data directory (initdb) in a process of its own (pglite-initdb.ts), which then ends: initdb runs a
 * second PostgreSQL in WASM. In a thread of the server, its memory stayed in the serving thread till V8 next
 * collected it there, and a thread that ended left part of it in malloc's arenas for good.
 * From the sources (tests), the TypeScript file runs with tsx's loader (a development dependency).
 */
async function makePgliteDataDir(dataDir: string, pgDataDir: string) {
  const fromSource = import.meta.url.endsWith('.ts');
  const entry = fileURLToPath(new URL(fromSource ? './pglite-initdb.ts' : './pglite-initdb.js', import.meta.url));
  const loader = fromSource ? ['--import', pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm')).href] : [];
  const child = spawn(process.execPath, [...loader, entry, pgDataDir, ...pgliteStartParams], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // A killed server's initdb would go on writing for a second or two: the lock names it too while it runs.
  const lockHolders = (pids: (number | undefined)[]) => writeFileSync(lockPathOf(dataDir), pids.join(' '));
  lockHolders([process.pid, child.pid]);
  let output = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    output = (output + chunk).slice(-4000);
  });
  const [code, signal] = await once(child, 'close').finally(() => lockHolders([process.pid]));
  if (code !== 0) {
    throw new Error(
      `The embedded database could not be made in ${pgDataDir} (${signal ?? `exit code ${code}`}): ${output.trim()}`,
    );
  }
}

/**
 * The embedded database; `dataDir` undefined means in memory (tests), started from `loadDataDir` when given (a
 * `dumpDataDir()` archive of a migrated database).
 */
export async function openPglite(
  dataDir?: string,
  options: { loadDataDir?: Blob; onStopped?: (error: Error) => void } = {},
): Promise<PgliteDatabase> {
  const unlock = dataDir ? lockDataDir(dataDir) : () => {};
  const pgDataDir = dataDir ? path.join(dataDir, 'pglite') : undefined;
  try {
    const thread = { dataDir: pgDataDir, startParams: pgliteStartParams };
    if (dataDir && pgDataDir && !checkDataDirVersion(pgDataDir) && !options.loadDataDir) {
      await makePgliteDataDir(dataDir, pgDataDir);
    }
    const client = await PgliteThread.start(
      { ...thread, loadDataDir: options.loadDataDir && (await options.loadDataDir.arrayBuffer()) },
      options.onStopped,
    );
    const db = drizzlePglite(client as unknown as PGlite) as unknown as Db;
    return {
      db,
      kind: 'pglite',
      executeSql: async (text, values) => {
        if (values?.length) return client.query<Record<string, unknown>>(text, values);
        // PGlite's query() takes one statement; exec() runs a script (pg-boss sends some) and answers per statement.
        return rowsOfEvery(await client.exec(text));
      },
      migrate: () => migratePglite(db as never, { migrationsFolder }),
      notify: async (channel) => {
        assertChannel(channel);
        await client.query(`notify ${channel}`);
      },
      listen: async (channel, onNotify) => {
        assertChannel(channel);
        return client.listen(channel, onNotify);
      },
      dumpDataDir: () => client.dumpDataDir(),
      close: async () => {
        await client.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

/**
 * `onIdleError`: a pooled connection that breaks while idle (the server restarted, an administrator ended it) is
 * dropped by the pool and the next query opens another; without a listener its error would crash the process.
 */
export async function openPostgres(url: string, onIdleError: (error: Error) => void = () => {}): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on('error', onIdleError);
  await pool.query('select 1');
  const db = drizzlePg(pool) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    // A script of several statements answers one result per statement.
    executeSql: async (text, values) => rowsOfEvery(await pool.query<Record<string, unknown>>(text, values)),
    migrate: () => migratePg(db as never, { migrationsFolder }),
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    notify: async (channel) => {
      assertChannel(channel);
      await pool.query(`notify ${channel}`);
    },
    listen: (channel, onNotify) => listenPostgres(url, channel, onNotify, onIdleError),
  };
}

/** A connection of its own (not one of the pool's) holds LISTEN, and is opened again when it breaks. */
async function listenPostgres(
  url: string,
  channel: string,
  onNotify: (payload?: string) => void,
  onError: (error: Error) => void,
): Promise<() => Promise<void>> {
  assertChannel(channel);
  let client: pg.Client | undefined;
  let stopped = false;
  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    next.on('error', (error) => {
      onError(error);
      reconnect();
    });
    await next.connect();
    await next.query(`listen ${channel}`);
    client = next;
  };
  const reconnect = () => {
    if (stopped) return;
    client?.end().catch(() => {});
    client = undefined;
    // Whatever was notified meanwhile is lost: act as if it changed.
    onNotify();
    setTimeout(() => connect().catch(reconnect), 1000).unref();
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end();
  };
}

/**
 * `onIdleError`: see openPostgres. `onStopped`: the embedded database's thread ended unexpectedly; nothing can be
 * read or written any more.
 */
export function openDatabase(
  config: { databaseUrl?: string; dataDir: string },
  handlers: { onIdleError?: (error: Error) => void; onStopped?: (error: Error) => void } = {},
): Promise<Database> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, handlers.onIdleError)
    : openPglite(config.dataDir, { onStopped: handlers.onStopped });
}
