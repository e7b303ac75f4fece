import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../src/modules/auth/members.table';
import { createTestApp, randomPhone, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  // Small limits so the test stays short (the device rules of logins: login-devices.test.ts).
  t = await createTestApp({ SMS_PER_IP_PER_HOUR: '4', LOGIN_FAILURES_PER_IP: '15' });
});
afterAll(() => t.close());

const post = (url: string, payload: object, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, remoteAddress, headers: { 'accept-language': 'en' } });

describe('SMS limits', () => {
  it('sends at most one SMS a minute and five a day to one phone', async () => {
    const phone = randomPhone();
    const ip = '10.1.0.1';
    expect((await post('/auth/register', { phone }, ip)).statusCode).toBe(200);
    const again = await post('/auth/forgot-password', { phone }, '10.1.0.2');
    expect(again.statusCode).toBe(429);
    expect(again.headers['retry-after']).toBe('60');
    expect(again.json().meta).toEqual({ reason: 'too_many_requests' });

    for (let i = 2; i <= 5; i++) {
      await t.ctx.counters.reset(`sms:phone-minute:${phone}`); // a minute passes
      expect((await post('/auth/forgot-password', { phone }, `10.1.1.${i}`)).statusCode).toBe(200);
    }
    await t.ctx.counters.reset(`sms:phone-minute:${phone}`);
    const sixth = await post('/auth/forgot-password', { phone }, '10.1.2.1');
    expect(sixth.statusCode).toBe(429);
    expect(t.outbox().filter((m) => m.to === phone)).toHaveLength(5);
  });

  it('sends at most SMS_PER_IP_PER_HOUR from one client address', async () => {
    const ip = '10.2.0.1';
    for (let i = 0; i < 4; i++)
      expect((await post('/auth/register', { phone: randomPhone() }, ip)).statusCode).toBe(200);
    const phone = randomPhone();
    const refused = await post('/auth/register', { phone }, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error_description).toBe('Too many attempts. Try again in 60 min.');
    expect(t.outbox().some((m) => m.to === phone)).toBe(false);
  });
});

describe('login lockout', () => {
  const login = (username: string, password: string, ip: string) => post('/auth/login', { username, password }, ip);

  it('locks a client address after LOGIN_FAILURES_PER_IP failures across phones', async () => {
    const ip = '10.4.0.1';
    for (let i = 0; i < 15; i++) expect((await login(randomPhone(), 'wrong', ip)).statusCode).toBe(401);
    expect((await login(randomPhone(), 'x', ip)).statusCode).toBe(429);
    expect((await login(randomPhone(), 'x', '10.4.0.2')).statusCode).toBe(401);
  });
});

describe('blocked members', () => {
  it('cannot log in', async () => {
    const { member } = await t.memberWithToken('ADMIN_VERIFIER');
    await t.db.update(members).set({ active: false }).where(eq(members.id, member.id));
    const response = await post('/auth/login', { username: member.phone, password: 'Secret-pass-1' }, '10.5.0.1');
    expect(response.statusCode).toBe(403);
    expect(response.json().error_description).toBe('Your account is blocked. Please contact the admissions office');
  });
});
