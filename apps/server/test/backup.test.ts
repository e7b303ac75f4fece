import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { inArray, sql } from 'drizzle-orm';
import tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { localFileStorage } from '../src/lib/storage/local-file-storage';
import { applicationFiles } from '../src/modules/applications/applications.table';
import { members } from '../src/modules/auth/members.table';
import { listTables } from '../src/modules/backups/backups.queries';
import { BackupError, createBackup, restoreBackup } from '../src/modules/backups/backups.service';
import { notifications } from '../src/modules/notifications/notifications.table';
import { findApplicationReferences } from './helpers/application-fixtures';
import { pinflOf, staffClient, submittedApplication } from './helpers/review-fixtures';
import { createTestApp, openTestDatabase, type TestApp } from './helpers/test-app';
import { waitFor } from './helpers/wait-for';

let t: TestApp;
let folder: string;
let archive: string;
const targets: Database[] = [];

/** Every row of every table, in a stable order, as JSON: two databases are the same when these are equal. */
async function snapshot(db: TestApp['db']) {
  const tables: Record<string, unknown> = {};
  for (const table of await listTables(db)) {
    const { rows } = (await db.execute(
      sql.raw(`select coalesce(jsonb_agg(to_jsonb(t) order by to_jsonb(t)::text), '[]') as rows from "${table}" t`),
    )) as unknown as { rows: { rows: unknown }[] };
    tables[table] = rows[0].rows;
  }
  return tables;
}

async function freshTarget() {
  const database = await openTestDatabase('migrated');
  targets.push(database);
  const storage = localFileStorage(mkdtempSync(path.join(folder, 'files-')));
  return { database, services: { db: database.db, storage, kind: database.kind } };
}

/** The archive rewritten with `change` applied to its entries (the manifest kept as it was). */
async function rewritten(file: string, change: (name: string, bytes: Buffer) => Buffer | null) {
  const extract = tar.extract();
  const pack = tar.pack();
  const chunks: Buffer[] = [];
  pack.on('data', (chunk) => chunks.push(chunk as Buffer));
  const done = new Promise<void>((resolve) => pack.on('end', () => resolve()));
  extract.end(gunzipSync(readFileSync(file)));
  for await (const entry of extract) {
    const parts: Buffer[] = [];
    for await (const part of entry) parts.push(part as Buffer);
    const bytes = change(entry.header.name, Buffer.concat(parts));
    if (bytes) pack.entry({ name: entry.header.name, size: bytes.length }, bytes);
  }
  pack.finalize();
  await done;
  const out = path.join(folder, `changed-${Math.random().toString(16).slice(2)}.tar.gz`);
  writeFileSync(out, gzipSync(Buffer.concat(chunks)));
  return out;
}

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'qabul-backup-'));
  archive = path.join(folder, 'backups', 'qabul.tar.gz');
  t = await createTestApp();
  const refs = await findApplicationReferences(t.db);
  const verifier = staffClient(t, (await t.memberWithToken('ADMIN_VERIFIER')).headers);
  const first = await submittedApplication(t, refs, { pinfl: pinflOf(71), passportNumber: 'AB 7100071' });
  await submittedApplication(t, refs, { pinfl: pinflOf(72), passportNumber: 'AB 7200072', lastName: "O'ROLOV" });
  expect((await verifier.accept(first.id)).statusCode).toBe(200);
  // The applicants' messages leave in the background: the database is compared once they have (none waiting).
  await waitFor('the notifications to be sent', async () => {
    const waiting = await t.db
      .select()
      .from(notifications)
      .where(inArray(notifications.status, ['QUEUED', 'SENDING']));
    return waiting.length === 0;
  });
});

afterAll(async () => {
  await t.close();
  for (const database of targets) await database.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('round-trips every row and every document byte into an empty database and storage', async () => {
    const before = await snapshot(t.db);
    const manifest = await createBackup({ db: t.db, storage: t.ctx.storage, kind: 'test' }, archive);
    const files = await t.db.select().from(applicationFiles);
    expect(files.length).toBeGreaterThanOrEqual(8);
    expect(manifest.documents).toBe(files.length);
    expect(manifest.tables.applications).toBe(2);
    expect(manifest.tables.members).toBe(Object.values(before.members as unknown[]).length);
    expect(manifest.entries.every((entry) => /^[0-9a-f]{64}$/.test(entry.sha256))).toBe(true);

    const { database, services } = await freshTarget();
    expect(await snapshot(database.db)).not.toEqual(before);
    await restoreBackup(services, archive);
    expect(await snapshot(database.db)).toEqual(before);
    for (const file of files) {
      const restored = await services.storage.get(file.storageKey);
      expect(
        restored && Buffer.from(restored).equals(Buffer.from((await t.ctx.storage.get(file.storageKey)) ?? [])),
      ).toBe(true);
    }
    // The sequences moved past the restored ids: a new row gets a new id.
    const [added] = await database.db
      .insert(members)
      .values({ phone: '998770009999', passwordHash: 'x', role: 'ABITURIENT' })
      .returning({ id: members.id });
    const ids = (before.members as { id: number }[]).map((member) => member.id);
    expect(added.id).toBeGreaterThan(Math.max(...ids));
  });

  it('refuses a database that is not empty, and replaces it with --force', async () => {
    const { database, services } = await freshTarget();
    await database.db.insert(members).values({ phone: '998770001111', passwordHash: 'x', role: 'ABITURIENT' });
    await expect(restoreBackup(services, archive)).rejects.toThrow(/not empty.*--force/);
    await restoreBackup(services, archive, { force: true });
    expect(await snapshot(database.db)).toEqual(await snapshot(t.db));
  });

  it('refuses a damaged archive before writing anything', async () => {
    const tampered = await rewritten(archive, (name, bytes) =>
      name.startsWith('documents/') ? Buffer.concat([bytes, Buffer.from('x')]) : bytes,
    );
    const missing = await rewritten(archive, (name, bytes) =>
      name.startsWith('database/applications/') ? null : bytes,
    );
    const truncated = path.join(folder, 'truncated.tar.gz');
    const whole = readFileSync(archive);
    writeFileSync(truncated, whole.subarray(0, Math.floor(whole.length / 2)));
    const { database, services } = await freshTarget();
    const empty = await snapshot(database.db);
    await expect(restoreBackup(services, tampered)).rejects.toThrow(/does not match its checksum/);
    await expect(restoreBackup(services, missing)).rejects.toThrow(/database\/applications\/000001.jsonl is missing/);
    await expect(restoreBackup(services, truncated)).rejects.toBeInstanceOf(BackupError);
    expect(await snapshot(database.db)).toEqual(empty);
  });
});
