import { readFileSync } from 'node:fs';
import type { TRole } from '@qabul/contract/auth';
import { CATALOGUE_PATHS } from '@qabul/contract/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateToken } from '../src/lib/password';
import { createSession } from '../src/modules/auth/auth.queries';
import { createTestApp, type TestApp } from './helpers/test-app';

/** docs/permissions.md, the one route × role table: columns in this order. */
const COLUMNS = ['ADMIN_SUPER', 'ADMIN_VERIFIER', 'ADMIN_OBSERVER', 'ABITURIENT', 'anonymous'] as const;
type Caller = (typeof COLUMNS)[number];

function readTable() {
  const text = readFileSync(new URL('../../../docs/permissions.md', import.meta.url), 'utf8');
  const rows = new Map<string, Record<Caller, boolean>>();
  for (const line of text.split('\n')) {
    const match = /^\| `([A-Z]+ \/\S+)` \|(.*)\|$/.exec(line.trim());
    if (!match) continue;
    const cells = match[2].split('|').map((cell) => cell.trim());
    expect(cells, line).toHaveLength(COLUMNS.length);
    rows.set(match[1], Object.fromEntries(COLUMNS.map((caller, i) => [caller, cells[i] === '✓'])) as never);
  }
  return rows;
}

/** Catalogue routes are generated from the registry and checked by catalogues-roles.test.ts. */
const catalogueRoute = new RegExp(`^[A-Z]+ /api/v1/admin/(${CATALOGUE_PATHS.join('|')})(/|$)`);

/** A concrete URL for an OpenAPI path: ids that match no row (so allowed calls change nothing), valid kinds. */
function concrete(path: string) {
  return path
    .replace(/\{(kind|code)\}/g, 'PHOTO_FILE')
    .replace(/\{countryId\}|\{regionId\}|\{langId\}/g, '1')
    .replace(/\{[^}]+\}/g, '999999');
}

let t: TestApp;
let table: Map<string, Record<Caller, boolean>>;
let routes: string[];
const members = {} as Record<TRole, number>;

beforeAll(async () => {
  t = await createTestApp();
  table = readTable();
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  routes = Object.entries(doc.paths as Record<string, object>)
    .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`))
    .filter((route) => !catalogueRoute.test(route));
  for (const role of COLUMNS.slice(0, 4) as TRole[]) members[role] = (await t.memberWithToken(role)).member.id;
});
afterAll(() => t.close());

/** A fresh session per call: some routes (logout) end the session they are called with. */
async function headersOf(caller: Caller) {
  if (caller === 'anonymous') return {};
  const token = generateToken();
  await createSession(t.db, members[caller], token, 60_000);
  return { authorization: `Bearer ${token}` };
}

describe('docs/permissions.md', () => {
  it('has a row for every route the server has, and no row for a route it does not have', () => {
    expect(
      routes.filter((route) => !table.has(route)),
      'routes without a row',
    ).toEqual([]);
    expect(
      [...table.keys()].filter((route) => !routes.includes(route)),
      'rows without a route',
    ).toEqual([]);
  });

  it('is what the server enforces, route by route and role by role', async () => {
    const wrong: string[] = [];
    for (const [route, allowed] of table) {
      const [method, path] = route.split(' ');
      for (const caller of COLUMNS) {
        const response = await t.app.inject({
          method: method as 'GET',
          url: concrete(path),
          headers: { ...(await headersOf(caller)), 'content-type': 'application/json' },
          payload: method === 'GET' || method === 'DELETE' ? undefined : '{}',
          // Judged by the status alone, known once the head is out: a stream that stays open (the live events)
          // would otherwise hold the test; the app's close ends it.
          payloadAsStream: true,
        });
        const refused = response.statusCode === 401 || response.statusCode === 403;
        const expected = caller === 'anonymous' ? 401 : 403;
        if (allowed[caller] ? refused : response.statusCode !== expected) {
          wrong.push(`${route} as ${caller}: ${response.statusCode}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
