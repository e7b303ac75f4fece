import type { Config } from './config';
import type { AppContext } from './context';
import { openDatabase } from './db/client';
import { createJobQueue } from './db/job-queue';
import { memoryCounterStore, redisCounterStore } from './lib/counter-store';
import { LookupCache } from './lib/lookup-cache';
import { smtpMailSender } from './lib/mail/mail-sender';
import { eskizSmsSender } from './lib/sms/eskiz-sms-sender';
import { fileSmsSender } from './lib/sms/file-sms-sender';
import { type SmsSender, withRetries } from './lib/sms/sms-sender';
import { createFileStorage } from './lib/storage/create-file-storage';
import { withNotify } from './modules/notifications/notifications.service';

interface Log {
  info: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
}

/** The configured SMS driver with retries. Logs name the driver and a masked phone, never the text (it holds codes). */
export function createSmsSender(config: Config, log: Log): SmsSender {
  const driver = config.sms.driver === 'eskiz' ? eskizSmsSender(config.sms.eskiz) : fileSmsSender(config.sms.outbox);
  const sender = withRetries(driver, {
    attempts: 3,
    delayMs: 500,
    onFailure: (error, attempt) => log.warn({ err: error, attempt, driver: config.sms.driver }, 'SMS send failed'),
  });
  const counts = { sent: 0, failed: 0 };
  return {
    counts,
    async send(message) {
      try {
        await sender.send(message);
      } catch (error) {
        counts.failed++;
        throw error;
      }
      counts.sent++;
      log.info({ driver: config.sms.driver, to: `${message.to.slice(0, 5)}****${message.to.slice(-2)}` }, 'SMS sent');
    },
  };
}

/** Opens the database and the shared services for the server and the command line. */
export async function openRuntime(config: Config, log: Log & { error: Log['warn'] }) {
  const database = await openDatabase(config, {
    onIdleError: (error) => log.warn({ err: error }, 'a pooled database connection broke; the pool opens another'),
    // Every request would fail from then on: exit, so that whatever supervises the process starts it again
    // (PostgreSQL recovers the data directory from its WAL at the next start).
    onStopped: (error) => {
      log.error({ err: error }, 'the embedded database stopped; exiting');
      process.exit(1);
    },
  });
  const ctx: AppContext = withNotify({
    db: database.db,
    config,
    counters: config.redisUrl ? redisCounterStore(config.redisUrl) : memoryCounterStore(),
    sms: createSmsSender(config, log),
    mail: config.mail && smtpMailSender(config.mail),
    storage: createFileStorage(config),
    jobs: createJobQueue(database.executeSql, { supervise: config.sms.worker }),
    poolStats: database.poolStats,
    notifications: database,
    lookups: new LookupCache(),
  });
  return {
    ctx,
    database,
    close: async () => {
      await ctx.counters.close();
      await database.close();
    },
  };
}
