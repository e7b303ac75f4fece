import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsCampaignRecipients, smsCampaigns } from '../src/modules/sms-campaigns/sms-campaigns.table';
import { createSmsSender } from '../src/runtime';
import { seedDatabase } from '../src/seed';
import { insertPastSession, seedApplicants } from './helpers/applicant-seed';
import { connectAgain, createTestApp, openTestDatabase, type TestApp } from './helpers/test-app';

type Member = Awaited<ReturnType<TestApp['memberWithToken']>>;

function post(t: TestApp, as: { headers: Record<string, string> } | undefined, payload: object) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/sms',
    headers: { ...as?.headers, 'accept-language': 'en' },
    payload,
  });
}

async function campaign(t: TestApp, as: Member, id: number) {
  const response = await t.app.inject({ method: 'GET', url: '/api/v1/admin/sms?size=100', headers: as.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().content.find((c: { id: number }) => c.id === id);
}

async function waitUntilDone(t: TestApp, as: Member, id: number, timeoutMs = 200_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const row = await campaign(t, as, id);
    if (row.progress.queued === 0) return row;
    if (Date.now() > deadline) throw new Error(`campaign ${id} still has ${row.progress.queued} queued`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Phones in the outbox that got `text`, and how many times each. */
function deliveries(t: TestApp, text: string) {
  const counts = new Map<string, number>();
  for (const m of t.outbox()) if (m.text === text) counts.set(m.to, (counts.get(m.to) ?? 0) + 1);
  return counts;
}

/** A migrated, seeded database several servers can share; the test closes it. */
async function seededDatabase() {
  const database = await openTestDatabase();
  await database.migrate();
  await seedDatabase(database.db, { demo: true });
  return database;
}

describe('targets, validation and roles', () => {
  let t: TestApp;
  let admin: Member;

  beforeAll(async () => {
    // No worker: these tests only look at who is targeted.
    t = await createTestApp({ SMS_WORKER: 'false' });
    admin = await t.memberWithToken('ADMIN_SUPER');
    const past = await insertPastSession(t.db);
    await seedApplicants(t.db, { prefix: '99891', count: 3, status: 'ACCEPTED' });
    await seedApplicants(t.db, { prefix: '99892', count: 2, status: 'REJECTED' });
    await seedApplicants(t.db, { prefix: '99893', count: 4, status: 'SUBMITTED' });
    await seedApplicants(t.db, { prefix: '99894', count: 5, status: 'DRAFT', sessionId: null });
    await seedApplicants(t.db, { prefix: '99895', count: 6, status: 'SUBMITTED', sessionId: past });
    await seedApplicants(t.db, { prefix: '99896', count: 1, status: 'ACCEPTED', blocked: true });
    await seedApplicants(t.db, { prefix: '99897', count: 7, withoutApplication: true });
  });
  afterAll(() => t.close());

  it.each([
    ['ACCEPTED', 3, '99891'],
    ['REJECTED', 2, '99892'],
    ['MIGRATED', 6, '99895'],
    ['ALL', 3 + 2 + 4 + 5 + 6 + 7, undefined],
  ])('%s reaches %i applicants (never a blocked one)', async (toType, expected, prefix) => {
    const response = await post(t, admin, { messageBody: `To ${toType}`, toType });
    expect(response.statusCode, response.body).toBe(200);
    const { id, recipients } = response.json();
    expect(recipients).toBe(expected);
    const rows = await t.db.select().from(smsCampaignRecipients).where(eq(smsCampaignRecipients.campaignId, id));
    expect(rows).toHaveLength(expected);
    expect(rows.every((r) => r.state === 'queued' && !r.phone.startsWith('99896'))).toBe(true);
    if (prefix) expect(rows.every((r) => r.phone.startsWith(prefix))).toBe(true);
    // One queued job per recipient, written with the rows.
    const jobs = await t.db.execute(
      sql`select count(*)::int as n from pgboss.job where name = 'sms-campaign' and (data->>'recipientId')::int in (select id from sms_campaign_recipients where campaign_id = ${id})`,
    );
    expect((jobs as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(expected);
  });

  it('lists campaigns newest first with progress and who started them', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/admin/sms', headers: admin.headers });
    expect(response.statusCode).toBe(200);
    const [latest] = response.json().content;
    expect(latest).toMatchObject({
      toType: 'ALL',
      recipients: 27,
      progress: { queued: 27, sent: 0, failed: 0 },
      startedBy: { id: admin.member.id, phone: admin.member.phone },
    });
  });

  it('accepts 400 characters (Uzbek and Cyrillic too) and refuses 401 or an empty body with 499', async () => {
    const ok = await post(t, admin, { messageBody: 'oʻ'.repeat(200), toType: 'ACCEPTED' });
    expect(ok.statusCode, ok.body).toBe(200);
    const long = await post(t, admin, { messageBody: 'я'.repeat(401), toType: 'ACCEPTED' });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({
      code: 499,
      meta: { messageBody: ['The message must be at most 400 characters'] },
    });
    const empty = await post(t, admin, { messageBody: '   ', toType: 'NOBODY' });
    expect(empty.json()).toMatchObject({
      code: 499,
      meta: { messageBody: ['Required'], toType: [expect.any(String)] },
    });
  });

  it('leaves nothing behind when the jobs cannot be queued', async () => {
    const counts = async () => [await t.db.$count(smsCampaigns), await t.db.$count(smsCampaignRecipients)];
    const before = await counts();
    const insert = t.ctx.jobs.insert;
    t.ctx.jobs.insert = async () => {
      throw new Error('queue unavailable');
    };
    try {
      const response = await post(t, admin, { messageBody: 'Never stored', toType: 'ALL' });
      expect(response.statusCode).toBe(500);
      expect(response.json().error_description).not.toContain('queue unavailable');
    } finally {
      t.ctx.jobs.insert = insert;
    }
    expect(await counts()).toEqual(before);
  });

  it('is for the super admin only', async () => {
    expect((await post(t, undefined, { messageBody: 'x', toType: 'ALL' })).statusCode).toBe(401);
    for (const role of ['ADMIN_VERIFIER', 'ADMIN_OBSERVER', 'ABITURIENT'] as const) {
      const member = await t.memberWithToken(role);
      expect((await post(t, member, { messageBody: 'x', toType: 'ALL' })).statusCode).toBe(403);
      const list = await t.app.inject({ method: 'GET', url: '/api/v1/admin/sms', headers: member.headers });
      expect(list.statusCode).toBe(403);
    }
  });
});

// Thousands of sends on a shared 2-core machine: these take seconds alone, more beside other suites.
describe('delivery through the queue: each recipient exactly once', { timeout: 240_000 }, () => {
  const RECIPIENTS = 5000;
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let outbox: string;
  const open: TestApp[] = [];
  /** Another server on the same database and outbox, as a second process would be. */
  async function server(env: Record<string, string> = {}) {
    const t = await createTestApp(
      { SMS_RATE_PER_SECOND: '500', SMS_OUTBOX: outbox, ...env },
      { database: await connectAgain(database) },
    );
    open.push(t);
    return t;
  }

  beforeAll(async () => {
    database = await seededDatabase();
    outbox = `${process.env.TMPDIR ?? '/tmp'}/qabul-sms-${Date.now()}.jsonl`;
    await seedApplicants(database.db, { prefix: '99890', count: RECIPIENTS, status: 'ACCEPTED' });
  });
  afterAll(async () => {
    for (const t of open) await t.close();
    await database.close();
  });

  it('one worker sends all 5,000', async () => {
    const t = await server();
    const admin = await t.memberWithToken('ADMIN_SUPER');
    const text = 'Campaign one';
    const created = (await post(t, admin, { messageBody: text, toType: 'ACCEPTED' })).json();
    expect(created.recipients).toBe(RECIPIENTS);
    const done = await waitUntilDone(t, admin, created.id);
    expect(done.progress).toEqual({ queued: 0, sent: RECIPIENTS, failed: 0 });
    const sent = deliveries(t, text);
    expect(sent.size).toBe(RECIPIENTS);
    expect([...sent.values()].every((n) => n === 1)).toBe(true);
    await t.close();
    open.pop();
  });

  it('a worker stopped halfway and another started later still send each once', async () => {
    const first = await server();
    const admin = await first.memberWithToken('ADMIN_SUPER');
    const text = 'Campaign two';
    const created = (await post(first, admin, { messageBody: text, toType: 'ACCEPTED' })).json();
    while ((await campaign(first, admin, created.id)).progress.sent < RECIPIENTS / 4) {
      await new Promise((r) => setTimeout(r, 100));
    }
    await first.close();
    open.splice(open.indexOf(first), 1);
    const halfway = (await campaign(await server({ SMS_WORKER: 'false' }), admin, created.id)).progress;
    expect(halfway.sent).toBeGreaterThan(0);
    expect(halfway.queued).toBeGreaterThan(0);

    const second = await server();
    const done = await waitUntilDone(second, admin, created.id);
    expect(done.progress).toEqual({ queued: 0, sent: RECIPIENTS, failed: 0 });
    const sent = deliveries(second, text);
    expect(sent.size).toBe(RECIPIENTS);
    expect([...sent.values()].every((n) => n === 1)).toBe(true);
  });

  it('two servers running the queue together send each once', async () => {
    const a = await server();
    const b = await server();
    const admin = await a.memberWithToken('ADMIN_SUPER');
    const text = 'Campaign three';
    const created = (await post(a, admin, { messageBody: text, toType: 'ACCEPTED' })).json();
    const done = await waitUntilDone(b, admin, created.id);
    expect(done.progress).toEqual({ queued: 0, sent: RECIPIENTS, failed: 0 });
    const sent = deliveries(a, text);
    expect(sent.size).toBe(RECIPIENTS);
    expect([...sent.values()].every((n) => n === 1)).toBe(true);
  });
});

describe('failures', { timeout: 120_000 }, () => {
  it('retries a provider error with backoff and fails, never resends, a recipient a dead worker had claimed', async () => {
    const database = await seededDatabase();
    const idle = await createTestApp({ SMS_WORKER: 'false' }, { database: await connectAgain(database) });
    const admin = await idle.memberWithToken('ADMIN_SUPER');
    await seedApplicants(database.db, { prefix: '99880', count: 3, status: 'REJECTED' });
    const created = (await post(idle, admin, { messageBody: 'Retry me', toType: 'REJECTED' })).json();
    // As if a process claimed this one and died before recording the result.
    await database.db
      .update(smsCampaignRecipients)
      .set({ state: 'sending' })
      .where(eq(smsCampaignRecipients.phone, '998800000001'));

    const outbox = idle.ctx.config.sms.outbox;
    const real = createSmsSender(idle.ctx.config, { info: () => {}, warn: () => {} });
    let failuresLeft = 1;
    const flaky = {
      async send(message: { to: string; text: string }) {
        if (message.to === '998800000002' && failuresLeft-- > 0) throw new Error('provider down');
        await real.send(message);
      },
    };
    const worker = await createTestApp({ SMS_OUTBOX: outbox }, { database: await connectAgain(database), sms: flaky });
    const done = await waitUntilDone(worker, admin, created.id, 60_000);
    expect(done.progress).toEqual({ queued: 0, sent: 2, failed: 1 });
    const rows = await database.db
      .select()
      .from(smsCampaignRecipients)
      .where(eq(smsCampaignRecipients.campaignId, created.id))
      .orderBy(smsCampaignRecipients.phone);
    expect(rows.map((r) => [r.phone, r.state, r.attempts, r.lastError])).toEqual([
      ['998800000001', 'failed', 0, 'interrupted'],
      ['998800000002', 'sent', 2, null],
      ['998800000003', 'sent', 1, null],
    ]);
    expect([...deliveries(worker, 'Retry me').keys()].sort()).toEqual(['998800000002', '998800000003']);
    await worker.close();
    await idle.close();
    await database.close();
  });
});
