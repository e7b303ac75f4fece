import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectAgain, createTestApp, openTestDatabase, randomPhone, type TestApp } from './helpers/test-app';

/** Two apps on one database, as two server processes would be, each remembering sessions on its own. */
let first: TestApp;
let second: TestApp;

beforeAll(async () => {
  const database = await openTestDatabase('seeded');
  first = await createTestApp({}, { database });
  second = await createTestApp({}, { database: await connectAgain(database) });
});
afterAll(async () => {
  await second.close();
  await first.close();
});

const me = (app: TestApp, headers: Record<string, string>) =>
  app.app.inject({ method: 'GET', url: '/api/v1/abiturient/application', headers });

async function applicantWithPassword(app: TestApp) {
  const phone = randomPhone();
  const register = await app.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: { phone } });
  expect(register.statusCode).toBe(200);
  const password = app.lastCode(phone);
  const login = async () => {
    const response = await app.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { username: phone, password },
    });
    expect(response.statusCode, response.body).toBe(200);
    return { authorization: `Bearer ${response.json().token}` };
  };
  return { phone, password, login };
}

describe('sessions remembered by each process', () => {
  it('a logout ends the session at once here and, within moments, in the other process', async () => {
    const applicant = await applicantWithPassword(first);
    const headers = await applicant.login();
    // Both processes now remember the session.
    expect((await me(first, headers)).statusCode).toBe(200);
    expect((await me(second, headers)).statusCode).toBe(200);
    expect((await first.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers })).statusCode).toBe(200);
    expect((await me(first, headers)).statusCode).toBe(401);
    await expect.poll(async () => (await me(second, headers)).statusCode, { timeout: 5000, interval: 50 }).toBe(401);
  });

  it('a password change ends the other sessions in every process, and keeps this one', async () => {
    const applicant = await applicantWithPassword(first);
    const kept = await applicant.login();
    const other = await applicant.login();
    expect((await me(second, other)).statusCode).toBe(200);
    const change = await second.app.inject({
      method: 'POST',
      url: '/api/v1/abiturient/password',
      headers: kept,
      payload: {
        currentPassword: applicant.password,
        password: 'New-pass-2026',
        passwordConfirmation: 'New-pass-2026',
      },
    });
    expect(change.statusCode, change.body).toBe(200);
    expect((await me(second, other)).statusCode).toBe(401);
    await expect.poll(async () => (await me(first, other)).statusCode, { timeout: 5000, interval: 50 }).toBe(401);
    expect((await me(first, kept)).statusCode).toBe(200);
  });

  it('a deactivated staff member loses access in every process', async () => {
    const admin = await first.memberWithToken('ADMIN_SUPER');
    const verifier = await first.memberWithToken('ADMIN_VERIFIER');
    const count = (app: TestApp) =>
      app.app.inject({ method: 'GET', url: '/api/v1/admin/application/count', headers: verifier.headers });
    expect((await count(first)).statusCode).toBe(200);
    expect((await count(second)).statusCode).toBe(200);
    const deactivate = await first.app.inject({
      method: 'POST',
      url: `/api/v1/admin/admin-member/${verifier.member.id}/blocking`,
      headers: admin.headers,
    });
    expect(deactivate.statusCode, deactivate.body).toBe(200);
    expect((await count(first)).statusCode).toBe(401);
    await expect.poll(async () => (await count(second)).statusCode, { timeout: 5000, interval: 50 }).toBe(401);
  });
});
