import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS, serverEnvironment } from '../../scripts/server-env.mjs';
import { expect } from './fixtures';

/** The built server and command line (npm run build). */
export const serverDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/server/dist');

/** A data directory of a test file's own, removed by `stop`. */
export const ownDataDir = (name: string) => mkdtempSync(path.join(tmpdir(), `qabul-e2e-${name}-`));

/**
 * A server of a test file's own, for what the main test server (playwright.config.ts) cannot have: data seeded
 * before it starts, or other settings. Started as the main one is, on its own port and data directory, sharing the
 * main server's SMS outbox so the fixtures read sign-up codes as usual. `stop` ends it and removes the directory.
 */
export async function startOwnServer(options: { port: number; dataDir: string; env?: Record<string, string> }) {
  const baseURL = `http://127.0.0.1:${options.port}`;
  const child: ChildProcess = spawn('node', [...SERVER_NODE_FLAGS, path.join(serverDist, 'server.js')], {
    env: {
      ...process.env,
      GLIBC_TUNABLES: serverEnvironment().GLIBC_TUNABLES,
      DATA_DIR: options.dataDir,
      LOG_LEVEL: 'warn',
      PORT: String(options.port),
      HOST: '127.0.0.1',
      SMS_OUTBOX: process.env.E2E_SMS_OUTBOX,
      SMS_PER_IP_PER_HOUR: '10000',
      // As for the main test server: two browsers share two cores, no load shedding.
      MAX_EVENT_LOOP_DELAY_MS: '0',
      // As for the main test server: staff sign in by password unless a file asks for two-factor.
      STAFF_TOTP_REQUIRED: 'none',
      ...options.env,
    },
    stdio: 'ignore',
  });
  await expect
    .poll(
      () =>
        fetch(`${baseURL}/api/v1/common/health`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 60_000 },
    )
    .toBe(200);
  return {
    baseURL,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(options.dataDir, { recursive: true, force: true });
    },
  };
}
