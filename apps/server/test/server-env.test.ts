import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MALLOC_TUNABLES, SERVER_NODE_FLAGS, serverEnvironment } from '../../../scripts/server-env.mjs';

/** glibc's dynamic loader, which lists the tunables a process would start with (x86-64 Linux: CI and production). */
const LOADER = '/lib64/ld-linux-x86-64.so.2';

describe('the environment npm start gives the server', () => {
  it('limits malloc arenas and fixes the mmap threshold, keeping the rest of the environment', () => {
    const env = serverEnvironment({ PORT: '8080', DATABASE_URL: 'postgres://db/qabul' });
    expect(env).toEqual({
      PORT: '8080',
      DATABASE_URL: 'postgres://db/qabul',
      GLIBC_TUNABLES: 'glibc.malloc.arena_max=2:glibc.malloc.mmap_threshold=32768',
    });
  });

  it("puts the operator's own tunables last, so that theirs win", () => {
    const env = serverEnvironment({ GLIBC_TUNABLES: 'glibc.malloc.arena_max=4' });
    expect(env.GLIBC_TUNABLES).toBe(`${MALLOC_TUNABLES}:glibc.malloc.arena_max=4`);
  });

  it('reads the current process environment by default', () => {
    expect(serverEnvironment().PATH).toBe(process.env.PATH);
  });

  it.runIf(existsSync(LOADER))('is read by glibc as two arenas and a 32 KiB mmap threshold', () => {
    const listed = execFileSync(LOADER, ['--list-tunables'], { env: serverEnvironment({}), encoding: 'utf8' });
    expect(listed).toMatch(/^glibc\.malloc\.arena_max: 0x2 /m);
    expect(listed).toMatch(/^glibc\.malloc\.mmap_threshold: 0x8000 /m);
  });
});

describe('the Node flags npm start gives the server', () => {
  /** The largest the young generation's space gets while a script keeps 100,000 objects alive among its garbage. */
  const largestNewSpace = (flags: readonly string[]) => {
    const script = `
      const v8 = require('node:v8');
      let largest = 0;
      const kept = new Array(100000);
      for (let i = 0; i < 3e6; i++) {
        kept[i % kept.length] = { i, text: 'x' + i };
        if (i % 10000 === 0) {
          const space = v8.getHeapSpaceStatistics().find((each) => each.space_name === 'new_space');
          largest = Math.max(largest, space.space_size);
        }
      }
      process.stdout.write(String(largest));`;
    return Number(execFileSync(process.execPath, [...flags, '-e', script], { encoding: 'utf8' }));
  };

  it('are accepted by this Node and hold the young generation to two semi-spaces of 8 MiB', () => {
    const MiB = 2 ** 20;
    expect(largestNewSpace(SERVER_NODE_FLAGS)).toBeLessThanOrEqual(16 * MiB);
    expect(largestNewSpace([])).toBeGreaterThan(16 * MiB);
  });
});
