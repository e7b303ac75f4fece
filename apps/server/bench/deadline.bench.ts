/**
 * `npm run bench`: deadline day on this machine. Starts the built server (dist/server.js of BENCH_SERVER_DIR, by
 * default this checkout) on a fresh embedded database and, with BENCH_DATABASE_URL, on a fresh PostgreSQL database
 * beside it; signs up applicants through the API; then drives each scenario with autocannon (20 connections,
 * BENCH_SECONDS each) next to two yardsticks in their own process: a bare Fastify hello route and a bare Fastify
 * route doing one primary-key select through `pg`. Prints one table per database and writes it as JSON under
 * bench/results/. It asserts nothing: a bench, not a test.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import {
  type ApplicationReferences,
  multipartFile,
  REQUIRED_UPLOADS,
  validApplication,
} from '../test/helpers/application-fixtures';
import { cpuSecondsOf, freePort, memoryField, processTree, start, stop } from './support';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const SERVER_DIR = path.resolve(process.env.BENCH_SERVER_DIR ?? ROOT);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/** BENCH_ONLY=<regular expression>: only the scenarios whose names match (the yardsticks always run). */
const ONLY = new RegExp(process.env.BENCH_ONLY ?? '', 'i');
const CONNECTIONS = 20;
const APPLICANTS = 50;
/**
 * Applicants with complete applications and documents, each submitted once: 100 by the submit scenario, the rest by
 * the mixed one (5 % of 5 s at 2,000 req/s is 500), so that no submit there is refused as already sent.
 */
const SUBMITTERS = Number(process.env.BENCH_SUBMITTERS ?? 600);
const SUBMITS_ALONE = Math.min(100, Math.floor(SUBMITTERS / 2));
const ADMIN = { phone: '998770000001', password: 'Bench-admin-2026' };
const BROWSER = { 'accept-encoding': 'gzip, deflate, br', 'accept-language': 'uz' };

type Json = Record<string, unknown>;
interface Row {
  scenario: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  requests: number;
  /** The yardstick this row is compared with. */
  versus?: 'hello' | 'pk';
  /** The server's CPU time (all its processes) per answered request, in µs: steadier than req/s on a busy host. */
  cpuPerRequest?: number;
  /** A mixed scenario's latency per kind of request ("PUT /api/v1/…/{id}"). */
  byRequest?: Record<string, { requests: number; p50: number; p99: number }>;
}

/** How long the server is left idle after the last scenario before its RSS is read again. */
const SETTLE_MS = 10_000;
const mib = (bytes: number) => (bytes / 2 ** 20).toFixed(0);

/** Resident memory (bytes) of the server and its workers together. */
const rssOf = (pid: number) => processTree(pid).reduce((sum, each) => sum + memoryField(each, 'VmRSS'), 0);

async function measure(
  scenario: string,
  url: string,
  requests: autocannon.Request[],
  options: {
    amount?: number;
    versus?: Row['versus'];
    byRequest?: boolean;
    server?: number;
    setupClient?: (client: autocannon.Client) => void;
  } = {},
): Promise<Row> {
  const latencies = new Map<string, number[]>();
  const cpuBefore = options.server ? cpuSecondsOf(options.server) : 0;
  const result = await autocannon({
    url,
    connections: Math.min(CONNECTIONS, options.amount ?? CONNECTIONS),
    duration: SECONDS,
    amount: options.amount,
    headers: BROWSER,
    requests: options.byRequest ? requests.map((request) => timed(request, latencies)) : requests,
    setupClient: options.setupClient,
  });
  return {
    scenario,
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
    requests: result.requests.total,
    versus: options.versus,
    byRequest: options.byRequest ? percentilesOf(latencies) : undefined,
    cpuPerRequest: options.server
      ? Math.round(((cpuSecondsOf(options.server) - cpuBefore) * 1e6) / Math.max(1, result.requests.total))
      : undefined,
  };
}

interface Sent {
  kind: string;
  at: number;
}

/**
 * The request, timing each of its answers into `latencies` under its kind ("PUT /api/v1/…/{id}"): a connection sends
 * one request at a time (no pipelining), and autocannon's context belongs to the connection.
 */
function timed(request: autocannon.Request, latencies: Map<string, number[]>): autocannon.Request {
  const setup = request.setupRequest;
  return {
    ...request,
    setupRequest: (built, context) => {
      const sent = typeof setup === 'function' ? setup(built, context) : built;
      const kind = `${sent.method} ${(sent.path ?? '/').replace(/\/\d+(?=\/|\?|$)/g, '/{id}').replace(/\?.*/, '')}`;
      Object.assign(context, { sent: { kind, at: performance.now() } });
      return sent;
    },
    onResponse: (_status, _body, context) => {
      const { kind, at } = (context as { sent: Sent }).sent;
      const times = latencies.get(kind) ?? [];
      latencies.set(kind, times);
      times.push(performance.now() - at);
    },
  };
}

/**
 * One request drawn at random from `choices` each time. A list instead would be sent in the same order by every
 * connection, starting together: all 20 would log in at the same moment, and again each time round.
 */
function drawn(choices: autocannon.Request[]): autocannon.Request {
  return {
    setupRequest: (built, context) => {
      const choice = choices[Math.floor(Math.random() * choices.length)];
      const request = { ...built, method: choice.method, path: choice.path, headers: choice.headers ?? built.headers };
      return typeof choice.setupRequest === 'function' ? choice.setupRequest(request, context) : request;
    },
  };
}

function percentilesOf(latencies: Map<string, number[]>) {
  return Object.fromEntries(
    [...latencies].map(([kind, times]) => {
      const sorted = times.sort((a, b) => a - b);
      const at = (share: number) =>
        Math.round(sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0);
      return [kind, { requests: sorted.length, p50: at(0.5), p99: at(0.99) }];
    }),
  );
}

/** Hands out the items of `list` in turn, for requests that each need another applicant. */
const rotate = <T>(list: T[]) => {
  let next = 0;
  return () => list[next++ % list.length];
};

async function call(base: string, method: string, url: string, options: { token?: string; body?: unknown } = {}) {
  const response = await fetch(`${base}/api/v1/${url}`, {
    method,
    headers: {
      ...BROWSER,
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body instanceof Buffer ? {} : { 'content-type': 'application/json' }),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text}`);
  return text ? (JSON.parse(text) as Json & Json[]) : ({} as Json & Json[]);
}

/** In batches of `width` at a time: sign-ups and uploads are slow on purpose (argon2, image decoding). */
async function inBatches<T, R>(items: T[], width: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += width)
    results.push(...(await Promise.all(items.slice(i, i + width).map(work))));
  return results;
}

async function prepare(base: string, outbox: string) {
  const codeOf = (phone: string) => {
    const line = readFileSync(outbox, 'utf8')
      .trim()
      .split('\n')
      .map((text) => JSON.parse(text) as { to: string; text: string })
      .filter((message) => message.to === phone)
      .at(-1);
    const code = line?.text.match(/\b(\d{6})\b/)?.[1];
    if (!code) throw new Error(`no code for ${phone}`);
    return code;
  };
  const signUp = async (phone: string) => {
    await call(base, 'POST', 'auth/register', { body: { phone } });
    const password = codeOf(phone);
    const { token } = (await call(base, 'POST', 'auth/login', { body: { username: phone, password } })) as unknown as {
      token: string;
    };
    return { phone, password, token };
  };
  const admin = (await call(base, 'POST', 'auth/login', { body: { username: ADMIN.phone, password: ADMIN.password } }))
    .token as string | undefined;
  // Without a session every staff scenario would measure 401 answers.
  if (!admin) throw new Error('the bench admin got no session from auth/login (a second factor asked for?)');

  const phones = Array.from({ length: APPLICANTS + SUBMITTERS }, (_, i) => `99878${String(i + 1).padStart(7, '0')}`);
  const people = await inBatches(phones, 8, signUp);
  const token = people[0].token;
  const countries = await call(base, 'GET', 'abiturient/address/country/all', { token });
  const uzbekistan = countries.find((country) => country.iso === 'UZ') as { id: number };
  const regions = await call(base, 'GET', `abiturient/address/region/all/${uzbekistan.id}`, { token });
  const cityOf = async (regionId: unknown) =>
    (await call(base, 'GET', `abiturient/address/city/all/${regionId}`, { token }))[0].id as number;
  const faculty = (await call(base, 'GET', 'abiturient/education/faculty/all', { token }))[0].id as number;
  const language = (await call(base, 'GET', `abiturient/education/language/all?facultyId=${faculty}`, { token }))[0]
    .id as number;
  const refs: ApplicationReferences = {
    countryId: uzbekistan.id,
    regionId: regions[0].id as number,
    cityId: await cityOf(regions[0].id),
    otherRegionId: regions[1].id as number,
    otherCityId: await cityOf(regions[1].id),
    facultyId: faculty,
    languageId: language,
    scienceId: 0,
    otherFacultyLanguageId: 0,
  };
  const application = validApplication(refs);
  await inBatches(people, 8, (person) =>
    call(base, 'PUT', 'abiturient/application/draft', { token: person.token, body: application }),
  );
  const submitters = people.slice(APPLICANTS);
  await inBatches(submitters, 4, async (person) => {
    for (const [kind, bytes, name] of REQUIRED_UPLOADS) {
      const upload = multipartFile(bytes, name);
      const response = await fetch(`${base}/api/v1/abiturient/application/file/${kind}`, {
        method: 'POST',
        headers: { ...upload.headers, authorization: `Bearer ${person.token}` },
        body: upload.payload,
      });
      if (!response.ok) throw new Error(`upload ${kind}: ${response.status} ${await response.text()}`);
    }
  });
  return { admin, applicants: people.slice(0, APPLICANTS), submitters, application, refs };
}

async function benchTarget(label: string, env: Record<string, string>, yardstick: 'hello' | 'pk') {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const work = mkdtempSync(path.join(tmpdir(), 'qabul-bench-'));
  const outbox = path.join(work, 'sms-outbox.jsonl');
  const server = await start(
    path.join(SERVER_DIR, 'apps/server/dist/server.js'),
    {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: path.join(work, 'data'),
      WEB_DIST: path.join(SERVER_DIR, 'apps/web/dist'),
      SEED_DEMO: 'true',
      ADMIN_PHONE: ADMIN.phone,
      ADMIN_PASSWORD: ADMIN.password,
      // The staff scenarios measure reading, not signing in: the admin has no second factor here.
      STAFF_TOTP_REQUIRED: 'none',
      SMS_OUTBOX: outbox,
      // Every request comes from 127.0.0.1: lift the per-address limits the bench would trip over.
      SMS_PER_IP_PER_HOUR: '1000000',
      LOGIN_FAILURES_PER_IP: '1000000',
      MAX_EVENT_LOOP_DELAY_MS: '0',
    },
    `${base}/api/v1/common/health`,
    { likeNpmStart: true },
  );
  try {
    const rssBefore = rssOf(server.pid as number);
    console.log(`${label}: preparing ${APPLICANTS} applicants and ${SUBMITTERS} complete applications…`);
    const { admin, applicants, submitters, application, refs } = await prepare(base, outbox);
    const auth = (token: string) => ({ ...BROWSER, authorization: `Bearer ${token}` });
    const applicant = rotate(applicants);
    const asApplicant = (method: string, pathName: string, body?: string): autocannon.Request => ({
      method: method as autocannon.Request['method'],
      path: pathName,
      setupRequest: (request) => ({
        ...request,
        headers: { ...auth(applicant().token), ...(body ? { 'content-type': 'application/json' } : {}) },
        body,
      }),
    });
    const draft = JSON.stringify(application);
    /**
     * A scenario of one request sent again and again, by an applicant per connection (20 of the 50): the load
     * generator builds the request once per connection, as it does for the yardsticks. `asApplicant`, which draws
     * another applicant for every request, rebuilds each one in the load generator, which on the light routes took
     * a third of the rate measured, on the client's side.
     */
    const byEachConnection = (
      scenario: string,
      method: 'GET' | 'PUT',
      pathName: string,
      options: Parameters<typeof measure>[3] = {},
    ) =>
      measure(scenario, base, [{ method, path: pathName, ...(method === 'PUT' ? { body: draft } : {}) }], {
        ...options,
        setupClient: (client) =>
          client.setHeaders({
            ...auth(applicant().token),
            ...(method === 'PUT' ? { 'content-type': 'application/json' } : {}),
          }),
      });
    const nextSubmitter = rotate(submitters);
    const submit: autocannon.Request = {
      method: 'POST',
      path: '/api/v1/abiturient/application',
      // Each with a PINFL and passport of its own: one already submitted by another account is refused.
      setupRequest: (request) => ({
        ...request,
        headers: { ...auth(nextSubmitter().token), 'content-type': 'application/json' },
        body: JSON.stringify(validApplication(refs)),
      }),
    };
    const login: autocannon.Request = {
      method: 'POST',
      path: '/api/v1/auth/login',
      setupRequest: (request) => {
        const person = applicant();
        return {
          ...request,
          headers: { ...BROWSER, 'content-type': 'application/json' },
          body: JSON.stringify({ username: person.phone, password: person.password }),
        };
      },
    };
    const [countries, regions, cities] = [
      '/api/v1/abiturient/address/country/all',
      `/api/v1/abiturient/address/region/all/${refs.countryId}`,
      `/api/v1/abiturient/address/city/all/${refs.regionId}`,
    ];
    const lookups = [countries, regions, cities].map((pathName) => asApplicant('GET', pathName));
    const countryAnswer = await rawAnswer(`${base}${countries}`, auth(applicants[0].token));
    const adminGet = (pathName: string): autocannon.Request => ({
      method: 'GET',
      path: pathName,
      headers: auth(admin),
    });
    const pk = yardstick;
    const serverPid = server.pid as number;
    // Every scenario measured alone also reports the server's CPU per request (the login flood's pair runs together).
    const measureServer = (
      scenario: string,
      requests: autocannon.Request[],
      options: Parameters<typeof measure>[3] = {},
    ) => measure(scenario, base, requests, { ...options, server: serverPid });
    const scenarios: Record<string, (scenario: string) => Promise<Row>> = {
      'GET common/health (no database)': (scenario) =>
        measureServer(scenario, [{ method: 'GET', path: '/api/v1/common/health' }], {
          versus: 'hello',
        }),
      'GET abiturient/address/country/all': (scenario) =>
        byEachConnection(scenario, 'GET', countries, { versus: 'hello', server: serverPid }),
      'GET abiturient/address/region/all/{id}': (scenario) =>
        byEachConnection(scenario, 'GET', regions, { versus: 'hello', server: serverPid }),
      'GET abiturient/application': (scenario) =>
        byEachConnection(scenario, 'GET', '/api/v1/abiturient/application', { versus: pk, server: serverPid }),
      'PUT abiturient/application/draft': (scenario) =>
        byEachConnection(scenario, 'PUT', '/api/v1/abiturient/application/draft', { versus: pk, server: serverPid }),
      'GET admin/country?name=uz': (scenario) =>
        measureServer(scenario, [adminGet('/api/v1/admin/country?name=uz')], { versus: pk }),
      'GET admin/application?name=… (search)': (scenario) =>
        measureServer(scenario, [adminGet('/api/v1/admin/application?name=alisher')], {
          versus: pk,
        }),
      'POST auth/login (argon2id)': (scenario) => measureServer(scenario, [login]),
      // Logins must not stall the others: GET application while another 20 connections only log in.
      'GET abiturient/application during a login flood': async (scenario) =>
        (
          await Promise.all([
            byEachConnection(scenario, 'GET', '/api/v1/abiturient/application'),
            measure('(the login flood)', base, [login]),
          ])
        )[0],
      'GET / (web app index)': (scenario) =>
        measureServer(scenario, [{ method: 'GET', path: '/' }], { versus: 'hello' }),
      'POST abiturient/application (submit)': (scenario) =>
        measureServer(scenario, [submit], { amount: SUBMITS_ALONE }),
      // Deadline rush: login 5 %, GET application 40 %, lookups 30 %, draft save 20 %, submit 5 % (drawn from 20).
      'mixed deadline rush': (scenario) =>
        measureServer(
          scenario,
          [
            drawn([
              login,
              ...Array.from({ length: 8 }, () => asApplicant('GET', '/api/v1/abiturient/application')),
              ...lookups,
              ...lookups,
              ...Array.from({ length: 4 }, () => asApplicant('PUT', '/api/v1/abiturient/application/draft', draft)),
              submit,
            ]),
          ],
          { versus: pk, byRequest: true },
        ),
    };
    const rows: Row[] = [];
    for (const [scenario, run] of Object.entries(scenarios)) if (ONLY.test(scenario)) rows.push(await run(scenario));
    const rssAfter = rssOf(server.pid as number);
    // What the server keeps once the rush is over, rather than at its last request.
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    return { label, rows, rssBefore, rssAfter, rssSettled: rssOf(server.pid as number), countryAnswer };
  } finally {
    await stop(server);
    rmSync(work, { recursive: true, force: true });
  }
}

type Answer = { headers: Record<string, string>; body: string };

/** An answer as it came over the wire (still compressed), without its per-connection headers. */
function rawAnswer(url: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const kept = Object.entries(response.headers).filter(
            ([name]) => !['date', 'connection', 'keep-alive', 'content-length'].includes(name),
          );
          resolve({
            headers: Object.fromEntries(kept.map(([name, value]) => [name, String(value)])),
            body: Buffer.concat(chunks).toString('base64'),
          });
        });
      })
      .on('error', reject);
  });
}

/**
 * The yardsticks. With `answer` (the country list as the portal sent it), also a bare Fastify route sending those
 * bytes and headers: how fast this box moves that answer at all, whatever builds it.
 */
async function referenceRows(databaseUrl?: string, answer?: Answer): Promise<References> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const work = mkdtempSync(path.join(tmpdir(), 'qabul-bench-reference-'));
  const answerFile = path.join(work, 'answer.json');
  if (answer) writeFileSync(answerFile, JSON.stringify(answer));
  const child = await start(
    path.join(import.meta.dirname, 'reference-server.mjs'),
    {
      PORT: String(port),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...(answer ? { ANSWER_FILE: answerFile } : {}),
    },
    `${base}/hello`,
  );
  try {
    const hello = await measure('reference: bare Fastify hello', base, [{ method: 'GET', path: '/hello' }]);
    const pk = databaseUrl
      ? await measure('reference: bare Fastify + pg primary-key select', base, [{ method: 'GET', path: '/pk' }])
      : undefined;
    const sameAnswer = answer
      ? await measure("reference: bare Fastify sending the country list's answer", base, [
          { method: 'GET', path: '/answer' },
        ])
      : undefined;
    return { hello, pk, sameAnswer };
  } finally {
    await stop(child);
    rmSync(work, { recursive: true, force: true });
  }
}

interface References {
  hello: Row;
  pk?: Row;
  sameAnswer?: Row;
}

function print(result: Omit<Awaited<ReturnType<typeof benchTarget>>, 'countryAnswer'>, references: References) {
  const ratio = (row: Row) => {
    const yardstick = row.versus === 'pk' ? references.pk : row.versus === 'hello' ? references.hello : undefined;
    return yardstick ? `${Math.round((100 * row.reqPerSec) / yardstick.reqPerSec)} % of ${row.versus}` : '';
  };
  console.log(`\n${result.label}`);
  console.table(
    [result.rows, references.hello, references.pk ?? [], references.sameAnswer ?? []].flat().map((row) => ({
      scenario: row.scenario,
      'req/s': row.reqPerSec,
      'p50 ms': row.p50,
      'p99 ms': row.p99,
      errors: row.errors,
      'server CPU µs/req': row.cpuPerRequest ?? '',
      'vs reference': ratio(row),
    })),
  );
  const countryList = result.rows.find((row) => row.scenario === 'GET abiturient/address/country/all');
  if (countryList && references.sameAnswer) {
    const share = Math.round((100 * countryList.reqPerSec) / references.sameAnswer.reqPerSec);
    console.log(`country list: ${share} % of a bare Fastify route sending its answer's bytes and headers`);
  }
  for (const row of result.rows.filter((each) => each.byRequest)) {
    console.log(`${row.scenario}, by request:`);
    console.table(row.byRequest);
  }
  console.log(
    `server RSS: ${mib(result.rssBefore)} MiB before, ${mib(result.rssAfter)} MiB after, ${mib(result.rssSettled)} MiB ${SETTLE_MS / 1000} s later`,
  );
}

async function main() {
  const commit = (() => {
    try {
      return execFileSync('git', ['-C', SERVER_DIR, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    } catch {
      return 'unknown';
    }
  })();
  const results = [];
  const { countryAnswer, ...embedded } = await benchTarget('PGlite (embedded)', {}, 'hello');
  const hello = await referenceRows(undefined, countryAnswer);
  results.push({ ...embedded, references: hello });
  print(embedded, hello);
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (adminUrl) {
    const name = `qabul_deadline_bench_${process.pid}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    try {
      const { countryAnswer, ...target } = await benchTarget('PostgreSQL', { DATABASE_URL: url.toString() }, 'pk');
      // The pk reference reads this database's members, now that the bench has filled it.
      const references = await referenceRows(url.toString(), countryAnswer);
      results.push({ ...target, references });
      print(target, references);
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }
  const folder = path.join(ROOT, 'bench/results');
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, `${new Date().toISOString().slice(0, 16).replace(':', '-')}-${commit}.json`);
  writeFileSync(
    file,
    `${JSON.stringify({ commit, serverDir: SERVER_DIR, seconds: SECONDS, connections: CONNECTIONS, results }, null, 2)}\n`,
  );
  console.log(`\nWritten to ${path.relative(ROOT, file)}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
