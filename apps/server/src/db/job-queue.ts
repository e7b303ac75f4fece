import { type SQL, sql } from 'drizzle-orm';
import { type JobInsert, PgBoss, type Db as PgBossDb } from 'pg-boss';
import type { Db, ExecuteSql } from './client';

export type JobQueue = PgBoss;

/**
 * pg-boss keeps its jobs in the app's own database (schema `pgboss`), PostgreSQL or PGlite alike: it runs its
 * SQL through `executeSql` instead of opening a pool of its own. Maintenance (expiring jobs whose worker died,
 * retries, clean-up) runs only where `supervise` is on, i.e. in processes that run workers.
 */
export function createJobQueue(executeSql: ExecuteSql, options: { supervise: boolean }): JobQueue {
  return new PgBoss({
    db: { executeSql: (text, values) => executeSql(text, values) },
    schema: 'pgboss',
    supervise: options.supervise,
    schedule: false,
    migrate: true,
  });
}

/**
 * pg-boss's `db` option on a Drizzle transaction, so jobs are written in the same transaction as the rows they
 * stand for: either both exist or neither. Its `$n` placeholders become Drizzle parameters.
 */
export function transactionExecutor(tx: Db): PgBossDb {
  return {
    async executeSql(text, values = []) {
      const result = await tx.execute(withParameters(text, values));
      return { rows: (result as unknown as { rows: unknown[] }).rows };
    },
  };
}

function withParameters(text: string, values: unknown[]): SQL {
  const pieces = text.split(/\$(\d+)/);
  return sql.join(
    pieces.map((piece, i) => (i % 2 === 0 ? sql.raw(piece) : sql`${values[Number(piece) - 1] ?? null}`)),
    sql.raw(''),
  );
}

/** pg-boss 10's schema version. pg-boss 11 rewrote its tables and migrates only from its own 25 onwards. */
const PG_BOSS_10_SCHEMA = 24;
/** Where a pg-boss 10 schema waits, between setAsideOldJobSchema and requeueSetAsideJobs. */
const SET_ASIDE_SCHEMA = 'pgboss_v10';

/**
 * Before pg-boss starts: a database prepared by pg-boss 10 has its `pgboss` schema renamed aside, so that pg-boss
 * installs its current one instead of failing on a version it cannot migrate ("Version 24 not found").
 */
async function setAsideOldJobSchema(db: Db) {
  const installed = await db.execute(sql`select to_regclass('pgboss.version') is not null as found`);
  if (!rowsOf<{ found: boolean }>(installed)[0]?.found) return;
  const version = await db.execute(sql`select max(version) as version from pgboss.version`);
  if (Number(rowsOf<{ version: number }>(version)[0]?.version) > PG_BOSS_10_SCHEMA) return;
  await db.execute(sql.raw(`alter schema pgboss rename to ${SET_ASIDE_SCHEMA}`));
}

/** Starts pg-boss (installing or migrating its schema), a pg-boss 10 schema set aside first. */
export async function startJobQueue(boss: JobQueue, db: Db) {
  await setAsideOldJobSchema(db);
  await boss.start();
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Once the queues exist: the jobs a pg-boss 10 schema set aside still had to run (waiting, to be retried, or taken
 * by a worker that stopped) queued again with their data, start time and retry options, and that schema dropped, in
 * one transaction: a restart halfway redoes it, never twice. A job taken by a stopped worker runs again; the workers
 * claim their rows (notifications, campaign recipients) before sending, so nobody gets a message twice.
 */
export async function requeueSetAsideJobs(boss: JobQueue, db: Db) {
  await db.transaction(async (tx) => {
    const aside = await tx.execute(sql`select to_regnamespace(${SET_ASIDE_SCHEMA}) is not null as found`);
    if (!rowsOf<{ found: boolean }>(aside)[0]?.found) return;
    const pending = await tx.execute(
      sql.raw(`select name, data, retry_limit, retry_delay, retry_backoff, start_after, singleton_key
        from ${SET_ASIDE_SCHEMA}.job where state in ('created', 'retry', 'active') order by created_on`),
    );
    const byQueue = new Map<string, JobInsert[]>();
    for (const job of rowsOf<OldJob>(pending)) {
      const jobs = byQueue.get(job.name) ?? [];
      jobs.push({
        data: job.data ?? undefined,
        retryLimit: job.retry_limit,
        retryDelay: job.retry_delay,
        retryBackoff: job.retry_backoff,
        startAfter: new Date(job.start_after),
        singletonKey: job.singleton_key ?? undefined,
      });
      byQueue.set(job.name, jobs);
    }
    for (const [queue, jobs] of byQueue) await boss.insert(queue, jobs, { db: transactionExecutor(tx) });
    await tx.execute(sql.raw(`drop schema ${SET_ASIDE_SCHEMA} cascade`));
  });
}

interface OldJob {
  name: string;
  data: object | null;
  retry_limit: number;
  retry_delay: number;
  retry_backoff: boolean;
  start_after: string | Date;
  singleton_key: string | null;
}
