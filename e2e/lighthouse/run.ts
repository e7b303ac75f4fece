import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { freePort, start, stop } from '../../apps/server/bench/support';
import { randomPhone } from '../support/fixtures';

/**
 * `npm run lighthouse`: Lighthouse's mobile performance score (its default: a mid-range phone on a slow 4G link,
 * simulated) of the login page and of the application form, against the built portal on a throw-away PGlite.
 * Prints the scores; a report, not a test. Each page is scored LIGHTHOUSE_RUNS times (3 unless set), each run in a
 * fresh browser, and the median run is printed below the runs: one run's score moves by ten points or more on a
 * busy 2-core machine. LIGHTHOUSE_REPORTS=<dir> also keeps each run's full JSON report and its trace (open it in
 * Chromium's Performance panel), LIGHTHOUSE_PAGES=<regular expression> scores only the pages whose names match,
 * LIGHTHOUSE_THROTTLING=devtools slows the browser for real instead of simulating it, and
 * LIGHTHOUSE_SERVER_DIR=<another built checkout> scores that checkout instead (before/after figures).
 */

const checkout = process.env.LIGHTHOUSE_SERVER_DIR ?? fileURLToPath(new URL('../..', import.meta.url));
const serverEntry = path.join(checkout, 'apps/server/dist/server.js');
const dataDir = mkdtempSync(path.join(tmpdir(), 'qabul-lighthouse-'));
const outbox = path.join(dataDir, 'sms-outbox.jsonl');
const runs = Math.max(1, Number.parseInt(process.env.LIGHTHOUSE_RUNS ?? '', 10) || 3);
const port = await freePort();
const base = `http://127.0.0.1:${port}`;

async function signedUpToken(): Promise<string> {
  const phone = randomPhone();
  const post = (route: string, body: unknown) =>
    fetch(`${base}/api/v1/${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  if (!(await post('auth/register', { phone })).ok) throw new Error('sign-up failed');
  const sms = readFileSync(outbox, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { text: string });
  const password = sms.at(-1)?.text.match(/\b\d{6,8}\b/)?.[0];
  const login = await post('auth/login', { username: phone, password });
  return ((await login.json()) as { token: string }).token;
}

type Audit = { numericValue?: number; displayValue?: string };
type Run = Awaited<ReturnType<typeof measure>>;

/** One Lighthouse run in a fresh Chromium profile; `token` signs the page in (the web app reads the cookie). */
async function measure(name: string, url: string, token?: string, run = 1) {
  const profile = mkdtempSync(path.join(tmpdir(), 'qabul-lighthouse-profile-'));
  const debuggingPort = await freePort();
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [`--remote-debugging-port=${debuggingPort}`, '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    if (token) await context.addCookies([{ name: 'token', value: token, url: base }]);
    const result = await lighthouse(url, {
      port: debuggingPort,
      onlyCategories: ['performance'],
      throttlingMethod: process.env.LIGHTHOUSE_THROTTLING === 'devtools' ? 'devtools' : 'simulate',
      logLevel: 'error',
      // Lighthouse would clear the origin's storage, the sign-in cookie with it; the profile is new anyway.
      disableStorageReset: true,
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    const reports = process.env.LIGHTHOUSE_REPORTS;
    if (reports) {
      mkdirSync(reports, { recursive: true });
      const file = `${name.replace(/\W+/g, '-')}-${run}.json`;
      writeFileSync(path.join(reports, file), JSON.stringify(lhr, null, 1));
      const trace = (result.artifacts as { Trace?: unknown }).Trace;
      if (trace) writeFileSync(path.join(reports, file.replace(/\.json$/, '.trace.json')), JSON.stringify(trace));
    }
    const audit = (id: string) => (lhr.audits[id] as Audit | undefined)?.displayValue ?? '-';
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      shownUrl: lhr.finalDisplayedUrl,
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      speedIndex: audit('speed-index'),
      // Lighthouse's own gauge of this host's CPU; its 4x slowdown assumes a fast desktop (1,500-2,000), so a
      // lower figure here means a lower score for the same page (docs/throttling.md in Lighthouse).
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

const server = await start(
  serverEntry,
  { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SMS_OUTBOX: outbox, LOG_LEVEL: 'warn' },
  `${base}/api/v1/common/health`,
);
try {
  const pages = [
    { name: 'login page', url: `${base}/` },
    { name: 'application form', url: `${base}/home/application`, token: await signedUpToken() },
  ];
  console.log('page                     | score | FCP    | LCP    | TBT      | CLS   | Speed Index | host CPU | shown');
  const line = (label: string, r: Run) =>
    console.log(
      [
        label.padEnd(24),
        String(r.score).padStart(5),
        r.fcp.padEnd(6),
        r.lcp.padEnd(6),
        r.tbt.padEnd(8),
        r.cls.padEnd(5),
        r.speedIndex.padEnd(11),
        String(r.benchmarkIndex).padStart(8),
        new URL(r.shownUrl).pathname,
      ].join(' | '),
    );
  const only = new RegExp(process.env.LIGHTHOUSE_PAGES ?? '', 'i');
  for (const page of pages.filter(({ name }) => only.test(name))) {
    const results: Run[] = [];
    for (let run = 1; run <= runs; run++) {
      const r = await measure(page.name, page.url, page.token, run);
      results.push(r);
      line(runs > 1 ? `${page.name} ${run}` : page.name, r);
    }
    if (runs > 1) {
      // The run with the median score (the lower middle one of an even count), shown whole rather than a mix of runs.
      const median = [...results].sort((a, b) => a.score - b.score)[Math.floor((runs - 1) / 2)];
      line(`${page.name} median`, median);
    }
  }
} finally {
  await stop(server);
  rmSync(dataDir, { recursive: true, force: true });
}
