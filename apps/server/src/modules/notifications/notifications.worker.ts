import type { JobWithMetadata, PgBoss } from 'pg-boss';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { transactionExecutor } from '../../db/job-queue';
import {
  claimNotifications,
  failInterruptedNotifications,
  hasPermitFor,
  type NotificationRow,
  settleNotification,
} from './notifications.queries';

/**
 * Every pg-boss call of the notifications is in this file (docs/decisions/0221). One job per `notifications` row; its
 * data names the row, the row holds the recipient, the text and the state.
 */
export const NOTIFICATION_QUEUE = 'notifications';
interface NotificationJob {
  notificationId: number;
}

interface Log {
  info: (obj: object, msg: string) => void;
}

/** Creates the queue; the cluster's primary does it once before forking (see createSmsCampaignQueue). */
export async function createNotificationQueue(boss: PgBoss) {
  await boss.createQueue(NOTIFICATION_QUEUE, { expireInSeconds: 60 });
}

/**
 * Queues the jobs of new `notifications` rows in the caller's transaction, so a committed state change always has
 * its messages queued and a rolled-back one has none. `startAfter`: when the message may leave (a permit's
 * publication); failures are retried NOTIFICATION_RETRY_LIMIT times with exponential backoff.
 */
export async function enqueueNotifications(ctx: AppContext, tx: Db, ids: number[], startAfter?: Date) {
  if (!ids.length) return;
  const { retryLimit, retryDelaySeconds } = ctx.config.notifications;
  await ctx.jobs.insert(
    NOTIFICATION_QUEUE,
    ids.map((notificationId) => ({
      data: { notificationId } satisfies NotificationJob,
      retryLimit,
      retryDelay: retryDelaySeconds,
      retryBackoff: true,
      ...(startAfter ? { startAfter } : {}),
    })),
    { db: transactionExecutor(tx) },
  );
}

/**
 * Creates the queue (pg-boss was started by the bulk SMS queue) and, unless SMS_WORKER=false, its worker: each poll
 * takes at most SMS_RATE_PER_SECOND messages and the batch lasts at least one second, the provider's rate.
 */
export async function startNotificationQueue(ctx: AppContext, log: Log) {
  await createNotificationQueue(ctx.jobs);
  if (!ctx.config.sms.worker) return;
  await ctx.jobs.work(
    NOTIFICATION_QUEUE,
    { batchSize: ctx.config.sms.ratePerSecond, pollingIntervalSeconds: 1, includeMetadata: true },
    (jobs: JobWithMetadata<NotificationJob>[]) => sendBatch(ctx, jobs),
  );
  log.info({ email: ctx.mail !== undefined }, 'notification worker started');
}

async function sendBatch(ctx: AppContext, jobs: JobWithMetadata<NotificationJob>[]) {
  const started = Date.now();
  const jobOf = new Map(jobs.map((job) => [job.data.notificationId, job]));
  const claimed = await claimNotifications(ctx.db, [...jobOf.keys()]);
  const claimedIds = new Set(claimed.map((row) => row.id));
  await failInterruptedNotifications(
    ctx.db,
    [...jobOf.keys()].filter((id) => !claimedIds.has(id)),
  );

  const results = await Promise.allSettled(claimed.map((row) => deliver(ctx, row)));
  for (const [i, result] of results.entries()) {
    const row = claimed[i];
    if (!row) continue;
    if (result.status === 'fulfilled') {
      await settleNotification(ctx.db, row.id, result.value);
      continue;
    }
    const job = jobOf.get(row.id);
    const error = result.reason instanceof Error ? result.reason.message : String(result.reason);
    if (job && job.retryCount < job.retryLimit) {
      await settleNotification(ctx.db, row.id, 'QUEUED', error);
      // Failing the job (not the whole batch) schedules its retry with backoff; the rest complete normally.
      await ctx.jobs.fail(NOTIFICATION_QUEUE, job.id, { message: error });
    } else {
      await settleNotification(ctx.db, row.id, 'FAILED', error);
    }
  }

  const rest = 1000 - Date.now() + started;
  if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
}

/** Hands one message to its channel. A permit message whose permit changed or went since it was scheduled is not sent. */
async function deliver(ctx: AppContext, row: NotificationRow): Promise<'SENT' | 'CANCELLED'> {
  if (row.event === 'PERMIT_VISIBLE' && !(await hasPermitFor(ctx.db, row.applicationId, row.occurrence))) {
    return 'CANCELLED';
  }
  if (row.channel === 'SMS') await ctx.sms.send({ to: row.recipient, text: row.text });
  else if (ctx.mail) await ctx.mail.send({ to: row.recipient, subject: row.subject ?? '', text: row.text });
  else throw new Error('e-mail is off (SMTP_URL unset)');
  return 'SENT';
}
