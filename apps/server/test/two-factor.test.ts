import { and, eq } from 'drizzle-orm';
import { generate } from 'otplib/functional';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { hashPassword } from '../src/lib/password';
import { auditLog } from '../src/modules/audit/audit.table';
import { insertMember } from '../src/modules/auth/members.queries';
import { resetStaffTwoFactor } from '../src/modules/members/admin-cli';
import { createTestApp, randomPhone, type TestApp } from './helpers/test-app';

const PASSWORD = 'Staff-pass-2026';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Json = Record<string, unknown>;
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers: { 'accept-language': 'en', ...headers } });
const get = (url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { 'accept-language': 'en', ...headers } });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function staff(role: 'ADMIN_SUPER' | 'ADMIN_VERIFIER' | 'ADMIN_OBSERVER') {
  const phone = randomPhone();
  const member = await insertMember(t.db, { phone, passwordHash: await hashPassword(PASSWORD), role });
  return { ...member, phone };
}

const login = (phone: string) => post('/auth/login', { username: phone, password: PASSWORD });
/** The code of the app at `offsetSeconds` from now (the next step: +30, accepted within one step's tolerance). */
const codeOf = (secret: string, offsetSeconds = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSeconds });

const rowsOf = (memberId: number) => t.db.select().from(auditLog).where(eq(auditLog.memberId, memberId));

/** Takes a member who must enrol through the login's enrolment step; answers the secret, token and codes. */
async function enrolAtLogin(phone: string) {
  const first = await login(phone);
  expect(first.json()).toMatchObject({ twoFactor: 'enrolment_required' });
  const { challenge } = first.json() as { challenge: string };
  const enrolment = (await post('/auth/login/two-factor/enrolment', { challenge })).json() as { secret: string };
  const confirmed = await post('/auth/login/two-factor/enrolment/confirm', {
    challenge,
    code: await codeOf(enrolment.secret),
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { secret: enrolment.secret, ...(confirmed.json() as { token: string; recoveryCodes: string[] }) };
}

describe('login for staff without two-factor and for applicants', () => {
  it('answers the spec §7 `{ token }` unchanged', async () => {
    const verifier = await staff('ADMIN_VERIFIER');
    const response = await login(verifier.phone);
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json())).toEqual(['token']);

    const applicantPhone = randomPhone();
    await insertMember(t.db, { phone: applicantPhone, passwordHash: await hashPassword(PASSWORD), role: 'ABITURIENT' });
    expect(Object.keys((await login(applicantPhone)).json())).toEqual(['token']);
  });
});

describe('enrolment required at the first login (super admin by default)', () => {
  it('gives a challenge, not a session, then enrols with the QR secret and answers the session and 10 codes', async () => {
    const admin = await staff('ADMIN_SUPER');
    const first = await login(admin.phone);
    expect(first.statusCode).toBe(200);
    const body = first.json() as Json;
    expect(body).toMatchObject({ twoFactor: 'enrolment_required', challenge: expect.any(String) });
    expect(body.token).toBeUndefined();
    // The challenge is no session.
    expect((await get('/common/member', bearer(body.challenge as string))).statusCode).toBe(401);

    const enrolment = await post('/auth/login/two-factor/enrolment', { challenge: body.challenge });
    expect(enrolment.statusCode, enrolment.body).toBe(200);
    const { secret, otpauthUri, qrSvg } = enrolment.json() as { secret: string; otpauthUri: string; qrSvg: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toContain(`secret=${secret}`);
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/Qabul:/);
    expect(qrSvg).toMatch(/^<svg/);

    const wrong = await post('/auth/login/two-factor/enrolment/confirm', { challenge: body.challenge, code: '000000' });
    expect(wrong.json().code).toBe(499);
    expect(wrong.json().meta.code).toEqual(['The code is incorrect or expired']);

    const confirmed = await post('/auth/login/two-factor/enrolment/confirm', {
      challenge: body.challenge,
      code: await codeOf(secret),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const { token, recoveryCodes } = confirmed.json() as { token: string; recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect(recoveryCodes[0]).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect((await get('/common/member', bearer(token))).json().role).toBe('ADMIN_SUPER');
    expect((await get('/admin/two-factor', bearer(token))).json()).toEqual({
      enrolled: true,
      required: true,
      recoveryCodesLeft: 10,
    });
    // The challenge is spent.
    expect((await post('/auth/login/two-factor/enrolment', { challenge: body.challenge })).statusCode).toBe(401);
    const actions = (await rowsOf(admin.id)).map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(['two_factor_enrolled', 'login_succeeded']));
  });
});

describe('login with two-factor', () => {
  it('asks for the code after the password, and takes each code once', async () => {
    const admin = await staff('ADMIN_SUPER');
    const { secret } = await enrolAtLogin(admin.phone);

    const step = (await login(admin.phone)).json() as { twoFactor: string; challenge: string };
    expect(step.twoFactor).toBe('required');
    const wrong = await post('/auth/login/two-factor', { challenge: step.challenge, code: '123 456' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error_description).toBe('The code is incorrect or expired');
    const failed = (await rowsOf(admin.id)).filter((row) => row.action === 'login_failed');
    expect(failed.at(-1)?.details).toMatchObject({ step: 'two_factor', reason: 'two_factor_code_incorrect' });

    // The code the enrolment used is spent: the next step's code works, once.
    const next = await codeOf(secret, 30);
    const right = await post('/auth/login/two-factor', { challenge: step.challenge, code: next });
    expect(right.statusCode, right.body).toBe(200);
    expect((await get('/common/member', bearer(right.json().token))).statusCode).toBe(200);
    const again = (await login(admin.phone)).json() as { challenge: string };
    expect((await post('/auth/login/two-factor', { challenge: again.challenge, code: next })).statusCode).toBe(401);
  });

  it('takes a recovery code once', async () => {
    const admin = await staff('ADMIN_SUPER');
    const { recoveryCodes } = await enrolAtLogin(admin.phone);
    const step = (await login(admin.phone)).json() as { challenge: string };
    // Written as shown or typed without the dash, in capitals.
    const code = recoveryCodes[3].replace('-', '').toUpperCase();
    const used = await post('/auth/login/two-factor', { challenge: step.challenge, recoveryCode: code });
    expect(used.statusCode, used.body).toBe(200);
    expect((await get('/admin/two-factor', bearer(used.json().token))).json().recoveryCodesLeft).toBe(9);
    const logins = (await rowsOf(admin.id)).filter((row) => row.action === 'login_succeeded');
    expect(logins.at(-1)?.details).toEqual({ step: 'recovery_code' });
    const second = (await login(admin.phone)).json() as { challenge: string };
    const reused = await post('/auth/login/two-factor', {
      challenge: second.challenge,
      recoveryCode: recoveryCodes[3],
    });
    expect(reused.statusCode).toBe(401);
  });

  it('spends a challenge after 5 wrong codes and locks the member after 10', async () => {
    const admin = await staff('ADMIN_SUPER');
    const { secret } = await enrolAtLogin(admin.phone);
    const { challenge } = (await login(admin.phone)).json() as { challenge: string };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await post('/auth/login/two-factor', { challenge, code: '000001' })).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401]);
    const spent = await post('/auth/login/two-factor', { challenge, code: await codeOf(secret, 30) });
    expect(spent.json().error_description).toMatch(/sign-in has expired/);

    const second = (await login(admin.phone)).json() as { challenge: string };
    const more: number[] = [];
    for (let i = 0; i < 5; i++)
      more.push((await post('/auth/login/two-factor', { challenge: second.challenge, code: '000001' })).statusCode);
    // 5 from the first challenge (its sixth was refused as spent) and 5 here make 10: the next is locked.
    expect(more).toEqual([401, 401, 401, 401, 429]);
  });

  it('refuses malformed codes with 499 on the field', async () => {
    const response = await post('/auth/login/two-factor', { challenge: 'x', code: '12ab' });
    expect(response.json()).toMatchObject({ code: 499, meta: { code: ['Enter the 6-digit code from the app'] } });
  });
});

describe('voluntary enrolment, the policy and the super admin reset', () => {
  it('lets a verifier enrol from the two-factor page; then the login asks for a code', async () => {
    const verifier = await staff('ADMIN_VERIFIER');
    const token = (await login(verifier.phone)).json().token as string;
    expect((await get('/admin/two-factor', bearer(token))).json()).toEqual({
      enrolled: false,
      required: false,
      recoveryCodesLeft: 0,
    });
    expect((await post('/admin/two-factor/enrolment/confirm', { code: '123456' }, bearer(token))).statusCode).toBe(409);
    const { secret } = (await post('/admin/two-factor/enrolment', {}, bearer(token))).json() as { secret: string };
    const confirmed = await post('/admin/two-factor/enrolment/confirm', { code: await codeOf(secret) }, bearer(token));
    expect(confirmed.json().recoveryCodes).toHaveLength(10);
    expect((await post('/admin/two-factor/enrolment', {}, bearer(token))).statusCode).toBe(409);
    expect((await login(verifier.phone)).json().twoFactor).toBe('required');
    expect((await rowsOf(verifier.id)).map((row) => row.action)).toContain('two_factor_enrolled');
  });

  it('lets the super admin reset a member: sessions end, the login is by password again', async () => {
    const [super1] = [await staff('ADMIN_SUPER')];
    const { token: superToken } = await enrolAtLogin(super1.phone);
    const verifier = await staff('ADMIN_VERIFIER');
    const verifierToken = (await login(verifier.phone)).json().token as string;
    const { secret } = (await post('/admin/two-factor/enrolment', {}, bearer(verifierToken))).json();
    await post('/admin/two-factor/enrolment/confirm', { code: await codeOf(secret) }, bearer(verifierToken));

    const url = `/admin/admin-member/${verifier.id}/two-factor/reset`;
    expect((await post(url, {}, bearer(verifierToken))).statusCode).toBe(403);
    const reset = await post(url, {}, bearer(superToken));
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await get('/common/member', bearer(verifierToken))).statusCode).toBe(401);
    expect(Object.keys((await login(verifier.phone)).json())).toEqual(['token']);
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'two_factor_reset'), eq(auditLog.targetId, String(verifier.id))));
    expect(row).toMatchObject({ memberId: super1.id, targetType: 'member' });
    expect((await post('/admin/admin-member/999999/two-factor/reset', {}, bearer(superToken))).statusCode).toBe(404);
  });

  it('resets a member from the command line, with an audit row', async () => {
    const admin = await staff('ADMIN_SUPER');
    await enrolAtLogin(admin.phone);
    await resetStaffTwoFactor(t.ctx, admin.phone);
    expect((await login(admin.phone)).json().twoFactor).toBe('enrolment_required');
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'two_factor_reset'), eq(auditLog.targetId, String(admin.id))));
    expect(row).toMatchObject({ memberId: null, details: { via: 'command line' } });
    await expect(resetStaffTwoFactor(t.ctx, '998900000000')).rejects.toThrow(/No staff member/);
  });

  it('lets the super admin require two-factor for a role', async () => {
    const admin = await staff('ADMIN_SUPER');
    const { token } = await enrolAtLogin(admin.phone);
    expect((await get('/admin/two-factor/policy', bearer(token))).json()).toEqual({
      ADMIN_SUPER: true,
      ADMIN_VERIFIER: false,
      ADMIN_OBSERVER: false,
    });
    const observer = await staff('ADMIN_OBSERVER');
    const observerToken = (await login(observer.phone)).json().token as string;
    expect((await get('/admin/two-factor/policy', bearer(observerToken))).statusCode).toBe(403);
    const policy = { ADMIN_SUPER: true, ADMIN_VERIFIER: false, ADMIN_OBSERVER: true };
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/two-factor/policy',
      payload: policy,
      headers: bearer(token),
    });
    expect(put.json()).toEqual(policy);
    expect((await login(observer.phone)).json().twoFactor).toBe('enrolment_required');
    await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/two-factor/policy',
      payload: { ...policy, ADMIN_OBSERVER: false },
      headers: bearer(token),
    });
    expect(Object.keys((await login(observer.phone)).json())).toEqual(['token']);
  });
});

describe('STAFF_TOTP_REQUIRED', () => {
  it('reads roles, all and none; refuses anything else', () => {
    expect(loadConfig({}).staffTotpRequired).toEqual(['ADMIN_SUPER']);
    expect(loadConfig({ STAFF_TOTP_REQUIRED: 'all' }).staffTotpRequired).toEqual([
      'ADMIN_SUPER',
      'ADMIN_VERIFIER',
      'ADMIN_OBSERVER',
    ]);
    expect(loadConfig({ STAFF_TOTP_REQUIRED: 'none' }).staffTotpRequired).toEqual([]);
    expect(loadConfig({ STAFF_TOTP_REQUIRED: 'admin_super, ADMIN_VERIFIER' }).staffTotpRequired).toEqual([
      'ADMIN_SUPER',
      'ADMIN_VERIFIER',
    ]);
    expect(() => loadConfig({ STAFF_TOTP_REQUIRED: 'ABITURIENT' })).toThrow(/STAFF_TOTP_REQUIRED/);
  });

  it('with none, a super admin without enrolment logs in by password', async () => {
    const off = await createTestApp({ STAFF_TOTP_REQUIRED: 'none' });
    try {
      const phone = randomPhone();
      await insertMember(off.db, { phone, passwordHash: await hashPassword(PASSWORD), role: 'ADMIN_SUPER' });
      const response = await off.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { username: phone, password: PASSWORD },
      });
      expect(Object.keys(response.json())).toEqual(['token']);
    } finally {
      await off.close();
    }
  });
});
