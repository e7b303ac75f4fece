/**
 * `npm run bench:review`: the staff review's hot paths on PostgreSQL with 200,000 applications (spec issue 8 budgets:
 * list with a search term p95 ≤ 30 ms, counts ≤ 20 ms, an export of 100,000+ rows ≤ 10 s with peak RSS ≤ 300 MB).
 * BENCH_DATABASE_URL names the database (default: postgres://postgres@127.0.0.1:5432/qabul_bench); missing
 * applications are generated first (seed:demo). The built server (dist/server.js) runs as its own process, so the
 * RSS figures are the server's alone. Prints a table; it asserts nothing (a bench, not a test).
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { loadConfig } from '../src/config';
import { hashPassword } from '../src/lib/password';
import { seedDemoApplications } from '../src/modules/applications/applications.demo';
import { applications } from '../src/modules/applications/applications.table';
import { findMemberByPhone, insertMember, updateMemberPassword } from '../src/modules/auth/members.queries';
import { openRuntime } from '../src/runtime';
import { seedDatabase } from '../src/seed';
import { freePort, memoryField, processTree, start, stop } from './support';

const TARGET = Number(process.env.BENCH_APPLICATIONS ?? 200_000);
const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/qabul_bench';
const ADMIN = { phone: '998770000001', password: 'Bench-admin-2026' };

const SERVER_ENTRY = path.join(import.meta.dirname, '../dist/server.js');

/** Resident and peak resident memory (bytes) of the largest process of the tree: the one serving the export. */
function memoryOf(pid: number): { rss: number; peak: number } {
  const pids = processTree(pid);
  return {
    rss: Math.max(...pids.map((each) => memoryField(each, 'VmRSS'))),
    peak: Math.max(...pids.map((each) => memoryField(each, 'VmHWM'))),
  };
}

function startServer(port: number): Promise<ChildProcess> {
  return start(
    SERVER_ENTRY,
    {
      DATABASE_URL: url,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WEB_CONCURRENCY: '1',
      MAX_EVENT_LOOP_DELAY_MS: '0',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'qabul-bench-review-')),
      WEB_DIST: mkdtempSync(path.join(tmpdir(), 'qabul-bench-web-')),
    },
    `http://127.0.0.1:${port}/api/v1/common/health`,
    { showOutput: true, likeNpmStart: true },
  );
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function main() {
  const config = loadConfig({ ...process.env, DATABASE_URL: url, LOG_LEVEL: 'warn', SEED_DEMO: 'true' });
  const runtime = await openRuntime(config, { info: () => {}, warn: console.warn, error: console.error });
  await runtime.database.migrate();
  await seedDatabase(runtime.ctx.db, { demo: true });
  const have = await runtime.ctx.db.$count(applications);
  if (have < TARGET) {
    console.log(`Generating ${TARGET - have} applications (have ${have})…`);
    await seedDemoApplications(runtime.ctx.db, TARGET - have, (line) => console.log(`  ${line}`));
  }
  const admin = await findMemberByPhone(runtime.ctx.db, ADMIN.phone);
  const passwordHash = await hashPassword(ADMIN.password);
  if (admin) await updateMemberPassword(runtime.ctx.db, admin.id, passwordHash);
  else await insertMember(runtime.ctx.db, { phone: ADMIN.phone, passwordHash, role: 'ADMIN_SUPER' });
  const total = await runtime.ctx.db.$count(applications);
  await runtime.close();
  const port = await freePort();
  const server = await startServer(port);
  const base = `http://127.0.0.1:${port}`;
  const login = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: ADMIN.phone, password: ADMIN.password }),
  });
  if (!login.ok) throw new Error(`Log in as the bench admin ${ADMIN.phone} failed: ${await login.text()}`);
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };

  async function measure(name: string, paths: string[], rounds: number) {
    const times: number[] = [];
    for (let i = 0; i < rounds; i++) {
      const path = paths[i % paths.length];
      const started = performance.now();
      const response = await fetch(`${base}/api/v1/${path}`, { headers });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${path}: ${response.status}`);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    return {
      name,
      requests: rounds,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      max: times.at(-1) ?? 0,
      rss: memoryOf(server.pid as number).rss,
    };
  }

  const terms = ['karim', 'YUSUPOVA', 'dilnoza', 'AB 00', 'ab0001', '5170', '0012345', '99890', '4123', 'sardor'];
  const tabs = ['', '/submitted', '/accepted', '/rejected'];
  // Warm the connection pool and the plans before timing.
  await measure('warm-up', ['admin/application?name=x', 'admin/application/count'], 20);
  const rows = [
    await measure(
      'list, search term (4 tabs × 10 terms)',
      tabs.flatMap((tab) => terms.map((term) => `admin/application${tab}?name=${encodeURIComponent(term)}`)),
      400,
    ),
    await measure(
      'list, page 1, newest first',
      tabs.map((tab) => `admin/application${tab}`),
      200,
    ),
    await measure(
      'list, page 500, by last name',
      tabs.map((tab) => `admin/application${tab}?page=500&sortField=lastName`),
      200,
    ),
    await measure('count', ['admin/application/count'], 200),
  ];

  // The largest export: every listed application, streamed; the server's RSS sampled while it runs.
  const before = memoryOf(server.pid as number);
  let peak = before.rss;
  const sampler = setInterval(() => {
    peak = Math.max(peak, memoryOf(server.pid as number).rss);
  }, 20);
  const started = performance.now();
  const response = await fetch(`${base}/api/v1/admin/application/export`, { headers });
  let bytes = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
  const exportMs = performance.now() - started;
  clearInterval(sampler);
  const listed = (await (await fetch(`${base}/api/v1/admin/application/count`, { headers })).json()) as { all: number };

  peak = Math.max(peak, memoryOf(server.pid as number).peak);
  console.log(`\nReview bench on PostgreSQL, ${total} applications`);
  console.table(
    rows.map((row) => ({
      scenario: row.name,
      requests: row.requests,
      'p50 ms': row.p50.toFixed(1),
      'p95 ms': row.p95.toFixed(1),
      'max ms': row.max.toFixed(1),
      'server RSS after MB': (row.rss / 1e6).toFixed(0),
    })),
  );
  console.table([
    {
      scenario: 'export all listed (xlsx, streamed)',
      rows: listed.all,
      seconds: (exportMs / 1000).toFixed(2),
      'size MB': (bytes / 1e6).toFixed(1),
      'server RSS before MB': (before.rss / 1e6).toFixed(0),
      'server peak RSS MB': (peak / 1e6).toFixed(0),
    },
  ]);
  await stop(server);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
