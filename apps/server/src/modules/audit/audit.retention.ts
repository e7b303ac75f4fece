import type { AppContext } from '../../context';
import { purgeAuditLog } from './audit.queries';

export const AUDIT_PURGE_QUEUE = 'audit-purge';
const DAY_S = 24 * 3600;

interface Log {
  info: (obj: object, msg: string) => void;
}

/**
 * Creates the purge's queue (pg-boss started). The cluster's primary does this once before forking, as for the SMS
 * queue: workers creating one queue at the same moment deadlock in pg-boss.
 */
export async function createAuditPurgeQueue(boss: AppContext['jobs']) {
  await boss.createQueue(AUDIT_PURGE_QUEUE, { policy: 'stately' });
}

/**
 * AUDIT_RETENTION_DAYS on the app's job queue (pg-boss): one purge job waits at a time (the `stately` policy keeps a
 * second from being queued by another process or restart); each run deletes the expired rows and queues the next
 * for a day later. The first runs at start. Only processes that run workers (SMS_WORKER) take the jobs.
 */
export async function startAuditRetention(ctx: AppContext, log: Log) {
  const boss = ctx.jobs;
  await createAuditPurgeQueue(boss);
  await boss.send(AUDIT_PURGE_QUEUE, {}, {});
  if (!ctx.config.sms.worker) return;
  await boss.work(AUDIT_PURGE_QUEUE, { pollingIntervalSeconds: 60 }, async () => {
    const purged = await purgeAuditLog(ctx.db, ctx.config.auditRetentionDays);
    log.info({ purged, retentionDays: ctx.config.auditRetentionDays }, 'audit rows past retention purged');
    await boss.send(AUDIT_PURGE_QUEUE, {}, { startAfter: DAY_S });
  });
}
