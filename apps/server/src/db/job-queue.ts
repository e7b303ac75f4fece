import { type SQL, sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
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
export function transactionExecutor(tx: Db): PgBoss.Db {
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
