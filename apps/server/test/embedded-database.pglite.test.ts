import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirError, openPglite } from '../src/db/client';

// The embedded database's data directory: its lock, its PostgreSQL version, its making. Whatever database the other
// server tests run on, these open PGlite themselves, so they run once (vitest.config.ts).

describe('embedded database lock', () => {
  it('refuses a second opener of one data directory and takes over a stale lock', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'qabul-lock-'));
    try {
      const first = await openPglite(dir);
      // The new directory's initdb has ended: the lock names the server alone again.
      expect(readFileSync(path.join(dir, 'qabul.lock'), 'utf8')).toBe(String(process.pid));
      await expect(openPglite(dir)).rejects.toBeInstanceOf(DataDirError);
      await expect(openPglite(dir)).rejects.toThrow(/Another Qabul server \(pid \d+\) is using/);
      await first.close();
      writeFileSync(path.join(dir, 'qabul.lock'), '999999999'); // a crashed server's pid
      const again = await openPglite(dir);
      await again.close();
      // A killed server's initdb, still writing: the lock names it after the server, and holds while it lives.
      const initdb = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
      writeFileSync(path.join(dir, 'qabul.lock'), `999999999 ${initdb.pid}`);
      // Closed if opened, so that a failure reports plainly instead of printing the whole database object.
      const opening = openPglite(dir).then((opened) => opened.close().then(() => 'opened'));
      await expect(opening).rejects.toThrow(`Another Qabul server (pid ${initdb.pid}) is using`);
      initdb.kill();
      await once(initdb, 'exit');
      const afterInitdb = await openPglite(dir);
      await afterInitdb.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('embedded database version', () => {
  it('refuses a data directory made by another PostgreSQL major version, says how to carry it over, and leaves it as it was', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'qabul-version-'));
    try {
      mkdirSync(path.join(dir, 'pglite'));
      writeFileSync(path.join(dir, 'pglite', 'PG_VERSION'), '17\n');
      const opening = openPglite(dir);
      await expect(opening).rejects.toBeInstanceOf(DataDirError);
      await expect(opening).rejects.toThrow(
        /made by PostgreSQL 17; this version of Qabul runs PostgreSQL 18.*npm run backup.*npm run restore/,
      );
      expect(readdirSync(path.join(dir, 'pglite'))).toEqual(['PG_VERSION']);
      expect(existsSync(path.join(dir, 'qabul.lock'))).toBe(false);
      const fresh = await openPglite(`${dir}-fresh`);
      await fresh.close();
      expect(readFileSync(path.join(`${dir}-fresh`, 'pglite', 'PG_VERSION'), 'utf8').trim()).toBe('18');
    } finally {
      rmSync(dir, { recursive: true, force: true });
      rmSync(`${dir}-fresh`, { recursive: true, force: true });
    }
  });
});

describe('embedded database made', () => {
  it('says why when a new data directory cannot be made, and leaves the lock free', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'qabul-initdb-'));
    try {
      // A file where initdb makes a folder of its own.
      mkdirSync(path.join(dir, 'pglite'));
      writeFileSync(path.join(dir, 'pglite', 'base'), 'not a folder');
      await expect(openPglite(dir)).rejects.toThrow(/could not be made in .*pglite \(exit code 1\): .*Error/s);
      expect(existsSync(path.join(dir, 'qabul.lock'))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
