import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_QUEUE } from '../src/modules/notifications/notifications.worker';
import { SMS_CAMPAIGN_QUEUE } from '../src/modules/sms-campaigns/sms-campaign.worker';
import { connectAgain, createTestApp, openTestDatabase, type TestApp } from './helpers/test-app';

const PG_BOSS_10 = readFileSync(new URL('./fixtures/pgboss-10-schema.sql', import.meta.url), 'utf8');
const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe('a database whose job queue pg-boss 10 made', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let app: TestApp;
  const later = new Date(Date.now() + 24 * 3600_000);

  beforeAll(async () => {
    database = await openTestDatabase('seeded');
    await database.executeSql(PG_BOSS_10);
    for (const queue of [SMS_CAMPAIGN_QUEUE, NOTIFICATION_QUEUE])
      await database.executeSql('select pgboss.create_queue($1, $2)', [queue, JSON.stringify({ policy: 'standard' })]);
    // Waiting, to be retried, taken by a worker that stopped, and done: the first three still have to run.
    const job = `insert into pgboss.job (name, data, state, retry_limit, retry_delay, retry_backoff, start_after)
      values ($1, $2, $3, $4, 5, true, $5)`;
    await database.executeSql(job, [SMS_CAMPAIGN_QUEUE, { recipientId: 1 }, 'created', 4, later]);
    await database.executeSql(job, [SMS_CAMPAIGN_QUEUE, { recipientId: 2 }, 'retry', 4, later]);
    await database.executeSql(job, [NOTIFICATION_QUEUE, { notificationId: 3 }, 'active', 2, later]);
    await database.executeSql(job, [NOTIFICATION_QUEUE, { notificationId: 4 }, 'completed', 2, later]);
    app = await createTestApp({}, { database: await connectAgain(database) });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('is upgraded at start: the jobs still to run are queued again with their options, the old schema is gone', async () => {
    const version = rows<{ version: number }>(
      await app.db.execute(sql`select max(version) as version from pgboss.version`),
    );
    expect(Number(version[0]?.version)).toBeGreaterThan(24);
    const jobs = rows<{ name: string; data: object; state: string; retry_limit: number; start_after: Date }>(
      await app.db.execute(
        sql`select name, data, state, retry_limit, start_after from pgboss.job where name in (${SMS_CAMPAIGN_QUEUE}, ${NOTIFICATION_QUEUE}) order by name, data::text`,
      ),
    );
    expect(jobs.map(({ name, data, state, retry_limit }) => ({ name, data, state, retry_limit }))).toEqual([
      { name: NOTIFICATION_QUEUE, data: { notificationId: 3 }, state: 'created', retry_limit: 2 },
      { name: SMS_CAMPAIGN_QUEUE, data: { recipientId: 1 }, state: 'created', retry_limit: 4 },
      { name: SMS_CAMPAIGN_QUEUE, data: { recipientId: 2 }, state: 'created', retry_limit: 4 },
    ]);
    for (const job of jobs) expect(new Date(job.start_after).getTime()).toBe(later.getTime());
    const aside = rows<{ found: boolean }>(
      await app.db.execute(sql`select to_regnamespace('pgboss_v10') is not null as found`),
    );
    expect(aside[0]?.found).toBe(false);
  });
});
