import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faculties, regions } from '../src/modules/catalogues/catalogues.tables';
import { insertPastSession, seedApplicants } from './helpers/applicant-seed';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['memberWithToken']>>;
let f1: { id: number; nameEn: string };
let f2: { id: number; nameEn: string };

const get = (path: string, as?: { headers: Record<string, string> }) =>
  t.app.inject({ method: 'GET', url: `/api/v1${path}`, headers: { ...as?.headers, 'accept-language': 'en' } });

/**
 * A known set: 4 accepted boys in faculty 1 from Tashkent city submitted on 1 July, 3 rejected girls in faculty 1
 * from Samarkand submitted at 01:00 Tashkent time on 2 July (still 1 July in UTC), 2 waiting girls in faculty 2
 * from Tashkent city on 2 July; plus drafts and an earlier session's applications, which never count.
 */
beforeAll(async () => {
  t = await createTestApp({ SMS_WORKER: 'false' });
  admin = await t.memberWithToken('ADMIN_OBSERVER');
  const [first, second] = await t.db.select().from(faculties).orderBy(asc(faculties.id)).limit(2);
  if (!first || !second) throw new Error('demo faculties missing');
  f1 = first;
  f2 = second;
  const regionId = async (code: string) =>
    (await t.db.select().from(regions).where(eq(regions.code, code)))[0]?.id as number;
  const tashkent = await regionId('UZ-TK');
  const samarkand = await regionId('UZ-SA');
  const past = await insertPastSession(t.db);
  const common = { count: 0, prefix: '' };
  const groups = [
    {
      ...common,
      prefix: '99871',
      count: 4,
      status: 'ACCEPTED',
      gender: 'MALE',
      facultyId: f1.id,
      regionId: tashkent,
      registrationDate: '2026-07-01T10:00:00Z',
    },
    {
      ...common,
      prefix: '99872',
      count: 3,
      status: 'REJECTED',
      gender: 'FEMALE',
      facultyId: f1.id,
      regionId: samarkand,
      registrationDate: '2026-07-01T20:00:00Z',
    },
    {
      ...common,
      prefix: '99873',
      count: 2,
      status: 'SUBMITTED',
      gender: 'FEMALE',
      facultyId: f2.id,
      regionId: tashkent,
      registrationDate: '2026-07-02T05:00:00Z',
    },
    {
      ...common,
      prefix: '99874',
      count: 5,
      status: 'DRAFT',
      gender: 'MALE',
      facultyId: f1.id,
      regionId: tashkent,
      sessionId: null,
    },
    {
      ...common,
      prefix: '99875',
      count: 6,
      status: 'ACCEPTED',
      gender: 'MALE',
      facultyId: f2.id,
      regionId: samarkand,
      sessionId: past,
    },
  ] as const;
  for (const group of groups) await seedApplicants(t.db, group);
});
afterAll(() => t.close());

describe('statistics of the active admission session', () => {
  it('daily: rows per Tashkent day and status', async () => {
    const response = await get('/admin/statistics/daily', admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual([
      { date: '2026-07-01', status: 'ACCEPTED', quantity: 4 },
      { date: '2026-07-02', status: 'SUBMITTED', quantity: 2 },
      { date: '2026-07-02', status: 'REJECTED', quantity: 3 },
    ]);
  });

  it('gender', async () => {
    expect((await get('/admin/statistics/gender', admin)).json()).toEqual([
      { gender: 'MALE', quantity: 4 },
      { gender: 'FEMALE', quantity: 5 },
    ]);
  });

  it('faculty: totals, boys, girls and accepted; other open faculties with zeros', async () => {
    const rows = (await get('/admin/statistics/faculty', admin)).json();
    expect(rows.find((r: { facultyId: number }) => r.facultyId === f1.id)).toEqual({
      facultyId: f1.id,
      facultyName: f1.nameEn,
      quantity: 7,
      boysCount: 4,
      girlsCount: 3,
      acceptedCount: 4,
    });
    expect(rows.find((r: { facultyId: number }) => r.facultyId === f2.id)).toMatchObject({
      quantity: 2,
      boysCount: 0,
      girlsCount: 2,
      acceptedCount: 0,
    });
    const others = rows.filter((r: { facultyId: number }) => r.facultyId !== f1.id && r.facultyId !== f2.id);
    expect(others.every((r: { quantity: number }) => r.quantity === 0)).toBe(true);
  });

  it('regional: the 14 regions by ISO code', async () => {
    const rows = (await get('/admin/statistics/regional', admin)).json();
    expect(rows).toHaveLength(14);
    const byCode = Object.fromEntries(rows.map((r: { code: string; quantity: number }) => [r.code, r.quantity]));
    expect(byCode['UZ-TK']).toBe(6);
    expect(byCode['UZ-SA']).toBe(3);
    expect(Object.values(byCode).reduce((a, b) => (a as number) + (b as number), 0)).toBe(9);
    expect(rows.find((r: { code: string }) => r.code === 'UZ-SA').regionName).toBe('Samarkand Region');
  });

  it('every admin role reads; applicants and anonymous callers do not', async () => {
    for (const role of ['ADMIN_SUPER', 'ADMIN_VERIFIER'] as const) {
      const member = await t.memberWithToken(role);
      expect((await get('/admin/statistics/gender', member)).statusCode).toBe(200);
    }
    const applicant = await t.memberWithToken('ABITURIENT');
    for (const path of ['daily', 'gender', 'faculty', 'regional']) {
      expect((await get(`/admin/statistics/${path}`, applicant)).statusCode).toBe(403);
      expect((await get(`/admin/statistics/${path}`)).statusCode).toBe(401);
    }
  });

  it('applicants see totals per faculty only, cacheable', async () => {
    const applicant = await t.memberWithToken('ABITURIENT');
    const response = await get('/abiturient/statistics/faculty', applicant);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, max-age=300');
    const rows = response.json();
    expect(rows.find((r: { facultyId: number }) => r.facultyId === f1.id)).toEqual({
      facultyId: f1.id,
      facultyName: f1.nameEn,
      quantity: 7,
    });
    expect((await get('/abiturient/statistics/faculty')).statusCode).toBe(401);
  });
});
