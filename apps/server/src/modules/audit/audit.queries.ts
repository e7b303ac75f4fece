import type { TAuditFilters } from '@qabul/contract/audit';
import { and, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog } from './audit.table';

export type AuditRow = typeof auditLog.$inferInsert;

export async function insertAuditRow(db: Db, row: AuditRow) {
  await db.insert(auditLog).values(row);
}

/** A day of the filter as the instant its midnight in Tashkent (UTC+5, no daylight saving) is. */
const tashkentMidnight = (isoDate: string) => new Date(`${isoDate}T00:00:00+05:00`);

export function auditConditions(query: TAuditFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.memberId !== undefined) conditions.push(eq(auditLog.memberId, query.memberId));
  if (query.action) conditions.push(eq(auditLog.action, query.action));
  if (query.from) conditions.push(gte(auditLog.at, tashkentMidnight(query.from)));
  if (query.to) {
    const dayAfter = new Date(tashkentMidnight(query.to).getTime() + 24 * 3600_000);
    conditions.push(lt(auditLog.at, dayAfter));
  }
  return conditions.length ? and(...conditions) : undefined;
}

/** Newest first; the id breaks ties within one instant. */
export async function findAuditPage(db: Db, where: SQL | undefined, offset: number, limit: number) {
  const [rows, [total]] = await Promise.all([
    db.select().from(auditLog).where(where).orderBy(desc(auditLog.at), desc(auditLog.id)).offset(offset).limit(limit),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** The retention purge: the one way rows leave (the trigger refuses any other DELETE). */
export async function purgeAuditLog(db: Db, days: number): Promise<number> {
  const result = await db.execute(sql`select purge_audit_log(${days}) as purged`);
  const [row] = (result as unknown as { rows: { purged: number }[] }).rows;
  return Number(row?.purged ?? 0);
}
