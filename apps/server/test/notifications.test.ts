import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../src/modules/auth/members.table';
import { educationLanguages, faculties } from '../src/modules/catalogues/catalogues.tables';
import { queueNotification } from '../src/modules/notifications/notifications.service';
import { notifications } from '../src/modules/notifications/notifications.table';
import {
  type ApplicationReferences,
  applicantClient,
  findApplicationReferences,
  validApplication,
} from './helpers/application-fixtures';
import { csv, importFile, reviewedApplicant, tashkentDay } from './helpers/exam-fixtures';
import { staffClient, submittedApplication } from './helpers/review-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';
import { waitFor } from './helpers/wait-for';

type Member = Awaited<ReturnType<TestApp['memberWithToken']>>;

/** A real SMTP server on a free port: what it received, and a switch that refuses the next message. */
async function startSmtp() {
  const received: { to: string[]; raw: string }[] = [];
  const state = { refuseNext: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        if (state.refuseNext > 0) {
          state.refuseNext--;
          return callback(Object.assign(new Error('mailbox busy'), { responseCode: 451 }));
        }
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { port, received, state, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let t: TestApp;
let admin: Member;
let verifier: Member;
let refs: ApplicationReferences;
let sessionId: number;

const rowsOf = (applicationId: number) =>
  t.db.select().from(notifications).where(eq(notifications.applicationId, applicationId));

async function phoneOf(memberId: number) {
  const [row] = await t.db.select({ phone: members.phone }).from(members).where(eq(members.id, memberId));
  return row?.phone as string;
}

/** Waits until every message of the application has left (none queued or sending), then answers them. */
async function settled(applicationId: number) {
  return waitFor(`messages of ${applicationId}`, async () => {
    const rows = await rowsOf(applicationId);
    return rows.every((row) => row.status !== 'QUEUED' && row.status !== 'SENDING') ? rows : undefined;
  });
}

const smsTo = (phone: string) => t.outbox().filter((m) => m.to === phone);
const mailTo = (address: string) => smtp.received.filter((m) => m.to.includes(address));

const settingsUrl = '/api/v1/admin/notification-settings';
function putSetting(as: Member | undefined, event: string, body: object, lang = 'en') {
  return t.app.inject({
    method: 'PUT',
    url: `${settingsUrl}/${event}`,
    headers: { ...as?.headers, 'accept-language': lang },
    payload: body,
  });
}
const texts = (en: string | null = null) => ({ uz: null, ru: null, en });

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_FROM: 'Qabul <qabul@example.uz>',
    NOTIFICATION_RETRY_LIMIT: '2',
    NOTIFICATION_RETRY_DELAY_SECONDS: '1',
  });
  admin = await t.memberWithToken('ADMIN_SUPER');
  verifier = await t.memberWithToken('ADMIN_VERIFIER');
  refs = await findApplicationReferences(t.db);
  const settings = await t.app.inject({ method: 'GET', url: settingsUrl, headers: admin.headers });
  sessionId = settings.json().admissionSessionId;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('status changes', () => {
  it('tells of the submission, the rejection, the resubmission and the acceptance once each, by SMS and e-mail', async () => {
    const email = `applicant.${Date.now()}@example.uz`;
    const { id, applicant, memberId } = await submittedApplication(t, refs, { email });
    const phone = await phoneOf(memberId);
    const staff = staffClient(t, verifier.headers);
    await settled(id);
    expect(smsTo(phone).map((m) => m.text)).toEqual([
      `Qabul: your application No. ${id} was received and is being reviewed.`,
    ]);
    expect(mailTo(email)).toHaveLength(1);
    expect(mailTo(email)[0]?.raw).toContain('Subject: Your application was received');
    expect(mailTo(email)[0]?.raw).toContain('From: Qabul <qabul@example.uz>');

    expect((await staff.reject(id, { lastName: 'Check the spelling' })).statusCode).toBe(200);
    await settled(id);
    expect(smsTo(phone).at(-1)?.text).toBe(
      `Qabul: your application No. ${id} was rejected. See the remarks on the site, correct it and submit again.`,
    );
    const form = (await applicant.get()).json();
    expect(form.status).toBe('REJECTED');
    const again = await applicant.submit(validApplication(refs, { email }));
    expect(again.statusCode, again.body).toBe(200);
    expect((await staff.accept(id)).statusCode).toBe(200);
    const rows = await settled(id);

    expect(smsTo(phone)).toHaveLength(4);
    // The acceptance names the direction: the one accepted into, the first choice here.
    const [faculty] = await t.ctx.db.select().from(faculties).where(eq(faculties.id, refs.facultyId));
    const [language] = await t.ctx.db
      .select()
      .from(educationLanguages)
      .where(eq(educationLanguages.id, refs.languageId));
    // Among the others: the workers may send the resubmission's message after it.
    expect(smsTo(phone).map((m) => m.text)).toContain(
      `Qabul: your application No. ${id} was accepted. Direction: ${faculty?.nameEn} — ${language?.nameEn}.`,
    );
    expect(mailTo(email)).toHaveLength(4);
    expect(rows.map((row) => [row.event, row.channel, row.status]).sort()).toEqual(
      [
        ['ACCEPTED', 'EMAIL', 'SENT'],
        ['ACCEPTED', 'SMS', 'SENT'],
        ['REJECTED', 'EMAIL', 'SENT'],
        ['REJECTED', 'SMS', 'SENT'],
        ['SUBMITTED', 'EMAIL', 'SENT'],
        ['SUBMITTED', 'EMAIL', 'SENT'],
        ['SUBMITTED', 'SMS', 'SENT'],
        ['SUBMITTED', 'SMS', 'SENT'],
      ].sort(),
    );

    // The history lists the eight messages among the four status changes, newest first.
    const history = (await staff.history(id)).json();
    expect(history).toHaveLength(12);
    expect(history[0]).toMatchObject({ kind: 'notification', event: 'ACCEPTED', status: 'SENT', attempts: 1 });
    expect(history.filter((e: { kind?: string }) => e.kind === 'notification')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ channel: 'SMS', to: phone, event: 'REJECTED', status: 'SENT' }),
        expect.objectContaining({ channel: 'EMAIL', to: email, event: 'REJECTED', status: 'SENT' }),
      ]),
    );
    const dates = history.map((e: { date: string }) => e.date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it("writes in the language of the applicant's submission", async () => {
    const auth = await t.memberWithToken('ABITURIENT');
    const applicant = applicantClient(() => t, auth, 'ru');
    await applicant.uploadRequired();
    const email = `ru.${Date.now()}@example.uz`;
    const response = await applicant.submit(validApplication(refs, { email }));
    expect(response.statusCode, response.body).toBe(200);
    const id = response.json().id as number;
    await settled(id);
    expect(smsTo(auth.member.phone).map((m) => m.text)).toEqual([
      `Qabul: ваше заявление № ${id} получено и рассматривается.`,
    ]);
    const [mail] = mailTo(email);
    // The subject is encoded (RFC 2047); the body is the Russian text.
    expect(mail?.raw).toMatch(/Subject: =\?UTF-8\?/);
    const [row] = (await rowsOf(id)).filter((r) => r.channel === 'EMAIL');
    expect(row).toMatchObject({ locale: 'ru', subject: 'Ваше заявление получено', status: 'SENT' });
  });

  it('queues one occurrence once, however often it is triggered, and nothing for a draft', async () => {
    const accepted = await reviewedApplicant(t, { status: 'ACCEPTED' });
    for (let i = 0; i < 3; i++) {
      await t.db.transaction((tx) =>
        queueNotification(t.ctx, tx, 'ACCEPTED', { applicationId: accepted.application.id, occurrence: 'history:x' }),
      );
    }
    const rows = await settled(accepted.application.id);
    expect(rows).toHaveLength(1);
    expect(smsTo(accepted.member.phone)).toHaveLength(1);

    const auth = await t.memberWithToken('ABITURIENT');
    const draft = await applicantClient(() => t, auth).saveDraft({ lastName: 'DRAFTOVA' });
    expect(draft.statusCode, draft.body).toBe(200);
    const draftId = draft.json().id as number;
    await t.db.transaction((tx) =>
      queueNotification(t.ctx, tx, 'SUBMITTED', { applicationId: draftId, occurrence: 'history:1' }),
    );
    expect(await rowsOf(draftId)).toEqual([]);
  });
});

describe('settings per admission session', () => {
  it('sends nothing for an event switched off, and the edited text for one switched on', async () => {
    const staff = staffClient(t, verifier.headers);
    const off = await putSetting(admin, 'ACCEPTED', { admissionSessionId: sessionId, enabled: false, texts: texts() });
    expect(off.statusCode, off.body).toBe(200);
    const first = await submittedApplication(t, refs);
    await settled(first.id);
    expect((await staff.accept(first.id)).statusCode).toBe(200);
    expect((await rowsOf(first.id)).map((row) => row.event)).not.toContain('ACCEPTED');

    const edited = await putSetting(admin, 'ACCEPTED', {
      admissionSessionId: sessionId,
      enabled: true,
      texts: texts('Welcome! Application {{id}} is accepted.'),
    });
    expect(edited.json()).toMatchObject({
      event: 'ACCEPTED',
      enabled: true,
      texts: texts('Welcome! Application {{id}} is accepted.'),
    });
    const second = await submittedApplication(t, refs);
    expect((await staff.accept(second.id)).statusCode).toBe(200);
    await settled(second.id);
    expect(smsTo(await phoneOf(second.memberId)).map((m) => m.text)).toContain(
      `Welcome! Application ${second.id} is accepted.`,
    );

    const list = (
      await t.app.inject({
        method: 'GET',
        url: `${settingsUrl}?admissionSessionId=${sessionId}`,
        headers: admin.headers,
      })
    ).json();
    expect(list.events.map((e: { event: string }) => e.event)).toEqual([
      'SUBMITTED',
      'ACCEPTED',
      'REJECTED',
      'PERMIT_VISIBLE',
      'RESULT_PUBLISHED',
      'APPEAL_ANSWERED',
    ]);
    expect(list.events[1]).toMatchObject({ enabled: true, texts: { en: 'Welcome! Application {{id}} is accepted.' } });
    expect(list.events[0]).toMatchObject({
      enabled: true,
      texts: { uz: null, ru: null, en: null },
      defaults: { en: 'Qabul: your application No. {{id}} was received and is being reviewed.' },
    });
    await putSetting(admin, 'ACCEPTED', { admissionSessionId: sessionId, enabled: true, texts: texts() });
  });

  it('is for the super admin only', async () => {
    const body = { admissionSessionId: sessionId, enabled: true, texts: texts() };
    expect((await putSetting(undefined, 'ACCEPTED', body)).statusCode).toBe(401);
    expect((await putSetting(verifier, 'ACCEPTED', body)).statusCode).toBe(403);
    const observer = await t.memberWithToken('ADMIN_OBSERVER');
    expect((await t.app.inject({ method: 'GET', url: settingsUrl, headers: observer.headers })).statusCode).toBe(403);
  });

  it('refuses a text over the SMS length, an unknown placeholder, an unknown event or session with 499', async () => {
    const tooLong = await putSetting(admin, 'REJECTED', {
      admissionSessionId: sessionId,
      enabled: true,
      texts: { uz: 'a'.repeat(401), ru: 'Заявление {{fullName}}', en: '  ' },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({
      code: 499,
      meta: {
        'texts.uz': ['The message must be at most 400 characters'],
        'texts.ru': ['The text may only hold the application number and direction placeholders'],
        'texts.en': ['Enter a text or keep the default one'],
      },
    });
    // 390 characters and the longest application number fit.
    const fits = await putSetting(admin, 'REJECTED', {
      admissionSessionId: sessionId,
      enabled: true,
      texts: texts(`${'a'.repeat(390)}{{id}}`),
    });
    expect(fits.statusCode, fits.body).toBe(200);
    // A text with the direction leaves it 60 characters: a longer one is cut to fit.
    const withDirection = (letters: number) => texts(`${'a'.repeat(letters)}{{id}}{{direction}}`);
    const leavesRoom = await putSetting(admin, 'REJECTED', {
      admissionSessionId: sessionId,
      enabled: true,
      texts: withDirection(330),
    });
    expect(leavesRoom.statusCode, leavesRoom.body).toBe(200);
    const tooLittleRoom = await putSetting(admin, 'REJECTED', {
      admissionSessionId: sessionId,
      enabled: true,
      texts: withDirection(331),
    });
    expect(tooLittleRoom.json()).toMatchObject({
      code: 499,
      meta: { 'texts.en': ['The message must be at most 400 characters'] },
    });
    await putSetting(admin, 'REJECTED', { admissionSessionId: sessionId, enabled: true, texts: texts() });
    const unknown = await putSetting(admin, 'GRADUATED', {
      admissionSessionId: sessionId,
      enabled: true,
      texts: texts(),
    });
    expect(unknown.json()).toMatchObject({ code: 499, meta: { event: [expect.any(String)] } });
    const noSession = await putSetting(admin, 'REJECTED', {
      admissionSessionId: 999999,
      enabled: true,
      texts: texts(),
    });
    expect(noSession.json()).toMatchObject({ code: 499, meta: { admissionSessionId: [expect.any(String)] } });
  });
});

describe('exams and appeals', () => {
  const PERMITS = ['id', 'passportNumber', 'day1', 'smena1', 'floor2', 'day2', 'branch'];
  const RESULTS = ['id', 'passportNumber', 'keldi', 'result', 'actxt', 'answerId'];

  it('tells of a visible permit at once, of a later one when it becomes visible, and of each once', async () => {
    const soon = await reviewedApplicant(t, { status: 'ACCEPTED' });
    const later = await reviewedApplicant(t, { status: 'ACCEPTED' });
    const file = csv([
      PERMITS,
      [soon.application.id, '', tashkentDay(2), '1', 'log-a', 'pw-a', ''],
      [later.application.id, '', tashkentDay(20), '1', 'log-b', 'pw-b', ''],
    ]);
    expect((await importFile(t, admin.headers, 'permits', file)).json()).toMatchObject({ created: 2, errors: [] });
    expect((await importFile(t, admin.headers, 'permits', file)).json()).toMatchObject({ unchanged: 2 });
    await settled(soon.application.id);
    expect(smsTo(soon.member.phone).map((m) => m.text)).toEqual([
      "Qabul: imtihonga ruxsatnomangiz tayyor. Uni saytda ko'ring va chop eting.",
    ]);

    // Published three days before the exam day, at 00:00 in Tashkent (19:00 UTC the day before).
    const [waiting] = await rowsOf(later.application.id);
    const day = tashkentDay(20);
    expect(waiting).toMatchObject({ status: 'QUEUED', occurrence: day });
    expect(waiting?.sendAfter.toISOString()).toBe(
      new Date(
        Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8)) - 3) - 5 * 3_600_000,
      ).toISOString(),
    );
    const history = (await staffClient(t, admin.headers).history(later.application.id)).json();
    expect(history[0]).toMatchObject({
      kind: 'notification',
      event: 'PERMIT_VISIBLE',
      status: 'QUEUED',
      sendAfter: waiting?.sendAfter.toISOString(),
    });

    // Moved to an exam day whose permit is visible now: told at once; the earlier schedule is cancelled when due.
    const moved = csv([PERMITS, [later.application.id, '', tashkentDay(1), '2', 'log-b', 'pw-b', '']]);
    expect((await importFile(t, admin.headers, 'permits', moved)).json()).toMatchObject({ updated: 1 });
    await waitFor('the moved permit', () => smsTo(later.member.phone).length === 1 || undefined);
  });

  it('tells of a published result once and of an answered appeal', async () => {
    const applicant = await reviewedApplicant(t, { status: 'ACCEPTED' });
    const file = csv([RESULTS, [applicant.application.id, '', '1', '0', '', '']]);
    expect((await importFile(t, admin.headers, 'results', file)).json()).toMatchObject({ created: 1, errors: [] });
    const corrected = csv([RESULTS, [applicant.application.id, '', '1', '0', 'Rechecked', '']]);
    expect((await importFile(t, admin.headers, 'results', corrected)).json()).toMatchObject({ updated: 1 });
    await settled(applicant.application.id);
    expect(smsTo(applicant.member.phone).map((m) => m.text)).toEqual([
      "Qabul: imtihon natijangiz e'lon qilindi. Uni saytda ko'ring.",
    ]);

    const appeal = await t.app.inject({
      method: 'POST',
      url: '/api/v1/abiturient/appeal',
      headers: { ...applicant.headers, 'accept-language': 'en' },
      payload: { text: 'Please check my sheet again' },
    });
    expect(appeal.statusCode, appeal.body).toBe(200);
    const answer = (text: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/admin/appeal/${applicant.application.id}/answer`,
        headers: { ...admin.headers, 'accept-language': 'en' },
        payload: { answer: text },
      });
    expect((await answer('Checked: the result stands')).statusCode).toBe(200);
    expect((await answer('Again')).statusCode).toBe(409);
    const rows = await settled(applicant.application.id);
    expect(rows.filter((row) => row.event === 'APPEAL_ANSWERED')).toHaveLength(1);
    expect(smsTo(applicant.member.phone).at(-1)?.text).toBe(
      "Qabul: apellyatsiyangizga javob berildi. Javobni saytda ko'ring.",
    );
  });
});

describe('failures', () => {
  it('retries an e-mail the SMTP server refused and sends it', async () => {
    smtp.state.refuseNext = 1;
    const email = `retry.${Date.now()}@example.uz`;
    const { id } = await submittedApplication(t, refs, { email });
    const rows = await settled(id);
    expect(rows.find((row) => row.channel === 'EMAIL')).toMatchObject({ status: 'SENT', attempts: 2 });
    expect(mailTo(email)).toHaveLength(1);
  });

  it('retries a failing SMS provider with backoff, then marks the message failed', async () => {
    let calls = 0;
    const failing = await createTestApp(
      { NOTIFICATION_RETRY_LIMIT: '2', NOTIFICATION_RETRY_DELAY_SECONDS: '1' },
      {
        sms: {
          async send() {
            calls++;
            throw new Error('provider down');
          },
        },
      },
    );
    try {
      const applicant = await reviewedApplicant(failing, { status: 'SUBMITTED' });
      const staff = await failing.memberWithToken('ADMIN_VERIFIER');
      expect((await staffClient(failing, staff.headers).accept(applicant.application.id)).statusCode).toBe(200);
      const row = await waitFor('the failed message', async () => {
        const [found] = await failing.db
          .select()
          .from(notifications)
          .where(and(eq(notifications.applicationId, applicant.application.id), eq(notifications.status, 'FAILED')));
        return found;
      });
      expect(row).toMatchObject({ channel: 'SMS', attempts: 3, lastError: 'provider down' });
      expect(calls).toBe(3);
      // E-mail is off in this app (no SMTP_URL): nothing was queued for it.
      expect(await failing.db.$count(notifications, eq(notifications.channel, 'EMAIL'))).toBe(0);
    } finally {
      await failing.close();
    }
  });
});
