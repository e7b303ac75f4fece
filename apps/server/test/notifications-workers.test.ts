import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../src/modules/notifications/notifications.table';
import { seedDatabase } from '../src/seed';
import { reviewedApplicant } from './helpers/exam-fixtures';
import { staffClient } from './helpers/review-fixtures';
import { connectAgain, createTestApp, openTestDatabase, type TestApp } from './helpers/test-app';

const APPLICATIONS = 40;

describe('two server processes on one database', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  const servers: TestApp[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    await database.migrate();
    await seedDatabase(database.db, { demo: true });
    // Both send to one outbox; a small batch makes both workers take part.
    const outbox = `${process.env.TMPDIR ?? '/tmp'}/qabul-notifications-${Date.now()}.jsonl`;
    for (let i = 0; i < 2; i++) {
      servers.push(
        await createTestApp(
          { SMS_OUTBOX: outbox, SMS_RATE_PER_SECOND: '5' },
          { database: await connectAgain(database) },
        ),
      );
    }
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    await database.close();
  });

  it('send each message once, whichever accepts and whichever worker picks it up', async () => {
    const [a, b] = servers as [TestApp, TestApp];
    const applicants = [];
    for (let i = 0; i < APPLICATIONS; i++) applicants.push(await reviewedApplicant(a, { status: 'SUBMITTED' }));
    const verifiers = [
      staffClient(a, (await a.memberWithToken('ADMIN_VERIFIER')).headers),
      staffClient(b, (await b.memberWithToken('ADMIN_VERIFIER')).headers),
    ];
    // Each application accepted through both servers at once: one wins, one gets 409, one message is queued.
    const answers = await Promise.all(
      applicants.flatMap((applicant) => verifiers.map((verifier) => verifier.accept(applicant.application.id))),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(APPLICATIONS);

    const deadline = Date.now() + 60_000;
    for (;;) {
      const waiting = await a.db.$count(notifications, eq(notifications.status, 'QUEUED'));
      const sending = await a.db.$count(notifications, eq(notifications.status, 'SENDING'));
      if (waiting + sending === 0) break;
      if (Date.now() > deadline) throw new Error(`${waiting + sending} messages still waiting`);
      await new Promise((r) => setTimeout(r, 250));
    }
    const rows = await a.db.select().from(notifications);
    expect(rows).toHaveLength(APPLICATIONS);
    expect(rows.every((row) => row.status === 'SENT' && row.attempts === 1)).toBe(true);
    const outbox = a.outbox();
    for (const applicant of applicants) {
      expect(
        outbox.filter((m) => m.to === applicant.member.phone),
        applicant.member.phone,
      ).toHaveLength(1);
    }
  });
});
