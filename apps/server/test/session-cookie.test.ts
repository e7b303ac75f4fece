import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, randomPhone, type TestApp } from './helpers/test-app';

/** The browser's session in an HttpOnly cookie, and the Origin check on it (docs/decisions/0201). */
let t: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  [t, proxied] = await Promise.all([createTestApp(), createTestApp({ TRUST_PROXY: 'true' })]);
});
afterAll(() => Promise.all([t.close(), proxied.close()]));

const HOST = 'portal.example.uz';
const OWN_ORIGIN = `http://${HOST}`;

type Answer = Awaited<ReturnType<TestApp['app']['inject']>>;

const cookieHeader = (answer: Answer, ...names: string[]) =>
  answer.cookies
    .filter((cookie) => names.includes(cookie.name))
    .map((cookie) => `${cookie.name}=${cookie.value}`)
    .join('; ');

async function signIn(app: TestApp = t, headers: Record<string, string> = {}) {
  const phone = randomPhone();
  await app.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: { phone } });
  const answer = await app.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { username: phone, password: app.lastCode(phone) },
    headers: { host: HOST, origin: OWN_ORIGIN, ...headers },
  });
  expect(answer.statusCode).toBe(200);
  return { answer, token: answer.json().token as string, cookie: cookieHeader(answer, 'qabul_session') };
}

const member = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/v1/common/member', headers: { host: HOST, ...headers } });
const logout = (headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/logout',
    headers: { host: HOST, 'accept-language': 'en', ...headers },
  });

describe('the session cookie', () => {
  it('is set by the login answer HttpOnly, SameSite=Strict, for the whole site, beside the token of spec §7', async () => {
    const { answer, token } = await signIn();
    const session = answer.cookies.find((cookie) => cookie.name === 'qabul_session');
    expect(session).toMatchObject({ value: token, httpOnly: true, sameSite: 'Strict', path: '/', maxAge: 168 * 3600 });
    expect(session?.secure).toBeUndefined();
    // The flag the web app reads holds no secret: not the token, and no session from it.
    const flag = answer.cookies.find((cookie) => cookie.name === 'qabul_signed_in');
    expect(flag).toMatchObject({ sameSite: 'Strict', path: '/' });
    expect(flag?.httpOnly).toBeUndefined();
    expect(flag?.value).not.toContain(token);
    expect((await member({ cookie: `qabul_signed_in=${flag?.value}` })).statusCode).toBe(401);
  });

  it('is Secure over https: behind a trusted proxy that says so, not on a client`s own say', async () => {
    const https = await signIn(proxied, { 'x-forwarded-proto': 'https', origin: `https://${HOST}` });
    for (const cookie of https.answer.cookies) expect(cookie.secure, cookie.name).toBe(true);
    const spoofed = await signIn(t, { 'x-forwarded-proto': 'https' });
    for (const cookie of spoofed.answer.cookies) expect(cookie.secure, cookie.name).toBeUndefined();
  });

  it('signs the browser in; the Bearer token keeps working for API clients', async () => {
    const { token, cookie } = await signIn();
    expect((await member({ cookie })).statusCode).toBe(200);
    expect((await member({ authorization: `Bearer ${token}` })).statusCode).toBe(200);
  });

  it('is cleared by logout, and the session ends', async () => {
    const { cookie } = await signIn();
    const answer = await logout({ cookie, origin: OWN_ORIGIN });
    expect(answer.statusCode).toBe(200);
    const cleared = answer.cookies.filter((each) => each.maxAge === 0).map((each) => each.name);
    expect(cleared.sort()).toEqual(['qabul_session', 'qabul_signed_in']);
    const after = await member({ cookie });
    expect(after.statusCode).toBe(401);
    // A dead session cookie is cleared from the browser by the answer that refused it.
    expect(after.cookies.filter((each) => each.maxAge === 0).map((each) => each.name)).toContain('qabul_session');
  });
});

describe('cross-site requests', () => {
  it('refuses a state-changing request with the cookie from another site, in the spec §8 body', async () => {
    const { cookie } = await signIn();
    const forged = await logout({ cookie, origin: 'https://evil.example' });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toEqual({
      code: 403,
      error_description: expect.any(String),
      meta: { reason: 'forbidden' },
    });
    // A form posted from another site names it in Referer when the browser sends no Origin.
    const byReferer = await logout({ cookie, referer: 'https://evil.example/form.html' });
    expect(byReferer.statusCode).toBe(403);
    // Neither header: refused too (every browser sends one of them on a POST).
    expect((await logout({ cookie })).statusCode).toBe(403);
    expect((await member({ cookie })).statusCode).toBe(200);
    // The same request from the portal's own page goes through.
    expect((await logout({ cookie, referer: `${OWN_ORIGIN}/home` })).statusCode).toBe(200);
  });

  it('lets a Bearer request through whatever its Origin, and refuses a login posted from another site', async () => {
    const { token } = await signIn();
    expect((await logout({ authorization: `Bearer ${token}`, origin: 'https://evil.example' })).statusCode).toBe(200);
    const phone = randomPhone();
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { username: phone, password: '000000' },
      headers: { host: HOST, origin: 'https://evil.example' },
    });
    expect(login.statusCode).toBe(403);
  });
});

describe('sessions from before the upgrade', () => {
  it('accepts the old script-readable token cookie once and moves it into the HttpOnly one', async () => {
    const { token } = await signIn();
    const answer = await member({ cookie: `token=${token}` });
    expect(answer.statusCode).toBe(200);
    const byName = new Map(answer.cookies.map((cookie) => [cookie.name, cookie]));
    expect(byName.get('qabul_session')).toMatchObject({ value: token, httpOnly: true, sameSite: 'Strict' });
    expect(byName.get('qabul_signed_in')).toBeDefined();
    expect(byName.get('token')).toMatchObject({ value: '', maxAge: 0 });
    expect((await member({ cookie: `qabul_session=${token}` })).statusCode).toBe(200);
  });
});
