import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, randomPhone, type TestApp } from './helpers/test-app';

/** The device rules of docs/decisions/0200, at their defaults (20 failures per account from unknown devices). */
let t: TestApp;
beforeAll(async () => {
  // The address budget is high: the attacker here has as many addresses as it likes.
  t = await createTestApp({ LOGIN_FAILURES_PER_IP: '100000' });
});
afterAll(() => t.close());

const UNKNOWN_DEVICE_BUDGET = 20;

type Answer = Awaited<ReturnType<TestApp['app']['inject']>>;

const post = (url: string, payload: object, ip: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    payload,
    remoteAddress: ip,
    headers: { 'accept-language': 'en', ...(cookie ? { cookie } : {}) },
  });
const login = (phone: string, password: string, ip: string, cookie?: string) =>
  post('/auth/login', { username: phone, password }, ip, cookie);

/** The device cookie a login answer set, as a Cookie header. */
function deviceCookie(answer: Answer): string {
  const cookie = answer.cookies.find((each) => each.name.startsWith('qabul_device_'));
  if (!cookie) throw new Error('no device cookie');
  return `${cookie.name}=${cookie.value}`;
}

const reason = (answer: Answer) => (answer.json() as { meta: { reason?: string } }).meta.reason;

/** An applicant who has logged in once from their own browser: the phone, the code and that browser's cookie. */
async function ownerWithDevice(ip: string) {
  const phone = randomPhone();
  expect((await post('/auth/register', { phone }, ip)).statusCode).toBe(200);
  const code = t.lastCode(phone);
  const first = await login(phone, code, ip);
  expect(first.statusCode).toBe(200);
  return { phone, code, device: deviceCookie(first) };
}

/** `count` wrong codes at once from as many addresses; how many were judged (401) and refused (429). */
async function burst(phone: string, count: number, subnet: string) {
  const answers = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      login(phone, String(i).padStart(6, '0'), `${subnet}.${Math.floor(i / 250)}.${i % 250}`),
    ),
  );
  return {
    judged: answers.filter((a) => a.statusCode === 401).length,
    refused: answers.filter((a) => a.statusCode === 429 && reason(a) === 'login_new_device_locked').length,
  };
}

describe('device cookies', () => {
  it('are HttpOnly, SameSite=Strict, sent to the API only, and signed for one account', async () => {
    const phone = randomPhone();
    await post('/auth/register', { phone }, '10.20.0.1');
    const answer = await login(phone, t.lastCode(phone), '10.20.0.1');
    const cookie = answer.cookies.find((each) => each.name.startsWith('qabul_device_'));
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/v1', maxAge: 365 * 24 * 3600 });
    expect(cookie?.name).not.toContain(phone);
    expect(cookie?.value).not.toContain(phone);
  });
});

describe('the signing key', () => {
  it('is made once and kept in DATA_DIR, readable by the server only; DEVICE_COOKIE_SECRET replaces it', async () => {
    const file = path.join(t.ctx.config.dataDir, 'device-cookie.key');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8')).toMatch(/^[\w-]{43}$/);
    // Two servers with one secret (several processes behind one address) accept each other's device cookies.
    const secret = 'a-secret-of-at-least-32-characters!';
    const [first, second] = await Promise.all([
      createTestApp({ DEVICE_COOKIE_SECRET: secret }),
      createTestApp({ DEVICE_COOKIE_SECRET: secret }),
    ]);
    try {
      const { member } = await first.memberWithToken('ADMIN_OBSERVER');
      const signIn = (app: TestApp, cookie?: string) =>
        app.app.inject({
          method: 'POST',
          url: '/api/v1/auth/login',
          payload: { username: member.phone, password: 'Secret-pass-1' },
          headers: cookie ? { cookie } : {},
        });
      const cookie = deviceCookie(await signIn(first));
      const nonce = decodeURIComponent(cookie.split('=')[1]).split('.')[0];
      expect(existsSync(path.join(first.ctx.config.dataDir, 'device-cookie.key'))).toBe(false);
      // The second server's database is another: the member is unknown there, but the device is known.
      const there = await signIn(second, cookie);
      expect(there.statusCode).toBe(401);
      expect(await second.ctx.counters.peek(`login-attempt:device:${nonce}`)).toMatchObject({ count: 1 });
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});

describe('guessing from unknown devices', () => {
  it('judges 20 codes of a burst from 200 addresses, while the owner on a known device logs in', async () => {
    const owner = await ownerWithDevice('10.21.0.1');
    const [attack, ownLogin] = await Promise.all([
      burst(owner.phone, 200, '10.22'),
      login(owner.phone, owner.code, '10.21.0.1', owner.device),
    ]);
    console.info(`burst of 200 from 200 addresses: ${attack.judged} codes judged, ${attack.refused} refused`);
    expect(attack).toEqual({ judged: UNKNOWN_DEVICE_BUDGET, refused: 200 - UNKNOWN_DEVICE_BUDGET });
    expect(ownLogin.statusCode).toBe(200);
    // The right code from yet another unknown device is refused too: the budget is not a count of wrong codes seen.
    const stranger = await login(owner.phone, owner.code, '10.23.0.1');
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json().error_description).toBe(
      'Too many failed attempts from new devices. Log in on a device you used before, or get a new password with "Forgot password"',
    );
    expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(29 * 24 * 3600);
    // And the owner's device still gets in after the burst.
    expect((await login(owner.phone, owner.code, '10.21.0.1', owner.device)).statusCode).toBe(200);
  });

  it('counts failures for the whole window: the owner logging in gives none of them back', async () => {
    const owner = await ownerWithDevice('10.24.0.1');
    expect((await burst(owner.phone, 15, '10.25')).judged).toBe(15);
    expect((await login(owner.phone, owner.code, '10.24.0.1', owner.device)).statusCode).toBe(200);
    // A success from an unknown device gives back its own attempt only.
    expect((await login(owner.phone, owner.code, '10.24.0.2')).statusCode).toBe(200);
    expect(await burst(owner.phone, 10, '10.26')).toEqual({ judged: 5, refused: 5 });
  });

  it('holds staff to the same rule', async () => {
    const { member } = await t.memberWithToken('ADMIN_VERIFIER');
    const own = await login(member.phone, 'Secret-pass-1', '10.27.0.1');
    expect(own.statusCode).toBe(200);
    expect(await burst(member.phone, 40, '10.28')).toEqual({ judged: 20, refused: 20 });
    expect((await login(member.phone, 'Secret-pass-1', '10.27.0.9')).statusCode).toBe(429);
    expect((await login(member.phone, 'Secret-pass-1', '10.27.0.1', deviceCookie(own))).statusCode).toBe(200);
  });

  it("counts another account's device cookie, or a forged one, as an unknown device", async () => {
    const owner = await ownerWithDevice('10.29.0.1');
    const other = await ownerWithDevice('10.29.0.2');
    await burst(owner.phone, UNKNOWN_DEVICE_BUDGET, '10.30');
    const [name, value] = owner.device.split('=');
    const [nonce, signature] = value.split('.');
    const otherValue = other.device.split('=')[1];
    const tampered = [
      other.device, // the other account's cookie as it is
      `${name}=${otherValue}`, // its value under this account's name
      `${name}=${nonce}.${signature.slice(0, -2)}xx`, // a forged signature
      `${name}=forged-nonce.${signature}`, // a signature of another nonce
    ];
    for (const cookie of tampered) {
      const answer = await login(owner.phone, owner.code, '10.29.0.3', cookie);
      expect(answer.statusCode, cookie).toBe(429);
      expect(reason(answer)).toBe('login_new_device_locked');
    }
    expect((await login(owner.phone, owner.code, '10.29.0.1', owner.device)).statusCode).toBe(200);
  });
});

describe('a known device', () => {
  it('gets 5 tries, then that device alone waits', async () => {
    const owner = await ownerWithDevice('10.31.0.1');
    const second = await login(owner.phone, owner.code, '10.31.0.2');
    const laptop = deviceCookie(second);
    for (let i = 0; i < 5; i++) {
      expect((await login(owner.phone, '000000', '10.31.0.1', owner.device)).statusCode).toBe(401);
    }
    const locked = await login(owner.phone, owner.code, '10.31.0.1', owner.device);
    expect(locked.statusCode).toBe(429);
    expect(reason(locked)).toBe('login_locked');
    expect((await login(owner.phone, owner.code, '10.31.0.2', laptop)).statusCode).toBe(200);
    expect((await login(owner.phone, owner.code, '10.31.0.3')).statusCode).toBe(200);
    // The wait passes (the counters expire on their own after 15 minutes).
    const nonce = decodeURIComponent(owner.device.split('=')[1]).split('.')[0];
    await t.ctx.counters.reset(`login-attempt:device:${nonce}`);
    await t.ctx.counters.reset(`login-lock:device:${nonce}`);
    expect((await login(owner.phone, owner.code, '10.31.0.1', owner.device)).statusCode).toBe(200);
  });
});

describe('forgot password on a new device', () => {
  /** The cookie a "forgot password" answer left in the asking browser. */
  const resetCookie = (answer: Answer) => {
    const cookie = answer.cookies.find((each) => each.name.startsWith('qabul_reset_'));
    if (!cookie) throw new Error('no reset cookie');
    return `${cookie.name}=${cookie.value}`;
  };

  it('gets the owner in after the unknown-device budget is spent; nobody else can use up the code', async () => {
    const owner = await ownerWithDevice('10.32.0.1');
    await burst(owner.phone, UNKNOWN_DEVICE_BUDGET, '10.33');
    expect((await login(owner.phone, owner.code, '10.32.0.5')).statusCode).toBe(429);

    // The attacker asks for a reset from their own browser: three guesses at the 8-digit code, then it is closed.
    await t.ctx.counters.reset(`sms:phone-minute:${owner.phone}`); // a minute after the sign-up SMS
    const attackerReset = await post('/auth/forgot-password', { phone: owner.phone }, '10.33.9.1');
    expect(attackerReset.statusCode).toBe(200);
    const attackerCookie = resetCookie(attackerReset);
    const attackedCode = t.lastCode(owner.phone);
    expect(attackedCode).toMatch(/^\d{8}$/);
    for (let i = 0; i < 3; i++) {
      const guess = await login(owner.phone, String(i).padStart(8, '0'), '10.33.9.1', attackerCookie);
      expect(guess.statusCode).toBe(401);
    }
    expect((await login(owner.phone, attackedCode, '10.33.9.1', attackerCookie)).statusCode).toBe(429);

    // The owner, on a new phone, asks for a code of their own.
    await t.ctx.counters.reset(`sms:phone-minute:${owner.phone}`);
    const ownerReset = await post('/auth/forgot-password', { phone: owner.phone }, '10.32.0.6');
    const ownerCookie = resetCookie(ownerReset);
    const resetCode = t.lastCode(owner.phone);
    // Past the budget, guesses from browsers that did not ask for this code are not judged, so cannot use it up.
    for (let i = 0; i < 5; i++) {
      const guess = await login(owner.phone, String(i).padStart(8, '0'), `10.33.8.${i}`, attackerCookie);
      expect(guess.statusCode).toBe(429);
    }
    expect((await login(owner.phone, resetCode, '10.33.8.9')).statusCode).toBe(429);
    // Nor is the current password from the owner's new browser: only the code it asked for.
    expect((await login(owner.phone, owner.code, '10.32.0.6', ownerCookie)).statusCode).toBe(401);

    const newDevice = await login(owner.phone, resetCode, '10.32.0.6', ownerCookie);
    expect(newDevice.statusCode).toBe(200);
    // That browser is a known device from now on.
    expect((await login(owner.phone, resetCode, '10.32.0.6', deviceCookie(newDevice))).statusCode).toBe(200);
  });

  it('leaves the same cookie for a phone without an account, so it tells nothing', async () => {
    const answer = await post('/auth/forgot-password', { phone: randomPhone() }, '10.34.0.1');
    expect(answer.statusCode).toBe(200);
    expect(answer.cookies.find((each) => each.name.startsWith('qabul_reset_'))).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/v1',
      maxAge: 3600,
    });
  });
});
