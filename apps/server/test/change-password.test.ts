import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueApi } from './helpers/catalogues-api';
import { createTestApp, randomPhone, type TestApp } from './helpers/test-app';

let t: TestApp;
const api = catalogueApi(() => t);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

/** A signed-up applicant logged in twice with the SMS code: two sessions, as on a phone and a laptop. */
async function applicantWithTwoSessions() {
  const phone = randomPhone();
  expect((await api('POST', '/auth/register', { payload: { phone } })).statusCode).toBe(200);
  const code = t.lastCode(phone);
  const login = async (password: string) => api('POST', '/auth/login', { payload: { username: phone, password } });
  const here = (await login(code)).json().token as string;
  const elsewhere = (await login(code)).json().token as string;
  return { phone, code, here, elsewhere, login };
}

const change = (token: string, payload: object, lang = 'en') =>
  api('POST', '/abiturient/password', { as: bearer(token), payload, lang });

describe('POST abiturient/password', () => {
  it('replaces the SMS code, keeps this session and ends every other one', async () => {
    const a = await applicantWithTwoSessions();
    const response = await change(a.here, {
      currentPassword: a.code,
      password: 'My-own-pass-2026',
      passwordConfirmation: 'My-own-pass-2026',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('Password changed. Sessions on other devices were ended');

    expect((await api('GET', '/common/member', { as: bearer(a.here) })).statusCode).toBe(200);
    expect((await api('GET', '/common/member', { as: bearer(a.elsewhere) })).statusCode).toBe(401);
    expect((await a.login(a.code)).statusCode).toBe(401);
    expect((await a.login('My-own-pass-2026')).statusCode).toBe(200);
  });

  it("refuses a wrong current password, in the caller's language, and changes nothing", async () => {
    const a = await applicantWithTwoSessions();
    const response = await change(
      a.here,
      { currentPassword: '000000', password: 'My-own-pass-2026', passwordConfirmation: 'My-own-pass-2026' },
      'uz',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 499, meta: { currentPassword: ["Joriy parol noto'g'ri"] } });
    expect((await api('GET', '/common/member', { as: bearer(a.elsewhere) })).statusCode).toBe(200);
    expect((await a.login(a.code)).statusCode).toBe(200);
  });

  it('checks the new password: policy, confirmation, different from the current one', async () => {
    const a = await applicantWithTwoSessions();
    const response = await change(
      a.here,
      { currentPassword: a.code, password: '12345678', passwordConfirmation: '12345679' },
      'ru',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().meta).toEqual({
      password: ['Пароль должен содержать не менее 8 символов и не состоять только из цифр'],
      passwordConfirmation: ['Подтверждение пароля не совпадает.'],
    });
    const same = await change(a.here, { currentPassword: a.code, password: a.code, passwordConfirmation: a.code });
    expect(same.json().meta).toMatchObject({
      password: expect.arrayContaining(['The new password must differ from the current one']),
    });
    expect((await a.login(a.code)).statusCode).toBe(200);
  });

  it('is for logged-in applicants only', async () => {
    const payload = { currentPassword: 'x', password: 'My-own-pass-2026', passwordConfirmation: 'My-own-pass-2026' };
    expect((await api('POST', '/abiturient/password', { payload })).statusCode).toBe(401);
    const admin = await t.memberWithToken('ADMIN_SUPER');
    expect((await api('POST', '/abiturient/password', { as: admin, payload })).statusCode).toBe(403);
  });
});
