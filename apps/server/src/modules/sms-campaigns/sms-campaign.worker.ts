import type { JobWithMetadata, PgBoss } from 'pg-boss';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { startJobQueue } from '../../db/job-queue';
import {
  claimRecipients,
  failInterruptedRecipients,
  markRecipientFailed,
  markRecipientsSent,
  releaseRecipient,
} from './sms-campaigns.queries';

/** One job per recipient row; its data names the row, the row holds the phone and the state. */
export const SMS_CAMPAIGN_QUEUE = 'sms-campaign';
export interface SmsCampaignJob {
  recipientId: number;
}

interface Log {
  info: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
}

/** Provider errors are retried by pg-boss 4 times after 5 s, 10 s, 20 s, 40 s (exponential backoff). */
const QUEUE_OPTIONS = {
  retryLimit: 4,
  retryDelay: 5,
  retryBackoff: true,
  expireInSeconds: 60,
};

/**
 * Starts pg-boss (creating or upgrading its schema: db/job-queue.ts) and the bulk SMS queue, which exists afterwards. The cluster's
 * primary does this once before forking: two workers creating the queue at the same moment deadlock in pg-boss's
 * `create_queue`, and one of them dies at start.
 */
export async function createSmsCampaignQueue(boss: PgBoss, db: Db) {
  await startJobQueue(boss, db);
  await boss.createQueue(SMS_CAMPAIGN_QUEUE, QUEUE_OPTIONS);
}

/**
 * Starts the job queue with the app and, unless SMS_WORKER=false, a worker that sends bulk SMS: each poll takes
 * at most SMS_RATE_PER_SECOND jobs and the batch lasts at least one second, so one process never exceeds the
 * provider's rate. Answers the function that stops both (gracefully: a batch in hand is finished first).
 */
export async function startSmsCampaignQueue(ctx: AppContext, log: Log): Promise<() => Promise<void>> {
  const boss = ctx.jobs;
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await createSmsCampaignQueue(boss, ctx.db);
  if (ctx.config.sms.worker) {
    await boss.work(
      SMS_CAMPAIGN_QUEUE,
      { batchSize: ctx.config.sms.ratePerSecond, pollingIntervalSeconds: 1, includeMetadata: true },
      (jobs: JobWithMetadata<SmsCampaignJob>[]) => sendBatch(ctx, jobs),
    );
    log.info({ ratePerSecond: ctx.config.sms.ratePerSecond }, 'bulk SMS worker started');
  }
  return () => boss.stop({ graceful: true, timeout: 20_000 });
}

async function sendBatch(ctx: AppContext, jobs: JobWithMetadata<SmsCampaignJob>[]) {
  const started = Date.now();
  const jobOf = new Map(jobs.map((job) => [job.data.recipientId, job]));
  const claimed = await claimRecipients(ctx.db, [...jobOf.keys()]);
  const claimedIds = new Set(claimed.map((row) => row.id));
  await failInterruptedRecipients(
    ctx.db,
    [...jobOf.keys()].filter((id) => !claimedIds.has(id)),
  );

  const results = await Promise.allSettled(claimed.map((row) => ctx.sms.send({ to: row.phone, text: row.text })));
  const sent: number[] = [];
  for (const [i, result] of results.entries()) {
    const row = claimed[i];
    if (!row) continue;
    if (result.status === 'fulfilled') {
      sent.push(row.id);
      continue;
    }
    const job = jobOf.get(row.id);
    const error = result.reason instanceof Error ? result.reason.message : String(result.reason);
    if (job && job.retryCount < job.retryLimit) {
      await releaseRecipient(ctx.db, row.id, error);
      // Failing the job (not the whole batch) schedules its retry with backoff; the rest complete normally.
      await ctx.jobs.fail(SMS_CAMPAIGN_QUEUE, job.id, { message: error });
    } else {
      await markRecipientFailed(ctx.db, row.id, error);
    }
  }
  await markRecipientsSent(ctx.db, sent);

  const rest = 1000 - (Date.now() - started);
  if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
}
