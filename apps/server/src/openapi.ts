import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, createLogger } from './app';
import { loadConfig } from './config';
import { openPglite } from './db/client';
import { createJobQueue } from './db/job-queue';
import { memoryCounterStore } from './lib/counter-store';
import { LookupCache } from './lib/lookup-cache';
import { createFileStorage } from './lib/storage/create-file-storage';
import { withNotify } from './modules/notifications/notifications.service';
import { createSmsSender } from './runtime';

/**
 * Writes the OpenAPI document the server serves at /api/docs/json to `file`, without a port or a data directory:
 * the app is built on an empty in-memory database, which building the document never reads (e2e's lint:api lints
 * it and generates the typed client from it).
 */
export async function writeOpenApiDocument(file: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'qabul-openapi-'));
  const config = loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent', WEB_DIST: path.join(dir, 'no-web-app') });
  const database = await openPglite();
  try {
    const app = await buildApp(
      withNotify({
        db: database.db,
        config,
        counters: memoryCounterStore(),
        sms: createSmsSender(config, { info: () => {}, warn: () => {} }),
        storage: createFileStorage(config),
        jobs: createJobQueue(database.executeSql, { supervise: false }),
        poolStats: database.poolStats,
        notifications: database,
        lookups: new LookupCache(),
      }),
      createLogger(config),
    );
    await app.ready();
    writeFileSync(file, `${JSON.stringify(app.swagger(), null, 2)}\n`);
    await app.close();
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
