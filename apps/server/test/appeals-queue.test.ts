import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admissionSessions } from '../src/modules/admission-sessions/admission-sessions.table';
import { appeals } from '../src/modules/appeals/appeals.table';
import { members } from '../src/modules/auth/members.table';
import { examResults } from '../src/modules/exams/exams.table';
import { multipartFile, PDF } from './helpers/application-fixtures';
import { reviewedApplicant } from './helpers/exam-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

type Headers = Record<string, string>;
let t: TestApp;
let verifier: Headers;
let observer: Headers;
let superAdmin: Headers;
let current: number;
let previous: number;

const get = (url: string, headers: Headers, lang = 'en') =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { ...headers, 'accept-language': lang } });
const post = (url: string, headers: Headers, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: { ...headers, 'accept-language': 'en' }, payload });

/** An applicant of `session` who appealed at `sentAt`: rejected, or accepted and "not recommended" after the exam. */
async function appealed(session: number, sentAt: string, options: { lastName: string; notRecommended?: boolean }) {
  const applicant = await reviewedApplicant(t, {
    status: options.notRecommended ? 'ACCEPTED' : 'REJECTED',
    lastName: options.lastName,
    admissionSessionId: session,
  });
  const id = applicant.application.id;
  if (options.notRecommended) await t.db.insert(examResults).values({ applicationId: id, attended: '1', result: '0' });
  expect(
    (await post('/abiturient/appeal', applicant.headers, { text: `Appeal of ${options.lastName}` })).statusCode,
  ).toBe(200);
  await t.db
    .update(appeals)
    .set({ createdAt: new Date(sentAt) })
    .where(eq(appeals.applicationId, id));
  return { ...applicant, id };
}

async function answered(applicationId: number, at: string, headers: Headers) {
  expect((await post(`/admin/appeal/${applicationId}/answer`, headers, { answer: 'Looked again' })).statusCode).toBe(
    200,
  );
  await t.db
    .update(appeals)
    .set({ answeredAt: new Date(at) })
    .where(eq(appeals.applicationId, applicationId));
}

let rows: Record<string, Awaited<ReturnType<typeof appealed>>>;

beforeAll(async () => {
  t = await createTestApp();
  const verifierMember = await t.memberWithToken('ADMIN_VERIFIER');
  await t.db
    .update(members)
    .set({ lastName: 'KARIMOV', firstName: 'JASUR' })
    .where(eq(members.id, verifierMember.member.id));
  verifier = verifierMember.headers;
  observer = (await t.memberWithToken('ADMIN_OBSERVER')).headers;
  superAdmin = (await t.memberWithToken('ADMIN_SUPER')).headers;

  // This file's own two campaigns: the active one and last year's.
  await t.db.update(admissionSessions).set({ active: false });
  const [now] = await t.db
    .insert(admissionSessions)
    .values({
      name: 'Current',
      active: true,
      startDate: '2026-03-01',
      registrationEndDate: '2026-07-31',
      endDate: '2026-09-01',
    })
    .returning();
  const [before] = await t.db
    .insert(admissionSessions)
    .values({ name: 'Previous', startDate: '2025-03-01', registrationEndDate: '2025-07-31', endDate: '2025-09-01' })
    .returning();
  current = now.id;
  previous = before.id;

  rows = {
    second: await appealed(current, '2026-08-02T09:00:00Z', { lastName: 'IKKINCHI', notRecommended: true }),
    first: await appealed(current, '2026-08-01T09:00:00Z', { lastName: 'BIRINCHI' }),
    answeredEarly: await appealed(current, '2026-07-20T09:00:00Z', { lastName: 'ERTA' }),
    answeredLate: await appealed(current, '2026-07-21T09:00:00Z', { lastName: 'KECH' }),
    lastYear: await appealed(previous, '2025-08-01T09:00:00Z', { lastName: 'OTGAN' }),
  };
  const file = multipartFile(PDF, 'appeal.pdf');
  const upload = await t.app.inject({
    method: 'POST',
    url: '/api/v1/abiturient/appeal/file',
    headers: { ...rows.first.headers, ...file.headers },
    payload: file.payload,
  });
  expect(upload.statusCode).toBe(200);
  // The later appeal is answered first: "answered" lists by the answer's time, not the appeal's.
  await answered(rows.answeredLate.id, '2026-07-25T10:00:00Z', verifier);
  await answered(rows.answeredEarly.id, '2026-07-26T10:00:00Z', superAdmin);
});
afterAll(() => t.close());

describe('GET admin/appeal (the staff queue)', () => {
  it('lists the waiting appeals of the active session oldest first, with who, what and whether a PDF came', async () => {
    const response = await get('/admin/appeal?status=waiting', observer);
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page.totalElements).toBe(2);
    expect(page.content.map((row: { applicationId: number }) => row.applicationId)).toEqual([
      rows.first.id,
      rows.second.id,
    ]);
    expect(page.content[0]).toEqual({
      applicationId: rows.first.id,
      fullName: 'BIRINCHI GULNORA BAXTIYOR QIZI',
      facultyName: expect.stringMatching(/\S/),
      applicationStatus: 'REJECTED',
      createdAt: '2026-08-01T09:00:00.000Z',
      answeredAt: null,
      answeredBy: null,
      hasFile: true,
    });
    expect(page.content[1]).toMatchObject({ applicationStatus: 'ACCEPTED', hasFile: false });
    // Without a status the queue shows the waiting tab.
    expect((await get('/admin/appeal', verifier)).json()).toEqual(page);
  });

  it('lists the answered ones newest answer first, naming who answered', async () => {
    const page = (await get('/admin/appeal?status=answered', verifier)).json();
    expect(page.totalElements).toBe(2);
    expect(page.content).toEqual([
      expect.objectContaining({
        applicationId: rows.answeredEarly.id,
        answeredAt: '2026-07-26T10:00:00.000Z',
        answeredBy: expect.stringMatching(/^\+998\d{9}$/),
      }),
      expect.objectContaining({
        applicationId: rows.answeredLate.id,
        answeredAt: '2026-07-25T10:00:00.000Z',
        answeredBy: 'KARIMOV JASUR',
      }),
    ]);
  });

  it('pages zero-based, the total being the whole tab', async () => {
    const second = (await get('/admin/appeal?status=waiting&page=1&size=1', verifier)).json();
    expect(second).toEqual({ content: [expect.objectContaining({ applicationId: rows.second.id })], totalElements: 2 });
    expect((await get('/admin/appeal?status=waiting&page=5&size=1', verifier)).json()).toEqual({
      content: [],
      totalElements: 2,
    });
  });

  it('keeps last year’s appeal out unless its session is asked for', async () => {
    const ids = async (query: string) =>
      (await get(`/admin/appeal?${query}`, verifier))
        .json()
        .content.map((row: { applicationId: number }) => row.applicationId);
    expect(await ids('status=waiting')).not.toContain(rows.lastYear.id);
    expect(await ids(`status=waiting&admissionSessionId=${previous}`)).toEqual([rows.lastYear.id]);
    expect(await ids(`status=waiting&admissionSessionId=${current}`)).toEqual([rows.first.id, rows.second.id]);
    expect(await ids(`status=answered&admissionSessionId=${previous}`)).toEqual([]);
  });

  it('answers a session, status or page that is not one with a 499 naming the parameter', async () => {
    const unknown = await get('/admin/appeal?admissionSessionId=999999', verifier, 'ru');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 499, meta: { admissionSessionId: ['Приёмная сессия не найдена'] } });
    for (const query of ['admissionSessionId=abc', 'status=pending', 'page=-1', 'size=0']) {
      const response = await get(`/admin/appeal?${query}`, verifier);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code, query).toBe(499);
    }
    expect((await get('/admin/appeal/count?admissionSessionId=999999', verifier)).json().code).toBe(499);
  });

  it('is for staff only', async () => {
    expect((await get('/admin/appeal', rows.first.headers)).statusCode).toBe(403);
    expect((await get('/admin/appeal/count', rows.first.headers)).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/admin/appeal' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET admin/appeal/count', () => {
  it('counts waiting and answered appeals of the active session, or of the one asked for', async () => {
    expect((await get('/admin/appeal/count', observer)).json()).toEqual({ waiting: 2, answered: 2 });
    expect((await get(`/admin/appeal/count?admissionSessionId=${previous}`, observer)).json()).toEqual({
      waiting: 1,
      answered: 0,
    });
  });

  it('moves an appeal from waiting to answered once answered', async () => {
    const applicant = await appealed(current, '2026-08-03T09:00:00Z', { lastName: 'YANGI' });
    expect((await get('/admin/appeal/count', verifier)).json()).toEqual({ waiting: 3, answered: 2 });
    await answered(applicant.id, '2026-08-04T09:00:00Z', verifier);
    expect((await get('/admin/appeal/count', verifier)).json()).toEqual({ waiting: 2, answered: 3 });
    const answeredTab = (await get('/admin/appeal?status=answered', verifier)).json();
    expect(answeredTab.content[0].applicationId).toBe(applicant.id);
  });
});
