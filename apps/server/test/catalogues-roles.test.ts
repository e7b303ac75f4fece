import { CATALOGUE_PATHS, type TCataloguePath } from '@qabul/contract/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueApi } from './helpers/catalogues-api';
import { cataloguePayloads, createPayload, type TCataloguePayloads } from './helpers/catalogues-payloads';
import { createTestApp, type TestApp } from './helpers/test-app';

type Caller = { headers: Record<string, string> } | undefined;
type Call = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object };

let t: TestApp;
let payloads: TCataloguePayloads;
const api = catalogueApi(() => t);
const callers: Record<string, Caller> = {};
/** One existing item per catalogue, created by the super admin, that the other roles try to read and change. */
const existing = {} as Record<TCataloguePath, { id: number } & Record<string, unknown>>;

const TOGGLES: Partial<Record<TCataloguePath, string[]>> = {
  'admission-session': ['activation', 'deactivation', 'regactivation', 'deregactivation'],
  'admin-member': ['blocking', 'activation'],
};
/** Spec §7 lists `GET admin/{entity}/all` for these, and the admin lookups for disability and certificates. */
const WITH_ALL = new Set<string>([
  'region',
  'school',
  'country',
  'education-language',
  'education-type',
  'school-type',
  'disability',
  'foreign-language-proficiency',
]);
const DELETABLE = new Set<string>(['region', 'city']);

function readCalls(path: TCataloguePath): Call[] {
  const calls: Call[] = [
    { method: 'GET', url: `/admin/${path}?page=0&size=5` },
    { method: 'GET', url: `/admin/${path}/${existing[path].id}` },
  ];
  if (WITH_ALL.has(path)) calls.push({ method: 'GET', url: `/admin/${path}/all` });
  return calls;
}

/**
 * Every call that changes `path`: create, update of the existing item, its toggles, delete, and for staff members
 * the password change and the two-factor reset.
 */
function writeCalls(path: TCataloguePath): Call[] {
  const item = existing[path];
  const calls: Call[] = [
    { method: 'PUT', url: `/admin/${path}`, payload: createPayload(payloads, path) },
    { method: 'POST', url: `/admin/${path}`, payload: { ...createPayload(payloads, path), id: item.id } },
    ...(TOGGLES[path] ?? ['deactivation', 'activation']).map(
      (toggle): Call => ({ method: 'POST', url: `/admin/${path}/${item.id}/${toggle}` }),
    ),
  ];
  if (DELETABLE.has(path)) calls.push({ method: 'DELETE', url: `/admin/${path}/${item.id}` });
  if (path === 'admin-member') {
    const password = { password: 'Changed-pass-1', passwordConfirmation: 'Changed-pass-1' };
    calls.push({ method: 'POST', url: `/admin/admin-member/${item.id}/password`, payload: password });
    calls.push({ method: 'POST', url: `/admin/admin-member/${item.id}/two-factor/reset` });
  }
  return calls;
}

const send = (call: Call, as: Caller) => api(call.method, call.url, { as, payload: call.payload });

beforeAll(async () => {
  t = await createTestApp();
  payloads = await cataloguePayloads(t);
  for (const role of ['ADMIN_SUPER', 'ADMIN_VERIFIER', 'ADMIN_OBSERVER', 'ABITURIENT'] as const)
    callers[role] = await t.memberWithToken(role);
  callers.anonymous = undefined;
  for (const path of CATALOGUE_PATHS) {
    const response = await api('PUT', `/admin/${path}`, {
      as: callers.ADMIN_SUPER,
      payload: createPayload(payloads, path),
    });
    expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
    existing[path] = response.json();
  }
});
afterAll(() => t.close());

const LOOKUPS = () => [
  `/admin/region/all/${payloads.uzbekistan.id}`,
  `/admin/city/all/${payloads.tashkent.id}`,
  '/admin/education/faculty/all',
  '/admin/education/language/all',
  `/admin/education/${existing['education-language'].id}/science-complex/all`,
];

describe.each([
  ['ADMIN_SUPER', 200],
  ['ADMIN_VERIFIER', 200],
  ['ADMIN_OBSERVER', 200],
  ['ABITURIENT', 403],
  ['anonymous', 401],
])('reads as %s', (role, status) => {
  // The staff list (names and phones) is the super admin's only.
  const statusOf = (path: string) =>
    path === 'admin-member' && (role === 'ADMIN_VERIFIER' || role === 'ADMIN_OBSERVER') ? 403 : status;
  it.each(CATALOGUE_PATHS)(`admin/%s answers ${status} (the staff list 403 to other staff)`, async (path) => {
    for (const call of readCalls(path)) {
      const response = await send(call, callers[role]);
      const expected = statusOf(path);
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(expected);
      if (expected !== 200) {
        expect(response.json()).toMatchObject({ code: expected, meta: { reason: expect.any(String) } });
      }
    }
  });

  it(`admin lookups answer ${status}`, async () => {
    for (const url of LOOKUPS())
      expect((await send({ method: 'GET', url }, callers[role])).statusCode, url).toBe(status);
  });
});

describe.each([
  ['ADMIN_VERIFIER', 403],
  ['ADMIN_OBSERVER', 403],
  ['ABITURIENT', 403],
  ['anonymous', 401],
])('writes as %s', (role, status) => {
  it.each(CATALOGUE_PATHS)(`admin/%s answers ${status} and changes nothing`, async (path) => {
    const snapshot = async () => [
      (await api('GET', `/admin/${path}?size=1`, { as: callers.ADMIN_SUPER })).json().totalElements,
      (await api('GET', `/admin/${path}/${existing[path].id}`, { as: callers.ADMIN_SUPER })).json(),
    ];
    const before = await snapshot();
    for (const call of writeCalls(path)) {
      const response = await send(call, callers[role]);
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(status);
      expect(response.json().code).toBe(status);
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('writes as ADMIN_SUPER', () => {
  it.each(CATALOGUE_PATHS)('admin/%s accepts every write', async (path) => {
    for (const call of writeCalls(path)) {
      const response = await send(call, callers.ADMIN_SUPER);
      expect(response.statusCode, `${call.method} ${call.url}: ${response.body}`).toBeLessThan(300);
    }
  });
});
