import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../src/modules/auth/members.table';
import { catalogueApi } from './helpers/catalogues-api';
import { cataloguePayloads, type TCataloguePayloads } from './helpers/catalogues-payloads';
import { createTestApp, randomPhone, type TestApp } from './helpers/test-app';

let t: TestApp;
let payloads: TCataloguePayloads;
let admin: Awaited<ReturnType<TestApp['memberWithToken']>>;
const api = catalogueApi(() => t);

beforeAll(async () => {
  t = await createTestApp();
  payloads = await cataloguePayloads(t);
  admin = await t.memberWithToken('ADMIN_SUPER');
});
afterAll(() => t.close());

async function createMember(overrides: object = {}) {
  const payload = payloads.member(overrides);
  const response = await api('PUT', '/admin/admin-member', { as: admin, payload });
  expect(response.statusCode, response.body).toBe(200);
  return { ...response.json(), password: payload.password };
}

const login = (username: string, password: string) =>
  api('POST', '/auth/login', { payload: { username, password }, lang: 'en' });

async function loginToken(phone: string, password: string) {
  const response = await login(phone, password);
  expect(response.statusCode, response.body).toBe(200);
  return { headers: { authorization: `Bearer ${response.json().token}` } };
}

const memberCheck = (as: { headers: Record<string, string> }) => api('GET', '/common/member', { as });

describe('creating and updating staff members', () => {
  it('creates a verifier who can log in; the password is stored hashed and never returned', async () => {
    const created = await createMember({ middleName: 'Olimovich' });
    expect(created).toMatchObject({
      firstName: 'Aziz',
      lastName: 'Karimov',
      middleName: 'Olimovich',
      role: 'ADMIN_VERIFIER',
      active: 'ACTIVE',
    });
    expect(Object.keys(created)).not.toContain('passwordHash');
    const [row] = await t.db.select().from(members).where(eq(members.id, created.id));
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    const session = await loginToken(created.phone, created.password);
    expect((await memberCheck(session)).json()).toMatchObject({ id: created.id, role: 'ADMIN_VERIFIER' });
  });

  it.each([
    ['ADMIN_SUPER', 'Only the verifier or observer role can be assigned'],
    ['ABITURIENT', 'Only the verifier or observer role can be assigned'],
    [undefined, 'Required'],
  ])('refuses the role %s', async (role, message) => {
    const payload = payloads.member({ role });
    const response = await api('PUT', '/admin/admin-member', { as: admin, payload, lang: 'en' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 499,
      error_description: 'Some fields are filled in incorrectly',
      meta: { role: [message] },
    });
    expect(await t.db.$count(members, eq(members.phone, payload.phone))).toBe(0);
  });

  it.each([
    [
      { passwordConfirmation: 'Something-else-1' },
      { passwordConfirmation: ['The password confirmation does not match.'] },
    ],
    [{ password: 'Short1', passwordConfirmation: 'Short1' }, { password: [expect.stringMatching(/at least 8/)] }],
    [
      { password: '1234567890', passwordConfirmation: '1234567890' },
      { password: [expect.stringMatching(/not only digits/)] },
    ],
    [
      { firstName: ' ', lastName: undefined },
      { firstName: ['Required'], lastName: ['Required'] },
    ],
    [{ phone: '99890' }, { phone: ['Enter the full, valid phone number'] }],
    [
      { password: undefined, passwordConfirmation: undefined },
      { password: ['Required'], passwordConfirmation: ['Required'] },
    ],
  ])('refuses %j with 499', async (overrides, meta) => {
    const response = await api('PUT', '/admin/admin-member', {
      as: admin,
      payload: payloads.member(overrides),
      lang: 'en',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 499, meta });
  });

  it('refuses a phone any member (an applicant too) already logs in with', async () => {
    const applicant = await t.memberWithToken('ABITURIENT');
    const response = await api('PUT', '/admin/admin-member', {
      as: admin,
      payload: payloads.member({ phone: applicant.member.phone }),
      lang: 'en',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().meta).toEqual({ phone: ['This phone number is already registered'] });
  });

  it('updates names, phone and role without touching the password', async () => {
    const created = await createMember();
    const phone = randomPhone();
    const update = { id: created.id, firstName: 'Bobur', lastName: 'Aliyev', phone, role: 'ADMIN_OBSERVER' };
    const response = await api('POST', '/admin/admin-member', { as: admin, payload: update });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ ...update, middleName: '', active: 'ACTIVE' });
    expect((await login(phone, created.password)).statusCode).toBe(200);
  });

  it('lists and searches staff only, never applicants', async () => {
    const created = await createMember({ firstName: 'Zebiniso' });
    const applicant = await t.memberWithToken('ABITURIENT');
    const page = (query: string) => api('GET', `/admin/admin-member?${query}`, { as: admin }).then((r) => r.json());
    expect((await page('name=zebiniso')).content.map((m: { id: number }) => m.id)).toEqual([created.id]);
    expect((await page(`name=${created.phone}`)).totalElements).toBe(1);
    expect((await page(`name=${applicant.member.phone}`)).totalElements).toBe(0);
    expect((await api('GET', `/admin/admin-member/${applicant.member.id}`, { as: admin })).statusCode).toBe(404);
    const all = await page('size=200&sortField=role&sortOrder=desc');
    expect(all.content.every((m: { role: string }) => m.role !== 'ABITURIENT')).toBe(true);
  });

  it('leaves super admins to the command line: no update, blocking or password change', async () => {
    const other = await t.memberWithToken('ADMIN_SUPER');
    const update = { id: other.member.id, firstName: 'X', lastName: 'Y', phone: randomPhone(), role: 'ADMIN_OBSERVER' };
    const calls = [
      api('POST', '/admin/admin-member', { as: admin, payload: update, lang: 'en' }),
      api('POST', `/admin/admin-member/${other.member.id}/blocking`, { as: admin, lang: 'en' }),
      api('POST', `/admin/admin-member/${other.member.id}/password`, {
        as: admin,
        lang: 'en',
        payload: { password: 'Taken-over-1', passwordConfirmation: 'Taken-over-1' },
      }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(409);
      expect(response.json().error_description).toBe('A super admin can only be managed from the command line');
    }
    expect((await memberCheck(other)).statusCode).toBe(200);
    const [row] = await t.db.select().from(members).where(eq(members.id, other.member.id));
    expect(row).toMatchObject({ role: 'ADMIN_SUPER', active: true, phone: other.member.phone });
  });
});

describe('password change', () => {
  it('sets the new password and ends the member’s sessions', async () => {
    const created = await createMember();
    const session = await loginToken(created.phone, created.password);
    const payload = { password: 'Brand-new-pass-2', passwordConfirmation: 'Brand-new-pass-2' };
    const response = await api('POST', `/admin/admin-member/${created.id}/password`, { as: admin, payload });
    expect(response.statusCode).toBe(204);
    expect((await memberCheck(session)).statusCode).toBe(401);
    expect((await login(created.phone, created.password)).statusCode).toBe(401);
    expect((await login(created.phone, 'Brand-new-pass-2')).statusCode).toBe(200);
  });

  it('refuses a confirmation that does not match, and applicants', async () => {
    const created = await createMember();
    const mismatch = await api('POST', `/admin/admin-member/${created.id}/password`, {
      as: admin,
      lang: 'en',
      payload: { password: 'Brand-new-pass-2', passwordConfirmation: 'Brand-new-pass-3' },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({
      code: 499,
      meta: { passwordConfirmation: ['The password confirmation does not match.'] },
    });
    expect((await login(created.phone, created.password)).statusCode).toBe(200);

    const applicant = await t.memberWithToken('ABITURIENT');
    const payload = { password: 'Brand-new-pass-2', passwordConfirmation: 'Brand-new-pass-2' };
    const refused = await api('POST', `/admin/admin-member/${applicant.member.id}/password`, { as: admin, payload });
    expect(refused.statusCode).toBe(404);
  });
});

describe('blocking', () => {
  it('revokes the member’s sessions and login until activated again', async () => {
    const created = await createMember();
    const session = await loginToken(created.phone, created.password);
    const blocked = await api('POST', `/admin/admin-member/${created.id}/blocking`, { as: admin });
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json().active).toBe('BLOCKED');

    const afterBlock = await memberCheck(session);
    expect(afterBlock.statusCode).toBe(401);
    expect(afterBlock.json()).toMatchObject({ code: 401, meta: { reason: 'unauthorized' } });
    expect((await login(created.phone, created.password)).statusCode).toBe(403);

    const activated = await api('POST', `/admin/admin-member/${created.id}/activation`, { as: admin });
    expect(activated.json().active).toBe('ACTIVE');
    // The old token stays revoked; a new login works.
    expect((await memberCheck(session)).statusCode).toBe(401);
    expect((await memberCheck(await loginToken(created.phone, created.password))).statusCode).toBe(200);
  });

  it('refuses to block yourself', async () => {
    const response = await api('POST', `/admin/admin-member/${admin.member.id}/blocking`, { as: admin, lang: 'en' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error_description).toBe('You cannot block yourself');
    expect((await memberCheck(admin)).statusCode).toBe(200);
  });
});
