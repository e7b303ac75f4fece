import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MALLOC_TUNABLES, serverEnvironment } from '../../../scripts/server-env.mjs';

/** glibc's dynamic loader, which lists the tunables a process would start with (x86-64 Linux: CI and production). */
const LOADER = '/lib64/ld-linux-x86-64.so.2';

describe('the environment npm start gives the server', () => {
  it('limits malloc arenas and fixes the mmap threshold, keeping the rest of the environment', () => {
    const env = serverEnvironment({ PORT: '8080', DATABASE_URL: 'postgres://db/qabul' });
    expect(env).toEqual({
      PORT: '8080',
      DATABASE_URL: 'postgres://db/qabul',
      GLIBC_TUNABLES: 'glibc.malloc.arena_max=2:glibc.malloc.mmap_threshold=131072',
    });
  });

  it("puts the operator's own tunables last, so that theirs win", () => {
    const env = serverEnvironment({ GLIBC_TUNABLES: 'glibc.malloc.arena_max=4' });
    expect(env.GLIBC_TUNABLES).toBe(`${MALLOC_TUNABLES}:glibc.malloc.arena_max=4`);
  });

  it('reads the current process environment by default', () => {
    expect(serverEnvironment().PATH).toBe(process.env.PATH);
  });

  it.runIf(existsSync(LOADER))('is read by glibc as two arenas and a 128 KiB mmap threshold', () => {
    const listed = execFileSync(LOADER, ['--list-tunables'], { env: serverEnvironment({}), encoding: 'utf8' });
    expect(listed).toMatch(/^glibc\.malloc\.arena_max: 0x2 /m);
    expect(listed).toMatch(/^glibc\.malloc\.mmap_threshold: 0x20000 /m);
  });
});
