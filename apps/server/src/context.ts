import type { Config } from './config';
import type { Db } from './db/client';
import type { CounterStore } from './lib/counter-store';
import type { SmsSender } from './lib/sms/sms-sender';
import type { FileStorage } from './lib/storage/file-storage';

/** What services need from the running app; built once in app.ts, replaced piecewise in tests. */
export interface AppContext {
  db: Db;
  config: Config;
  counters: CounterStore;
  sms: SmsSender;
  storage: FileStorage;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    db: Db;
  }
}
