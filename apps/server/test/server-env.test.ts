import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
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
  const MiB = 2 ** 20;
  /** Sets `largest`: the largest the young generation's space gets while 100,000 objects are kept among garbage. */
  const GARBAGE = `
    const v8 = require('node:v8');
    let largest = 0;
    const kept = new Array(100000);
    for (let i = 0; i < 3e6; i++) {
      kept[i % kept.length] = { i, text: 'x' + i };
      if (i % 10000 === 0) {
        const space = v8.getHeapSpaceStatistics().find((each) => each.space_name === 'new_space');
        largest = Math.max(largest, space.space_size);
      }
    }`;
  /** `largest` of a new Node started with `flags`. */
  const largestNewSpace = (flags: readonly string[]) =>
    Number(
      execFileSync(process.execPath, [...flags, '-e', `${GARBAGE}; process.stdout.write(String(largest));`], {
        encoding: 'utf8',
      }),
    );

  it('are accepted by this Node and hold the young generation near two semi-spaces of 8 MiB', () => {
    // Two semi-spaces of 8 MiB; Node 24's V8 sizes its new space with some pages more (16-17.5 MiB seen), against
    // the 128 MiB it grows to without the flag.
    expect(largestNewSpace(SERVER_NODE_FLAGS)).toBeLessThanOrEqual(24 * MiB);
    expect(largestNewSpace([])).toBeGreaterThan(32 * MiB);
  });

  it("leave the embedded database's thread a young generation of its own, smaller than the main thread's", () => {
    const thread = pathToFileURL(path.join(import.meta.dirname, '../src/db/pglite-thread.ts')).href;
    const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm')).href;
    const script = `
      const { Worker } = require('node:worker_threads');
      const inThread = (resourceLimits) => new Promise((resolve) => {
        const code = ${JSON.stringify(`${GARBAGE}; require('node:worker_threads').parentPort.postMessage(largest);`)};
        new Worker(code, { eval: true, resourceLimits }).once('message', resolve);
      });
      import(${JSON.stringify(thread)}).then(async ({ databaseThreadLimits }) => {
        const withFlagsOnly = await inThread(undefined);
        const limited = await inThread(databaseThreadLimits());
        process.stdout.write(JSON.stringify({ withFlagsOnly, limited }));
      });`;
    const sizes = JSON.parse(
      execFileSync(process.execPath, [...SERVER_NODE_FLAGS, '--import', tsx, '-e', script], { encoding: 'utf8' }),
    );
    expect(sizes.withFlagsOnly).toBeGreaterThanOrEqual(16 * MiB);
    // Node 20's V8 held the thread's new space to the 8 MiB asked for; Node 24's reserves 10.5-12 MiB for it (more
    // on a busy machine), still under the main thread's two semi-spaces of 8 MiB.
    expect(sizes.limited).toBeLessThan(16 * MiB);
    expect(sizes.limited).toBeLessThan(sizes.withFlagsOnly);
  });
});
