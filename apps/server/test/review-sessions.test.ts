import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPastSession, seedApplicants } from './helpers/applicant-seed';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Staff work on one admission session: every list, count, "next", export and statistic shows the active session's
 * applications unless another session is picked (`admissionSessionId`), and never both.
 */
let t: TestApp;
let headers: Record<string, string>;
let past: number;
let active: number;

const rowsOf = async (query: ReturnType<typeof sql>) =>
  ((await t.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
const get = (path: string, as = headers) =>
  t.app.inject({ method: 'GET', url: `/api/v1/admin${path}`, headers: { ...as, 'accept-language': 'en' } });
const withSession = (path: string, session: number) =>
  `${path}${path.includes('?') ? '&' : '?'}admissionSessionId=${session}`;

/** This session: 3 waiting, 2 accepted, 1 rejected (and drafts); the past one: 4 waiting, 5 accepted. */
beforeAll(async () => {
  t = await createTestApp({ SMS_WORKER: 'false' });
  headers = (await t.memberWithToken('ADMIN_VERIFIER')).headers;
  past = await insertPastSession(t.db);
  active = (await rowsOf(sql`select id from admission_sessions where active`))[0].id as number;
  await seedApplicants(t.db, { prefix: '99861', count: 3, status: 'SUBMITTED' });
  await seedApplicants(t.db, { prefix: '99862', count: 2, status: 'ACCEPTED' });
  await seedApplicants(t.db, { prefix: '99863', count: 1, status: 'REJECTED' });
  await seedApplicants(t.db, { prefix: '99864', count: 2, status: 'DRAFT', sessionId: null });
  await seedApplicants(t.db, { prefix: '99865', count: 4, status: 'SUBMITTED', sessionId: past });
  await seedApplicants(t.db, { prefix: '99866', count: 5, status: 'ACCEPTED', sessionId: past });
});
afterAll(() => t.close());

/** The ids of the applications of a session, by status, as the database has them. */
async function idsOf(session: number, status?: string) {
  const rows = await rowsOf(sql`
    select id from applications where admission_session_id = ${session} and status <> 'DRAFT'
    and (${status ?? null}::text is null or status::text = ${status ?? null}) order by id`);
  return rows.map((row) => row.id as number);
}

async function exportedIds(path: string) {
  const response = await get(path);
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const ids: number[] = [];
  workbook.worksheets[0].eachRow((row, number) => {
    if (number > 1) ids.push(row.getCell(1).value as number);
  });
  return { ids: ids.sort((a, b) => a - b), disposition: String(response.headers['content-disposition']) };
}

describe('staff lists work on one admission session', () => {
  it('counts the active session by default, another when picked', async () => {
    expect((await get('/application/count')).json()).toEqual({ all: 6, submitted: 3, accepted: 2, rejected: 1 });
    expect((await get(withSession('/application/count', past))).json()).toEqual({
      all: 9,
      submitted: 4,
      accepted: 5,
      rejected: 0,
    });
    expect((await get(withSession('/application/count', active))).json()).toMatchObject({ all: 6 });
  });

  it('lists every tab of one session only, with totals of that session', async () => {
    for (const [path, status] of [
      ['', undefined],
      ['/submitted', 'SUBMITTED'],
      ['/accepted', 'ACCEPTED'],
      ['/rejected', 'REJECTED'],
    ] as const) {
      for (const session of [undefined, active, past]) {
        const url =
          session === undefined ? `/application${path}?size=50` : withSession(`/application${path}?size=50`, session);
        const page = (await get(url)).json();
        const expected = await idsOf(session ?? active, status);
        expect(
          page.content.map((row: { id: number }) => row.id).sort((a: number, b: number) => a - b),
          url,
        ).toEqual(expected);
        expect(page.totalElements, url).toBe(expected.length);
      }
    }
  });

  it('searches within the session', async () => {
    const [first] = await idsOf(past, 'SUBMITTED');
    expect((await get(`/application?name=${first}`)).json().content.map((row: { id: number }) => row.id)).not.toContain(
      first,
    );
    expect((await get(withSession(`/application?name=${first}`, past))).json().content[0]).toMatchObject({
      id: first,
      matchedBy: 'id',
    });
  });

  it('hands out the next waiting application of the session', async () => {
    const next = (await get('/application/next')).json().id;
    expect(await idsOf(active, 'SUBMITTED')).toContain(next);
    const nextPast = (await get(withSession('/application/next', past))).json().id;
    expect(await idsOf(past, 'SUBMITTED')).toContain(nextPast);
  });

  it('exports one session, named in the file', async () => {
    const all = await exportedIds('/application/export');
    expect(all.ids).toEqual(await idsOf(active));
    const pastAccepted = await exportedIds(withSession('/application/export/accepted', past));
    expect(pastAccepted.ids).toEqual(await idsOf(past, 'ACCEPTED'));
    expect(pastAccepted.disposition).toContain('accepted_application_2024-2025_');
    const exam = await exportedIds('/application/export/exported');
    expect(exam.ids).toEqual(await idsOf(active, 'ACCEPTED'));
    const examPast = await exportedIds(withSession('/application/export/exported', past));
    expect(examPast.ids).toEqual(await idsOf(past, 'ACCEPTED'));
  });

  it('statistics of the picked session', async () => {
    const gender = async (session?: number) => {
      const path = '/statistics/daily';
      const rows = (await get(session ? withSession(path, session) : path)).json() as { quantity: number }[];
      return rows.reduce((sum, row) => sum + row.quantity, 0);
    };
    expect(await gender()).toBe(6);
    expect(await gender(past)).toBe(9);
  });

  it('refuses a session that does not exist with a 499 on admissionSessionId, on every call', async () => {
    for (const path of [
      '/application',
      '/application/accepted',
      '/application/count',
      '/application/next',
      '/application/export',
      '/application/export/exported',
      '/statistics/gender',
    ]) {
      const response = await get(withSession(path, 999_999));
      expect(response.statusCode, path).toBe(400);
      expect(response.json(), path).toMatchObject({
        code: 499,
        meta: { admissionSessionId: ['Admission session not found'] },
      });
    }
  });
});
