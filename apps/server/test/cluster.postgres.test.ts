import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from './helpers/test-app';

/** The real server with two worker processes on one PostgreSQL database, as production runs it. */
const serverDir = path.resolve(import.meta.dirname, '..');
let database: Awaited<ReturnType<typeof openTestDatabase>>;
let primary: ChildProcess;
let port: number;
let output = '';

function start(): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      DATABASE_URL: database.url as string,
      WEB_CONCURRENCY: '2',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      SHUTDOWN_GRACE_SECONDS: '3',
      SMS_WORKER: 'false',
      // Load shedding off: a 503 from a busy CI machine is not what these tests are about.
      MAX_EVENT_LOOP_DELAY_MS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/Server listening at http:\/\/127\.0\.0\.1:(\d+)/);
      if (match) resolve({ child, port: Number(match[1]) });
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    child.on('exit', (code) => reject(new Error(`server exited (${code}) before listening:\n${output}`)));
  });
}

/** A GET on a connection of its own (no keep-alive), so the primary hands it to the next worker. */
function getFresh(url: string): Promise<{ status: number; worker: string | undefined }> {
  return new Promise((resolve, reject) => {
    http
      .get(`http://127.0.0.1:${port}${url}`, { agent: false }, (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, worker: response.headers['x-worker'] as string | undefined }),
        );
      })
      .on('error', reject);
  });
}

const workerPids = () =>
  readFileSync(`/proc/${primary.pid}/task/${primary.pid}/children`, 'utf8')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map(Number);

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function waitFor(condition: () => boolean, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error(`timed out waiting; server output:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  database = await openTestDatabase('seeded');
  ({ child: primary, port } = await start());
  // Both workers listen before the tests start.
  await waitFor(() => (output.match(/Server listening at/g) ?? []).length === 2 && workerPids().length === 2, 30_000);
}, 60_000);

afterAll(async () => {
  if (primary.exitCode === null) primary.kill('SIGKILL');
  await database.close();
});

describe('several worker processes with PostgreSQL', () => {
  it('shares the port between two workers that both answer', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => getFresh('/api/v1/common/health')));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(new Set(answers.map((answer) => answer.worker)).size).toBe(2);
  });

  it('starts both workers at the first attempt, on a database where the job queue did not exist yet', () => {
    // Two workers creating pg-boss's queue at once deadlocked, and one died at start (the primary creates it now).
    expect(output).not.toContain('a worker stopped');
    expect(output).not.toContain('deadlock');
  });

  it('replaces a worker that dies', async () => {
    const [victim, survivor] = workerPids();
    process.kill(victim, 'SIGKILL');
    await expect.poll(() => workerPids().filter((pid) => pid !== victim).length, { timeout: 20_000 }).toBe(2);
    expect(workerPids()).toContain(survivor);
    await expect.poll(async () => (await getFresh('/api/v1/common/health')).status, { timeout: 20_000 }).toBe(200);
  });

  it('stops every process on SIGTERM, within the grace period', async () => {
    const workers = workerPids();
    const exited = new Promise<number | null>((resolve) => primary.once('exit', (code) => resolve(code)));
    const signalledAt = Date.now();
    primary.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(3_000 + 5_000);
    await expect.poll(() => workers.filter(alive).length, { timeout: 5_000 }).toBe(0);
  });
});
