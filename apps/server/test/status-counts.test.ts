import { sql as drizzleSql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { openTestDatabase } from './helpers/test-app';

/**
 * The per-session and per-status counters (`application_status_counts`) against a count of the rows, after each kind
 * of write: bulk inserts and deletes (statement triggers), status and session changes one by one and many in one
 * statement (row trigger), and writes that keep both (draft saves, revision bumps), which must not touch the counters.
 */
let database: Database;
let serial = 0;

beforeAll(async () => {
  database = await openTestDatabase('migrated');
});
afterAll(async () => {
  await database.close();
});

/** The counters of one session (0: none) by status, every status present. */
async function counters(session = 0) {
  const { rows } = await database.executeSql(
    `select s.status::text, coalesce((select total from application_status_counts c
       where c.admission_session_id = $1 and c.status = s.status), 0) as total
     from unnest(array['ACCEPTED', 'REJECTED', 'SUBMITTED']::application_status[]) as s(status) order by 1`,
    [session],
  );
  return Object.fromEntries(rows.map((row) => [row.status, row.total]));
}

/** Every non-zero counter, as `session:status`. */
async function allCounters() {
  const { rows } = await database.executeSql(
    `select admission_session_id || ':' || status as key, total from application_status_counts where total <> 0
     order by 1`,
  );
  return Object.fromEntries(rows.map((row) => [row.key, row.total]));
}

/** The same from the rows themselves. */
async function rowCounts() {
  const { rows } = await database.executeSql(
    `select coalesce(admission_session_id, 0) || ':' || status as key, count(*)::int as total from applications
     where status <> 'DRAFT' group by 1 order by 1`,
  );
  return Object.fromEntries(rows.map((row) => [row.key, row.total]));
}

/** `count` applications of `status`, inserted in one statement; their ids. */
async function insertApplications(status: string, count: number): Promise<number[]> {
  const phones = Array.from({ length: count }, () => `99890${String(++serial).padStart(7, '0')}`);
  const { rows } = await database.executeSql(
    `with m as (insert into members (phone, password_hash, role)
       select phone, 'x', 'ABITURIENT' from unnest($1::text[]) as phone returning id)
     insert into applications (member_id, status) select id, $2::application_status from m returning id`,
    [phones, status],
  );
  return rows.map((row) => row.id as number);
}

const sql = (text: string, values?: unknown[]) => database.executeSql(text, values);

it('follow every kind of write to applications', async () => {
  expect(await counters()).toEqual({ ACCEPTED: 0, REJECTED: 0, SUBMITTED: 0 });
  const drafts = await insertApplications('DRAFT', 6);
  const submitted = await insertApplications('SUBMITTED', 5);
  await insertApplications('ACCEPTED', 2);
  expect(await counters()).toEqual({ ACCEPTED: 2, REJECTED: 0, SUBMITTED: 5 });

  // Writes that keep the status: a draft save, a submitted application's revision bump, a no-op status write.
  await sql(`update applications set first_name = 'ALI' where id = any($1)`, [drafts]);
  await sql('update applications set revision = revision + 1 where id = any($1)', [submitted]);
  await sql(`update applications set status = 'SUBMITTED' where id = any($1)`, [submitted]);
  expect(await counters()).toEqual({ ACCEPTED: 2, REJECTED: 0, SUBMITTED: 5 });

  // One by one: a submission, an acceptance, a rejection, a resubmission.
  await sql(`update applications set status = 'SUBMITTED' where id = $1`, [drafts[0]]);
  await sql(`update applications set status = 'ACCEPTED' where id = $1`, [submitted[0]]);
  await sql(`update applications set status = 'REJECTED' where id = $1`, [submitted[1]]);
  expect(await counters()).toEqual({ ACCEPTED: 3, REJECTED: 1, SUBMITTED: 4 });
  await sql(`update applications set status = 'SUBMITTED' where id = $1`, [submitted[1]]);
  expect(await counters()).toEqual({ ACCEPTED: 3, REJECTED: 0, SUBMITTED: 5 });

  // Many in one statement, from several statuses at once, back to DRAFT too.
  await sql(`update applications set status = 'REJECTED' where status <> 'REJECTED'`);
  expect(await counters()).toEqual({ ACCEPTED: 0, REJECTED: 13, SUBMITTED: 0 });
  await sql(`update applications set status = 'DRAFT' where id = any($1)`, [drafts]);
  expect(await counters()).toEqual({ ACCEPTED: 0, REJECTED: 7, SUBMITTED: 0 });

  // A rolled-back change leaves the counters as they were.
  const rolledBack = database.db.transaction(async (tx) => {
    await tx.execute(drizzleSql`update applications set status = 'ACCEPTED' where id in ${submitted}`);
    throw new Error('rolled back');
  });
  await expect(rolledBack).rejects.toThrow('rolled back');
  expect(await counters()).toEqual({ ACCEPTED: 0, REJECTED: 7, SUBMITTED: 0 });

  await sql(`delete from applications where id = any($1)`, [[...submitted.slice(0, 3), drafts[1]]]);
  expect(await counters()).toEqual({ ACCEPTED: 0, REJECTED: 4, SUBMITTED: 0 });
  expect(await allCounters()).toEqual(await rowCounts());

  // Sessions: a submission into a session moves its row to that session's counters; so does a session change.
  const { rows: sessions } = await sql(
    `insert into admission_sessions (name, start_date, end_date, registration_end_date)
     values ('A', '2025-01-01', '2025-08-31', '2025-07-31'), ('B', '2026-01-01', '2026-08-31', '2026-07-31')
     returning id`,
  );
  const [first, second] = sessions.map((row) => row.id as number);
  await sql(`update applications set status = 'SUBMITTED', admission_session_id = $2 where id = $1`, [
    drafts[2],
    first,
  ]);
  await sql(`update applications set admission_session_id = $2 where id = any($1)`, [submitted.slice(3), second]);
  expect(await counters(first)).toEqual({ ACCEPTED: 0, REJECTED: 0, SUBMITTED: 1 });
  expect(await counters(second)).toEqual({ ACCEPTED: 0, REJECTED: 2, SUBMITTED: 0 });
  expect(await counters()).toEqual({ ACCEPTED: 0, REJECTED: 2, SUBMITTED: 0 });
  await sql(`update applications set admission_session_id = null where id = $1`, [drafts[2]]);
  expect(await counters(first)).toEqual({ ACCEPTED: 0, REJECTED: 0, SUBMITTED: 0 });
  expect(await allCounters()).toEqual(await rowCounts());
});
