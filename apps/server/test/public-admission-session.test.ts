import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admissionSessions } from '../src/modules/admission-sessions/admission-sessions.table';
import { catalogueApi } from './helpers/catalogues-api';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
const api = catalogueApi(() => t);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const read = async () => {
  const response = await api('GET', '/abiturient/admission-session');
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('GET abiturient/admission-session', () => {
  it('answers anyone the dates of the active session, registration open', async () => {
    const [seeded] = await t.db.select().from(admissionSessions).where(eq(admissionSessions.active, true));
    expect(await read()).toEqual({
      admissionSession: {
        name: seeded.name,
        startDate: seeded.startDate,
        endDate: seeded.endDate,
        registrationEndDate: seeded.registrationEndDate,
        registrationOpen: true,
      },
    });
  });

  it('says registration is closed when it is switched off or its end date is past', async () => {
    await t.db.update(admissionSessions).set({ registrationActive: false }).where(eq(admissionSessions.active, true));
    expect((await read()).admissionSession.registrationOpen).toBe(false);
    await t.db
      .update(admissionSessions)
      .set({ registrationActive: true, startDate: '2020-06-01', registrationEndDate: '2020-07-31' })
      .where(eq(admissionSessions.active, true));
    expect((await read()).admissionSession).toMatchObject({
      registrationEndDate: '2020-07-31',
      registrationOpen: false,
    });
  });

  it('answers null while no session is active', async () => {
    await t.db.update(admissionSessions).set({ active: false });
    expect(await read()).toEqual({ admissionSession: null });
  });
});
