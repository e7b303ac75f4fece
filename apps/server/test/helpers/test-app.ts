import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TRole } from '@qabul/contract/auth';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { AppContext } from '../../src/context';
import { type Database, openPglite, openPostgres } from '../../src/db/client';
import { createJobQueue } from '../../src/db/job-queue';
import { memoryCounterStore } from '../../src/lib/counter-store';
import { LookupCache } from '../../src/lib/lookup-cache';
import { type MailSender, smtpMailSender } from '../../src/lib/mail/mail-sender';
import { generateToken, hashPassword } from '../../src/lib/password';
import type { SmsSender } from '../../src/lib/sms/sms-sender';
import { createFileStorage } from '../../src/lib/storage/create-file-storage';
import { createSession } from '../../src/modules/auth/auth.queries';
import { insertMember } from '../../src/modules/auth/members.queries';
import { withNotify } from '../../src/modules/notifications/notifications.service';
import { createSmsSender } from '../../src/runtime';
import type { TTemplateName } from '../global-setup';

/**
 * A fresh database for one test file, copied from a template the global setup (test/global-setup.ts) built once:
 * in-memory PGlite loaded from the template's archive, or (TEST_DB=postgres) a new database on the server of
 * TEST_DATABASE_URL, dropped at the end. `migrated` has the schema only, `seeded` also the demo seed. Files never
 * share data.
 */
export async function openTestDatabase(template: TTemplateName = 'migrated'): Promise<Database & { url?: string }> {
  const source = inject('testTemplates')[template];
  if (process.env.TEST_DB !== 'postgres')
    return openPglite(undefined, { loadDataDir: new Blob([readFileSync(source)]) });
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `qabul_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${source}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString());
  return {
    ...database,
    url: url.toString(),
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * Another connection to the same test database, as a second server process would have: a new pool on
 * PostgreSQL; on in-memory PGlite (one client per database) the same client, never closed by its borrower.
 */
export async function connectAgain(database: Database & { url?: string }): Promise<Database> {
  if (database.url) return openPostgres(database.url);
  return { ...database, close: async () => {} };
}

/**
 * The whole app on a fresh, migrated and demo-seeded database, with SMS going to a temporary outbox file. With
 * `database`, the app runs on that one instead (already migrated; closed by the app like its own).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { database?: Database; sms?: SmsSender; mail?: MailSender } = {},
) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'qabul-test-'));
  // No load shedding unless a test asks; no web app unless a test gives one (a built apps/web/dist would otherwise
  // answer unknown GETs with index.html, and the suite would depend on whether the web app was built first).
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    MAX_EVENT_LOOP_DELAY_MS: '0',
    WEB_DIST: path.join(dataDir, 'no-web-app'),
    ...env,
  });
  const database = options.database ?? (await openTestDatabase('seeded'));
  const ctx: AppContext = withNotify({
    db: database.db,
    config,
    counters: memoryCounterStore(),
    sms: options.sms ?? createSmsSender(config, { info: () => {}, warn: () => {} }),
    mail: options.mail ?? (config.mail && smtpMailSender(config.mail)),
    storage: createFileStorage(config),
    jobs: createJobQueue(database.executeSql, { supervise: config.sms.worker }),
    poolStats: database.poolStats,
    notifications: database,
    lookups: new LookupCache(),
  });
  const app = await buildApp(ctx);
  await app.ready();

  const outbox = () => {
    try {
      return readFileSync(config.sms.outbox, 'utf8')
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { to: string; text: string; at: string });
    } catch {
      return [];
    }
  };

  return {
    app,
    ctx,
    db: database.db,
    outbox,
    /** The last code texted to `phone`. */
    lastCode(phone: string) {
      const message = outbox()
        .filter((m) => m.to === phone)
        .at(-1);
      const code = message?.text.match(/\b(\d{6,8})\b/)?.[1];
      if (!code) throw new Error(`no code sent to ${phone}`);
      return code;
    },
    /** A member of `role` with a live session, for calling protected routes. */
    async memberWithToken(role: TRole, phone = randomPhone()) {
      const member = await insertMember(database.db, {
        phone,
        passwordHash: await hashPassword('Secret-pass-1'),
        role,
      });
      const token = generateToken();
      await createSession(database.db, member.id, token, 3600_000);
      return { member, token, headers: { authorization: `Bearer ${token}` } };
    },
    async close() {
      await app.close();
      await ctx.counters.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A valid, unused Uzbek mobile number (90 xxx xx xx). */
export function randomPhone(): string {
  return `99890${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
}
