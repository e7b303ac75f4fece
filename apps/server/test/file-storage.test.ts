import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createFileStorage } from '../src/lib/storage/create-file-storage';
import { type FileStorage, newStorageKey } from '../src/lib/storage/file-storage';
import { applicantClient, JPEG, PDF } from './helpers/application-fixtures';
import { startFakeS3 } from './helpers/fake-s3';
import { createTestApp } from './helpers/test-app';

let fakeS3: Awaited<ReturnType<typeof startFakeS3>>;
let dir: string;
beforeAll(async () => {
  fakeS3 = await startFakeS3('qabul-test');
  dir = mkdtempSync(path.join(tmpdir(), 'qabul-storage-'));
});
afterAll(async () => {
  await fakeS3.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The same contract for every driver. */
function roundTrip(storage: () => FileStorage) {
  it('puts, gets and deletes bytes; a missing object reads as null and deletes quietly', async () => {
    const key = newStorageKey('applications/1');
    await storage().put(key, PDF, 'application/pdf');
    expect(Buffer.from((await storage().get(key)) as Uint8Array).equals(PDF)).toBe(true);
    await storage().put(key, JPEG, 'image/jpeg');
    expect(Buffer.from((await storage().get(key)) as Uint8Array).equals(JPEG)).toBe(true);
    await storage().delete(key);
    expect(await storage().get(key)).toBeNull();
    await storage().delete(key);
    expect(await storage().get(newStorageKey('applications/1'))).toBeNull();
  });

  it('refuses keys that could leave its folder or bucket prefix', async () => {
    for (const key of ['../etc/passwd', 'applications/../../x', '/absolute', 'a//b', 'A/B', '']) {
      await expect(storage().put(key, JPEG, 'image/jpeg'), key).rejects.toThrow(/invalid storage key/);
      await expect(storage().get(key), key).rejects.toThrow(/invalid storage key/);
    }
  });
}

describe('local disk storage (default)', () => {
  const storage = () => createFileStorage(loadConfig({ DATA_DIR: dir }));
  it('is chosen without S3 settings and writes under DATA_DIR/files, readable by the owner only', async () => {
    expect(storage().kind).toBe('local');
    const key = newStorageKey('applications/7');
    await storage().put(key, JPEG, 'image/jpeg');
    const file = path.join(dir, 'files', ...key.split('/'));
    expect(existsSync(file)).toBe(true);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });
  roundTrip(storage);
});

describe('S3-compatible storage', () => {
  const storage = () => createFileStorage(loadConfig({ DATA_DIR: dir, ...fakeS3.env }));
  it('is chosen when S3_BUCKET is set and stores objects path-style with their content type', async () => {
    expect(storage().kind).toBe('s3');
    const key = newStorageKey('applications/8');
    await storage().put(key, JPEG, 'image/jpeg');
    expect(fakeS3.objects.get(key)).toEqual({ body: JPEG, contentType: 'image/jpeg' });
  });
  roundTrip(storage);

  it('refuses an endpoint without a bucket instead of silently storing on local disk', () => {
    expect(() => loadConfig({ DATA_DIR: dir, S3_ENDPOINT: fakeS3.endpoint })).toThrow(/S3_ENDPOINT needs S3_BUCKET/);
  });

  it('reports a storage failure as an error, not as a missing file', async () => {
    const wrongBucket = createFileStorage(loadConfig({ DATA_DIR: dir, ...fakeS3.env, S3_BUCKET: 'other' }));
    await expect(wrongBucket.put(newStorageKey('applications/1'), JPEG, 'image/jpeg')).rejects.toThrow();
  });
});

describe('the application API on S3 storage', () => {
  it('uploads to the bucket, serves from it and deletes from it', async () => {
    const t = await createTestApp(fakeS3.env);
    try {
      expect(t.ctx.storage.kind).toBe('s3');
      const auth = await t.memberWithToken('ABITURIENT');
      const applicant = applicantClient(() => t, auth);
      const before = fakeS3.objects.size;
      const upload = await applicant.upload('PASSPORT_FILE', JPEG, 'passport.jpg');
      expect(upload.statusCode).toBe(200);
      expect(fakeS3.objects.size).toBe(before + 1);

      const download = await applicant.download(upload.json().url);
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(JPEG)).toBe(true);
      expect(download.headers['content-type']).toBe('image/jpeg');

      expect((await applicant.deleteFile('PASSPORT_FILE')).statusCode).toBe(200);
      expect(fakeS3.objects.size).toBe(before);
    } finally {
      await t.close();
    }
  });
});
