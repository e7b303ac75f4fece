import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestDatabase } from './helpers/test-app';

/**
 * Writes that keep an application's status take no lock on the per-status counters: rejected applicants saving
 * their drafts at the same time do not wait for each other's commits (the counters moved only on a status change).
 */
let database: Awaited<ReturnType<typeof openTestDatabase>>;
const clients: pg.Client[] = [];

beforeAll(async () => {
  database = await openTestDatabase('migrated');
  for (let i = 0; i < 2; i++) {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    clients.push(client);
  }
});
afterAll(async () => {
  for (const client of clients) await client.end();
  await database.close();
});

async function rejectedApplication(phone: string): Promise<number> {
  const { rows } = await database.executeSql(
    `with m as (insert into members (phone, password_hash, role) values ($1, 'x', 'ABITURIENT') returning id)
     insert into applications (member_id, status) select id, 'REJECTED' from m returning id`,
    [phone],
  );
  return rows[0].id as number;
}

it('lets two rejected applicants save their drafts at once, and a status change still counts', async () => {
  const [first, second] = [await rejectedApplication('998901000001'), await rejectedApplication('998901000002')];
  const [a, b] = clients;
  await a.query('begin');
  await b.query('begin');
  try {
    await a.query(`update applications set first_name = 'ALI' where id = $1`, [first]);
    // Fails instead of waiting if the counter row were locked by the first, still open transaction.
    await b.query(`set local lock_timeout = '2s'`);
    await b.query(`update applications set first_name = 'VALI' where id = $1`, [second]);
    await b.query('commit');
    await a.query('commit');
  } finally {
    await a.query('rollback').catch(() => undefined);
    await b.query('rollback').catch(() => undefined);
  }
  await database.executeSql(`update applications set status = 'SUBMITTED' where id = $1`, [first]);
  const { rows } = await database.executeSql(
    'select status::text, total from application_status_counts where admission_session_id = 0 order by 1',
  );
  expect(Object.fromEntries(rows.map((row) => [row.status, row.total]))).toEqual({ REJECTED: 1, SUBMITTED: 1 });
});
