import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admissionSessions } from '../src/modules/admission-sessions/admission-sessions.table';
import { members } from '../src/modules/auth/members.table';
import { createTestApp, randomPhone, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers });

async function registerAndLogin(phone = randomPhone()) {
  expect((await post('/auth/register', { phone })).statusCode).toBe(200);
  const login = await post('/auth/login', { username: phone, password: t.lastCode(phone) });
  expect(login.statusCode).toBe(200);
  return { phone, token: login.json().token as string };
}

describe('sign-up and login', () => {
  it('registers, texts a code, logs in with it, reads the member and logs out', async () => {
    const phone = randomPhone();
    const register = await post('/auth/register', { phone }, { 'accept-language': 'en' });
    expect(register.statusCode).toBe(200);
    expect(register.json().message).toBe('The password was sent by SMS');
    const sms = t.outbox().filter((m) => m.to === phone);
    expect(sms).toHaveLength(1);
    expect(sms[0].text).toMatch(/\b\d{6}\b/);

    const [row] = await t.db.select().from(members).where(eq(members.phone, phone));
    expect(row.role).toBe('ABITURIENT');
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.passwordHash).not.toContain(t.lastCode(phone));

    const login = await post('/auth/login', { username: phone, password: t.lastCode(phone) });
    expect(login.statusCode).toBe(200);
    const headers = { authorization: `Bearer ${login.json().token}` };

    const me = await t.app.inject({ method: 'GET', url: '/api/v1/common/member', headers });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: row.id, phone, role: 'ABITURIENT', menus: [] });

    expect((await post('/auth/logout', {}, headers)).statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/v1/common/member', headers });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: 401, meta: { reason: 'unauthorized' } });
  });

  it('refuses a phone that is already registered', async () => {
    const { phone } = await registerAndLogin();
    const again = await post('/auth/register', { phone }, { 'accept-language': 'ru' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 409,
      error_description: 'Этот номер уже зарегистрирован. Войдите через восстановление пароля',
      meta: { reason: 'phone_already_registered' },
    });
  });

  it('answers a wrong password with "Incorrect login or password" in the caller language', async () => {
    const { phone } = await registerAndLogin();
    const en = await post('/auth/login', { username: phone, password: '000000' }, { 'accept-language': 'en' });
    expect(en.statusCode).toBe(401);
    expect(en.json().error_description).toBe('Incorrect login or password');
    const uz = await post('/auth/login', { username: randomPhone(), password: '000000' });
    expect(uz.json().error_description).toBe("Login yoki parol noto'g'ri");
  });

  it('returns code 499 with per-field messages for invalid input', async () => {
    const response = await post('/auth/register', { phone: '99890' }, { 'accept-language': 'en' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 499,
      error_description: 'Some fields are filled in incorrectly',
      meta: { phone: ['Enter the full, valid phone number'] },
    });
    const missing = await post('/auth/login', {}, { 'accept-language': 'en' });
    expect(missing.json().meta).toEqual({ username: ['Required'], password: ['Required'] });
  });

  it('refuses registration while no session has registration open, and stores nothing', async () => {
    await t.db.update(admissionSessions).set({ registrationActive: false });
    const phone = randomPhone();
    const response = await post('/auth/register', { phone }, { 'accept-language': 'en' });
    await t.db.update(admissionSessions).set({ registrationActive: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().error_description).toBe('Online registration is closed now');
    expect(await t.db.$count(members, eq(members.phone, phone))).toBe(0);
    expect(t.outbox().some((m) => m.to === phone)).toBe(false);
  });
});

describe('forgot password', () => {
  const member = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/v1/common/member', headers: { authorization: `Bearer ${token}` } });
  const login = (phone: string, password: string) => post('/auth/login', { username: phone, password });

  /** Asks for a new password as if a minute had passed since the last SMS; returns the code sent. */
  async function forgot(phone: string) {
    await t.ctx.counters.reset(`sms:phone-minute:${phone}`);
    const reset = await post('/auth/forgot-password', { phone });
    expect(reset.statusCode).toBe(200);
    return t.lastCode(phone);
  }

  it('keeps the current password and sessions until the new password is used, then replaces both', async () => {
    const { phone, token } = await registerAndLogin();
    const oldCode = t.lastCode(phone);
    const newCode = await forgot(phone);
    expect(newCode).not.toBe(oldCode);

    // Whoever asked cannot lock the owner out: the old password and the open session still work.
    expect((await member(token)).statusCode).toBe(200);
    const second = await login(phone, oldCode);
    expect(second.statusCode).toBe(200);

    const fresh = await login(phone, newCode);
    expect(fresh.statusCode).toBe(200);
    expect((await member(token)).statusCode).toBe(401);
    expect((await member(second.json().token)).statusCode).toBe(401);
    expect((await member(fresh.json().token)).statusCode).toBe(200);
    expect((await login(phone, oldCode)).statusCode).toBe(401);
    // The new password is now the password: it works again, and ends nothing more.
    expect((await login(phone, newCode)).statusCode).toBe(200);
    expect((await member(fresh.json().token)).statusCode).toBe(200);
  });

  it('accepts only the last password sent, and not after it expires', async () => {
    const { phone } = await registerAndLogin();
    const first = await forgot(phone);
    const last = await forgot(phone);
    expect((await login(phone, first)).statusCode).toBe(401);

    const [row] = await t.db.select().from(members).where(eq(members.phone, phone));
    await t.db
      .update(members)
      .set({ pendingPasswordExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(members.id, row.id));
    expect((await login(phone, last)).statusCode).toBe(401);
  });

  it('drops a pending password when the applicant sets one', async () => {
    const { phone, token } = await registerAndLogin();
    const oldCode = t.lastCode(phone);
    const sent = await forgot(phone);
    const change = await t.app.inject({
      method: 'POST',
      url: '/api/v1/abiturient/password',
      headers: { authorization: `Bearer ${token}` },
      payload: { currentPassword: oldCode, password: 'New-pass-2026', passwordConfirmation: 'New-pass-2026' },
    });
    expect(change.statusCode).toBe(200);
    expect((await login(phone, sent)).statusCode).toBe(401);
    expect((await login(phone, 'New-pass-2026')).statusCode).toBe(200);
  });

  it('gives an unknown phone the same answer and sends nothing', async () => {
    const phone = randomPhone();
    const response = await post('/auth/forgot-password', { phone }, { 'accept-language': 'en' });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('The password was sent by SMS');
    expect(t.outbox().some((m) => m.to === phone)).toBe(false);
  });
});

describe('access control', () => {
  it('gives 401 without a token and with a forged one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/common/member' })).statusCode).toBe(401);
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/v1/common/member',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('gives an applicant token 403 on an admin route, in the spec §8 body', async () => {
    const { token } = await registerAndLogin();
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/region',
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 403, error_description: expect.any(String), meta: {} });
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json().code).toBe(404);
  });

  it('gives the super admin the whole admin menu', async () => {
    const { headers } = await t.memberWithToken('ADMIN_SUPER');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/common/member',
      headers: { ...headers, 'accept-language': 'en' },
    });
    expect(me.json().role).toBe('ADMIN_SUPER');
    expect(me.json().menus).toContainEqual({ name: 'Staff members', icon: 'People', route: '/admin/admin-members' });
    const observer = await t.memberWithToken('ADMIN_OBSERVER');
    const observed = await t.app.inject({ method: 'GET', url: '/api/v1/common/member', headers: observer.headers });
    expect(observed.json().menus.map((m: { route: string }) => m.route)).not.toContain('/admin/admin-members');
  });
});
