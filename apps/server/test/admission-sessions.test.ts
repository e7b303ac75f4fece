import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admissionSessions } from '../src/modules/admission-sessions/admission-sessions.table';
import { catalogueApi } from './helpers/catalogues-api';
import { cataloguePayloads, type TCataloguePayloads, uniqueToken } from './helpers/catalogues-payloads';
import { createTestApp, randomPhone, type TestApp } from './helpers/test-app';

let t: TestApp;
let payloads: TCataloguePayloads;
let admin: { headers: Record<string, string> };
const api = catalogueApi(() => t);

beforeAll(async () => {
  t = await createTestApp();
  payloads = await cataloguePayloads(t);
  admin = await t.memberWithToken('ADMIN_SUPER');
});
afterAll(() => t.close());

async function createSession(overrides: object = {}) {
  const response = await api('PUT', '/admin/admission-session', { as: admin, payload: payloads.session(overrides) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { id: number; name: string; active: boolean; regActive: boolean };
}

const toggle = (id: number, name: string) => api('POST', `/admin/admission-session/${id}/${name}`, { as: admin });
const activeIds = async () =>
  (await t.db.select().from(admissionSessions).where(eq(admissionSessions.active, true))).map((row) => row.id);

describe('saving a session', () => {
  it('creates an inactive session and updates it with POST', async () => {
    const created = await createSession({ name: 'Qabul 2030' });
    expect(created).toMatchObject({
      name: 'Qabul 2030',
      active: false,
      regActive: false,
      startDate: '2030-06-01',
      registrationEndDate: '2030-07-31',
      endDate: '2030-08-31',
    });
    const update = { ...payloads.session({ name: 'Qabul 2030/31', endDate: '2030-09-15' }), id: created.id };
    const updated = await api('POST', '/admin/admission-session', { as: admin, payload: update });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      id: created.id,
      name: 'Qabul 2030/31',
      endDate: '2030-09-15',
      active: false,
    });
  });

  it('accepts start = registration end = end', async () => {
    const day = '2031-01-10';
    await createSession({ startDate: day, registrationEndDate: day, endDate: day });
  });

  it.each([
    [
      { registrationEndDate: '2030-05-31' },
      { registrationEndDate: ['The registration end date cannot be before the start date'] },
    ],
    [{ endDate: '2030-07-30' }, { endDate: ['The end date cannot be before the registration end date'] }],
    [
      { name: ' ', startDate: undefined },
      { name: ['Required'], startDate: ['Required'] },
    ],
    [
      { registrationEndDate: undefined, endDate: null },
      { registrationEndDate: ['Required'], endDate: ['Required'] },
    ],
    [{ startDate: '2030-02-30' }, { startDate: ['Invalid date'] }],
    [{ endDate: '31.08.2030' }, { endDate: ['Invalid date'] }],
  ])('refuses %j with 499 and stores nothing', async (overrides, meta) => {
    const before = await t.db.$count(admissionSessions);
    const response = await api('PUT', '/admin/admission-session', {
      as: admin,
      payload: payloads.session(overrides),
      lang: 'en',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 499, error_description: 'Some fields are filled in incorrectly', meta });
    expect(await t.db.$count(admissionSessions)).toBe(before);
  });

  it('applies the date rule to updates too', async () => {
    const created = await createSession();
    const update = { ...payloads.session({ endDate: '2030-06-15' }), id: created.id };
    const response = await api('POST', '/admin/admission-session', { as: admin, payload: update });
    expect(response.json()).toMatchObject({ code: 499, meta: { endDate: [expect.any(String)] } });
    const [row] = await t.db.select().from(admissionSessions).where(eq(admissionSessions.id, created.id));
    expect(row.endDate).toBe('2030-08-31');
  });

  it('searches by name and sorts by date', async () => {
    const token = uniqueToken();
    for (const startDate of ['2030-03-01', '2030-01-01', '2030-02-01'])
      await createSession({ name: `${token} ${startDate}`, startDate });
    const response = await api(
      'GET',
      `/admin/admission-session?name=${token.toUpperCase()}&sortField=startDate&sortOrder=desc`,
      {
        as: admin,
      },
    );
    const page = response.json();
    expect(page.totalElements).toBe(3);
    expect(page.content.map((s: { startDate: string }) => s.startDate)).toEqual([
      '2030-03-01',
      '2030-02-01',
      '2030-01-01',
    ]);
  });
});

describe('activation', () => {
  it('keeps exactly one session active: activating one deactivates the others', async () => {
    expect(await activeIds()).toHaveLength(1); // the seeded session
    const first = await createSession();
    const second = await createSession();

    expect((await toggle(first.id, 'activation')).json()).toMatchObject({ id: first.id, active: true });
    expect(await activeIds()).toEqual([first.id]);
    await toggle(second.id, 'activation');
    expect(await activeIds()).toEqual([second.id]);
    const list = (await api('GET', '/admin/admission-session?size=200', { as: admin })).json();
    expect(list.content.filter((s: { active: boolean }) => s.active).map((s: { id: number }) => s.id)).toEqual([
      second.id,
    ]);

    expect((await toggle(second.id, 'deactivation')).json().active).toBe(false);
    expect(await activeIds()).toEqual([]);
  });

  it('keeps one active session when two are activated at the same moment', async () => {
    const sessions = [await createSession(), await createSession(), await createSession()];
    const responses = await Promise.all(sessions.map((session) => toggle(session.id, 'activation')));
    for (const response of responses) expect([200, 409]).toContain(response.statusCode);
    const active = await activeIds();
    expect(active).toHaveLength(1);
    expect(sessions.map((s) => s.id)).toContain(active[0]);
  });

  it('opens and closes online registration with regactivation and deregactivation', async () => {
    const session = await createSession({
      startDate: '2020-01-01',
      registrationEndDate: '2099-07-31',
      endDate: '2099-08-31',
    });
    await toggle(session.id, 'activation');
    const register = () => api('POST', '/auth/register', { payload: { phone: randomPhone() }, lang: 'en' });

    expect((await register()).json().error_description).toBe('Online registration is closed now');
    const opened = await toggle(session.id, 'regactivation');
    expect(opened.json()).toMatchObject({ active: true, regActive: true });
    expect((await register()).statusCode).toBe(200);
    expect((await toggle(session.id, 'deregactivation')).json()).toMatchObject({ active: true, regActive: false });
    expect((await register()).statusCode).toBe(400);
  });

  it('answers 404 for an unknown session', async () => {
    const response = await api('POST', '/admin/admission-session/999999/activation', { as: admin, lang: 'en' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      code: 404,
      error_description: 'Admission session not found',
      meta: { reason: 'admission_session_not_found' },
    });
  });
});
