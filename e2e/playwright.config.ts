import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { SERVER_NODE_FLAGS, serverEnvironment } from '../scripts/server-env.mjs';
import { E2E_ADMIN, E2E_MAIL_PORT, E2E_PORT } from './support/constants';

// One throw-away data directory per run. Workers re-evaluate this file; the env var keeps them on the runner's dir.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'qabul-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;
process.env.E2E_SMS_OUTBOX = path.join(dataDir, 'sms-outbox.jsonl');
process.env.E2E_MAIL_OUTBOX = path.join(dataDir, 'mail-outbox.jsonl');

const baseURL = `http://127.0.0.1:${E2E_PORT}`;
// A second server on a database of its own, for the tests that switch the active admission session: on the shared
// one, an application submitted by another test at that moment would land in the wrong session.
const sessionsPort = E2E_PORT + 1;
const sessionsURL = `http://127.0.0.1:${sessionsPort}`;
const sessionsTests = /admission-sessions\.spec\.ts$/;

/** Browser tests against the built portal (npm run build), served by the real server on embedded PGlite. */
export default defineConfig({
  testDir: './tests',
  outputDir: path.join(dataDir, 'results'),
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  forbidOnly: true,
  use: {
    baseURL,
    browserName: 'chromium',
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium, never a downloaded browser; the flags keep it off this machine's closed network.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'portal', testIgnore: sessionsTests },
    { name: 'admission-sessions', testMatch: sessionsTests, use: { baseURL: sessionsURL } },
  ],
  webServer: [
    mailSink(),
    server(baseURL, E2E_PORT, dataDir),
    server(sessionsURL, sessionsPort, path.join(dataDir, 'sessions')),
  ],
});

/** A real SMTP server the portal's e-mails go to; it writes each to E2E_MAIL_OUTBOX (support/mail-sink.ts). */
function mailSink() {
  return {
    command: 'npx tsx support/mail-sink.ts',
    port: E2E_MAIL_PORT,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: { MAIL_SINK_PORT: String(E2E_MAIL_PORT), MAIL_OUTBOX: process.env.E2E_MAIL_OUTBOX as string },
  };
}

/** The portal's built server, as `npm start` runs it, on embedded PGlite in `dir`. */
function server(url: string, port: number, dir: string) {
  return {
    // With the Node flags and malloc settings `npm start` gives the server.
    command: ['node', ...SERVER_NODE_FLAGS, '../apps/server/dist/server.js'].join(' '),
    url: `${url}/api/v1/common/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      GLIBC_TUNABLES: serverEnvironment().GLIBC_TUNABLES,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      // One outbox for both servers: the tests read the codes they were sent by phone number.
      SMS_OUTBOX: process.env.E2E_SMS_OUTBOX as string,
      SMTP_URL: `smtp://127.0.0.1:${E2E_MAIL_PORT}`,
      LOG_LEVEL: 'warn',
      ADMIN_PHONE: E2E_ADMIN.phone,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // Every browser test registers from 127.0.0.1; the per-address SMS limit is tested in the API suite.
      SMS_PER_IP_PER_HOUR: '10000',
      // The forgot-password test asks for a new password right after signing up (the limits: the API suite).
      SMS_PER_PHONE_PER_MINUTE: '10',
      LOGIN_FAILURES_PER_IP: '10000',
      // The other files sign the super admin in by password; two-factor has its own server and file
      // (tests/two-factor-audit.spec.ts, docs/decisions/0205-staff-totp.md).
      STAFF_TOTP_REQUIRED: 'none',
      // Two browsers and the embedded database share two cores: no load shedding (tested in the API suite).
      MAX_EVENT_LOOP_DELAY_MS: '0',
    },
  };
}
