/**
 * `npm run bench:stats`: p95 of the four statistics endpoints on 200,000 applications in the PostgreSQL database
 * of BENCH_DATABASE_URL (migrated and seeded here; the bench applicants are added once, phones 99878xxxxxxx).
 */
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { AppContext } from '../src/context';
import { openPostgres } from '../src/db/client';
import { createJobQueue } from '../src/db/job-queue';
import { memoryCounterStore } from '../src/lib/counter-store';
import { LookupCache } from '../src/lib/lookup-cache';
import { generateToken } from '../src/lib/password';
import { createFileStorage } from '../src/lib/storage/create-file-storage';
import { findActiveSession } from '../src/modules/admission-sessions/admission-sessions.queries';
import { createSession } from '../src/modules/auth/auth.queries';
import { insertMember } from '../src/modules/auth/members.queries';
import { withNotify } from '../src/modules/notifications/notifications.service';
import { countByFaculty, countByGender, countByRegion, countDaily } from '../src/modules/statistics/statistics.queries';
import { createSmsSender } from '../src/runtime';
import { seedDatabase } from '../src/seed';

const APPLICATIONS = 200_000;
const ROUNDS = 200;
const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error('set BENCH_DATABASE_URL=postgres://…');

const config = loadConfig({
  DATABASE_URL: url,
  LOG_LEVEL: 'silent',
  SMS_WORKER: 'false',
  DATA_DIR: '/tmp/qabul-bench',
});
const database = await openPostgres(url);
await database.migrate();
await seedDatabase(database.db, { demo: true });
const db = database.db;

const rows = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
const [{ n: existing } = { n: 0 }] = await rows<{ n: number }>(
  sql`select count(*)::int as n from members where phone like '99878%'`,
);
if (existing < APPLICATIONS) {
  const started = Date.now();
  await db.execute(sql`delete from members where phone like '99878%'`);
  await db.execute(sql`
    insert into members (phone, password_hash, role)
    select '99878' || lpad(g::text, 7, '0'), 'bench', 'ABITURIENT' from generate_series(1, ${APPLICATIONS}::int) g`);
  // Statuses about 50 % waiting, 30 % accepted, 20 % rejected; both genders; every faculty and region; 60 days.
  await db.execute(sql`
    with f as (select array_agg(id) ids from faculties), r as (select array_agg(id) ids from regions where code <> '')
    insert into applications (member_id, admission_session_id, status, gender, faculty_id, region_id, registration_date)
    select m.id, (select id from admission_sessions where active),
      (case when h < 50 then 'SUBMITTED' when h < 80 then 'ACCEPTED' else 'REJECTED' end)::application_status,
      (case when m.id % 2 = 0 then 'MALE' else 'FEMALE' end)::gender,
      f.ids[1 + m.id % array_length(f.ids, 1)], r.ids[1 + (m.id / 7) % array_length(r.ids, 1)],
      now() - (m.id % 60) * interval '1 day' - (m.id % 1440) * interval '1 minute'
    from (select id, (id * 7919) % 100 as h from members where phone like '99878%') m, f, r`);
  await db.execute(sql`vacuum analyze applications`);
  console.log(`seeded ${APPLICATIONS} applications in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const p95 = (times: number[]) => times.sort((a, b) => a - b)[Math.ceil(times.length * 0.95) - 1] ?? 0;
async function measure(run: () => Promise<unknown>) {
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return p95(times).toFixed(1);
}

const ctx: AppContext = withNotify({
  db,
  config,
  counters: memoryCounterStore(),
  sms: createSmsSender(config, { info: () => {}, warn: () => {} }),
  storage: createFileStorage(config),
  jobs: createJobQueue(database.executeSql, { supervise: false }),
  notifications: database,
  lookups: new LookupCache(),
});
const app = await buildApp(ctx);
await app.ready();
const member = await insertMember(db, {
  phone: `99876${Date.now() % 10_000_000}`,
  passwordHash: 'bench',
  role: 'ADMIN_OBSERVER',
});
const token = generateToken();
await createSession(db, member.id, token, 3600_000);

const sessionId = (await findActiveSession(db))?.id as number;
const queries = { gender: countByGender, daily: countDaily, faculty: countByFaculty, regional: countByRegion };
const [{ n: total } = { n: 0 }] = await rows<{ n: number }>(
  sql`select count(*)::int as n from applications where admission_session_id = ${sessionId}`,
);
console.log(`${total} applications in the active session; p95 over ${ROUNDS} requests each:`);
for (const [name, query] of Object.entries(queries)) {
  const endpoint = await measure(() =>
    app.inject({
      method: 'GET',
      url: `/api/v1/admin/statistics/${name}`,
      headers: { authorization: `Bearer ${token}` },
    }),
  );
  const uncached = await measure(() => query(db, sessionId));
  console.log(
    `  GET admin/statistics/${name.padEnd(8)} ${endpoint.padStart(6)} ms   (aggregate SQL without the cache: ${uncached} ms)`,
  );
}
await app.close();
await database.close();
