import type { TNotificationEvent } from '@qabul/contract/notification';
import type { Config } from './config';
import type { Database, Db, PoolStats } from './db/client';
import type { JobQueue } from './db/job-queue';
import type { CounterStore } from './lib/counter-store';
import type { LookupCache } from './lib/lookup-cache';
import type { MailSender } from './lib/mail/mail-sender';
import type { SmsSender } from './lib/sms/sms-sender';
import type { FileStorage } from './lib/storage/file-storage';

/** What services need from the running app; built once in app.ts, replaced piecewise in tests. */
export interface AppContext {
  db: Db;
  config: Config;
  counters: CounterStore;
  sms: SmsSender;
  /** E-mail to applicants; absent while SMTP_URL is unset (no e-mail is then queued). */
  mail?: MailSender;
  /** The durable job queue (pg-boss in the same database); started and stopped with the app. */
  jobs: JobQueue;
  storage: FileStorage;
  /**
   * Tells of one event occurrence in the caller's transaction (modules/notifications, wired where the context is
   * built): announces it to the open pages (modules/live) and queues the applicant's messages. The modules where
   * events happen call it without depending on those modules.
   */
  notify: (tx: Db, event: TNotificationEvent, occurrence: NotificationOccurrence) => Promise<void>;
  /** Lookups and other catalogue-derived values kept in memory until a catalogue changes. */
  lookups: LookupCache;
  /** LISTEN/NOTIFY on the database: how processes tell each other that cached data changed. */
  notifications: Pick<Database, 'notify' | 'listen'>;
  /** PostgreSQL's connection pool, for /metrics; PGlite is one in-process connection and has none. */
  poolStats?: () => PoolStats;
}

/** Which application and which occurrence of an event (one message per channel each); `sendAfter`: not before. */
export interface NotificationOccurrence {
  applicationId: number;
  occurrence: string;
  sendAfter?: Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    db: Db;
  }
}
