import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { freePort, start, stop } from '../../apps/server/bench/support';
import { randomPhone } from '../support/fixtures';

/**
 * `npm run lighthouse`: Lighthouse's performance, accessibility and best-practices scores of every applicant page
 * (its mobile preset: a mid-range phone on a slow 4G link, simulated) and of the staff dashboard and an application
 * page (its desktop preset), against the built portal on a throw-away PGlite holding 60 demo applications. A new
 * applicant signs up for the signed-in pages, a super admin (no second factor on this throw-away database) for the
 * staff ones. Each page is scored LIGHTHOUSE_RUNS times (3 unless set), each run in a fresh browser; one table of
 * each page's median run (by performance score: one run's score moves by ten points or more on a busy 2-core
 * machine) is printed, and every run is written to bench/results/lighthouse-<time>-<commit>.json. A report, not a
 * test: byte budgets live in `npm run size`. LIGHTHOUSE_REPORTS=<dir> also keeps each run's full JSON report and its
 * trace (open it in Chromium's Performance panel), LIGHTHOUSE_PAGES=<regular expression> scores only the pages whose
 * paths match, LIGHTHOUSE_THROTTLING=devtools slows the browser for real instead of simulating it (the results' file
 * then ends in -devtools), and LIGHTHOUSE_SERVER_DIR=<another built checkout> scores that checkout instead
 * (before/after figures).
 */

const checkout = process.env.LIGHTHOUSE_SERVER_DIR ?? fileURLToPath(new URL('../..', import.meta.url));
const serverEntry = path.join(checkout, 'apps/server/dist/server.js');
const cliEntry = path.join(checkout, 'apps/server/dist/cli.js');
const dataDir = mkdtempSync(path.join(tmpdir(), 'qabul-lighthouse-'));
const outbox = path.join(dataDir, 'sms-outbox.jsonl');
const runs = Math.max(1, Number.parseInt(process.env.LIGHTHOUSE_RUNS ?? '', 10) || 3);
const throttling = process.env.LIGHTHOUSE_THROTTLING === 'devtools' ? 'devtools' : 'simulate';
const port = await freePort();
const base = `http://127.0.0.1:${port}`;

const post = (route: string, body: unknown) =>
  fetch(`${base}/api/v1/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

async function loginToken(phone: string, password: string): Promise<string> {
  const login = await post('auth/login', { username: phone, password });
  if (!login.ok) throw new Error(`login of ${phone} failed: ${await login.text()}`);
  return ((await login.json()) as { token: string }).token;
}

async function signedUpToken(): Promise<string> {
  const phone = randomPhone();
  if (!(await post('auth/register', { phone })).ok) throw new Error('sign-up failed');
  const sms = readFileSync(outbox, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { text: string });
  const password = sms.at(-1)?.text.match(/\b\d{6,8}\b/)?.[0];
  if (!password) throw new Error('no password in the sign-up SMS');
  return loginToken(phone, password);
}

/** The CLI on the throw-away data directory, before the server holds it (PGlite takes one process). */
const cli = (...args: string[]) =>
  execFileSync(process.execPath, [cliEntry, ...args], {
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });

type Page = { name: string; url: string; token?: string; desktop?: boolean };

type Audit = { numericValue?: number; displayValue?: string };
type Run = Awaited<ReturnType<typeof measure>>;

/** One Lighthouse run in a fresh Chromium profile; `token` signs the page in (the web app reads the cookie). */
async function measure({ name, url, token, desktop }: Page, run: number) {
  const profile = mkdtempSync(path.join(tmpdir(), 'qabul-lighthouse-profile-'));
  const debuggingPort = await freePort();
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [`--remote-debugging-port=${debuggingPort}`, '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    if (token) await context.addCookies([{ name: 'token', value: token, url: base }]);
    const result = await lighthouse(
      url,
      {
        port: debuggingPort,
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        throttlingMethod: throttling,
        logLevel: 'error',
        // Lighthouse would clear the origin's storage, the sign-in cookie with it; the profile is new anyway.
        disableStorageReset: true,
      },
      desktop ? desktopConfig : undefined,
    );
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
    const score = (category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
    return {
      // Lighthouse's trace failed it (NO_NAVSTART and the like), not the page: no score.
      ...(lhr.runtimeError ? { runtimeError: lhr.runtimeError.code } : {}),
      score: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
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

/** A run Lighthouse itself failed is run again, twice at most: its zero would be taken for the page's score. */
async function measureScored(page: Page, run: number): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    const result = await measure(page, run);
    if (!result.runtimeError || attempt === 3) return result;
    console.error(`${page.name}, run ${run}: ${result.runtimeError}; once more`);
  }
}

const STAFF_PHONE = '998711234567';
cli('seed-demo', '--applications', '60');
const staffPassword = cli('admin', 'create', '--phone', STAFF_PHONE, '--role', 'ADMIN_SUPER').match(
  /Password \(shown once\): (\S+)/,
)?.[1];
if (!staffPassword) throw new Error('admin create printed no password');
const server = await start(
  serverEntry,
  {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SMS_OUTBOX: outbox,
    LOG_LEVEL: 'warn',
    STAFF_TOTP_REQUIRED: 'none',
  },
  `${base}/api/v1/common/health`,
);
try {
  const applicant = await signedUpToken();
  const staff = await loginToken(STAFF_PHONE, staffPassword);
  const list = await fetch(`${base}/api/v1/admin/application?page=0&size=1`, {
    headers: { authorization: `Bearer ${staff}` },
  });
  const [first] = ((await list.json()) as { content: { id: number }[] }).content;
  if (!first) throw new Error('the demo data holds no application');
  const pages: Page[] = [
    ...['/', '/sign-up', '/forgot-password'].map((route) => ({ name: route, url: `${base}${route}` })),
    ...['/home', '/home/application', '/home/allowance', '/home/result', '/home/appeal', '/home/personal-info'].map(
      (route) => ({ name: route, url: `${base}${route}`, token: applicant }),
    ),
    ...['/admin', `/admin/admin-application-show/${first.id}`].map((route) => ({
      name: `${route} (desktop)`,
      url: `${base}${route}`,
      token: staff,
      desktop: true,
    })),
  ];
  const only = new RegExp(process.env.LIGHTHOUSE_PAGES ?? '', 'i');
  const medians: { page: Page; median: Run; runs: Run[] }[] = [];
  for (const page of pages.filter(({ name }) => only.test(name))) {
    const results: Run[] = [];
    for (let run = 1; run <= runs; run++) results.push(await measureScored(page, run));
    // The run with the median performance score (the lower middle one of an even count), whole, not a mix of runs.
    const median = [...results].sort((a, b) => a.score - b.score)[Math.floor((runs - 1) / 2)];
    medians.push({ page, median, runs: results });
    console.error(`${page.name}: ${results.map((r) => r.score).join(', ')}`);
  }
  const columns = ['page', 'perf', 'a11y', 'best', 'FCP', 'LCP', 'TBT', 'CLS', 'SI', 'host CPU', 'shown'];
  console.log(`| ${columns.join(' | ')} |\n|${columns.map(() => '---').join('|')}|`);
  for (const { page, median: r } of medians) {
    const cells = [page.name, r.score, r.accessibility, r.bestPractices, r.fcp, r.lcp, r.tbt, r.cls, r.speedIndex];
    console.log(`| ${[...cells, r.benchmarkIndex, new URL(r.shownUrl).pathname].join(' | ')} |`);
  }
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: checkout, encoding: 'utf8' }).trim();
  const results = fileURLToPath(new URL('../../bench/results/', import.meta.url));
  const time = new Date().toISOString().slice(0, 16).replace(':', '-');
  const file = path.join(results, `lighthouse-${time}-${commit}${throttling === 'devtools' ? '-devtools' : ''}.json`);
  const pageResults = medians.map(({ page, median, runs }) => ({
    page: page.name,
    desktop: Boolean(page.desktop),
    median,
    runs,
  }));
  writeFileSync(file, `${JSON.stringify({ commit, throttling, runsPerPage: runs, pages: pageResults }, null, 1)}\n`);
  console.log(`written to ${path.relative(process.cwd(), file)}`);
} finally {
  await stop(server);
  rmSync(dataDir, { recursive: true, force: true });
}
