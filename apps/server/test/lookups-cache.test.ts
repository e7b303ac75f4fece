import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LookupCache } from '../src/lib/lookup-cache';
import { catalogueApi } from './helpers/catalogues-api';
import { cataloguePayloads, namesWith, type TCataloguePayloads, uniqueToken } from './helpers/catalogues-payloads';
import { connectAgain, createTestApp, openTestDatabase, type TestApp } from './helpers/test-app';

/** Two apps on one database, as two server processes would be: each with its own connections and its own cache. */
let first: TestApp;
let second: TestApp;
let payloads: TCataloguePayloads;
let admin: { headers: Record<string, string> };
let applicant: { headers: Record<string, string> };
const onFirst = catalogueApi(() => first);
const onSecond = catalogueApi(() => second);

beforeAll(async () => {
  const database = await openTestDatabase('seeded');
  first = await createTestApp({}, { database });
  second = await createTestApp({}, { database: await connectAgain(database) });
  payloads = await cataloguePayloads(first);
  admin = await first.memberWithToken('ADMIN_SUPER');
  applicant = await first.memberWithToken('ABITURIENT');
});
afterAll(async () => {
  await second.close();
  await first.close();
});

const regionsUrl = () => `/abiturient/address/region/all/${payloads.uzbekistan.id}`;

async function regionNames(api: typeof onFirst, lang = 'uz') {
  const response = await api('GET', regionsUrl(), { as: applicant, lang });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { id: number; name: string }[]).map((region) => region.name);
}

describe('lookups served from memory', () => {
  it('shows a renamed region in the next lookup, in this process and in the other one', async () => {
    const token = uniqueToken();
    const created = await onFirst('PUT', '/admin/region', {
      as: admin,
      payload: payloads.named('region', namesWith(token)),
    });
    expect(created.statusCode, created.body).toBe(200);
    const { id } = created.json() as { id: number };
    // Both processes now hold the list in their caches.
    expect(await regionNames(onFirst)).toContain(`${token} olma`);
    expect(await regionNames(onSecond)).toContain(`${token} olma`);
    expect(await regionNames(onSecond, 'ru')).toContain(`${token} яблоко`);

    const renamed = await onFirst('POST', '/admin/region', {
      as: admin,
      payload: { id, ...payloads.named('region', namesWith(token, ' nok')) },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await regionNames(onFirst)).toContain(`${token} olma nok`);
    // The other process hears of it through the database (LISTEN/NOTIFY), within moments.
    await expect.poll(() => regionNames(onSecond), { timeout: 5000, interval: 50 }).toContain(`${token} olma nok`);
    expect(await regionNames(onSecond, 'ru')).toContain(`${token} яблоко nok`);
    expect(await regionNames(onSecond)).not.toContain(`${token} olma`);

    const deactivated = await onSecond('POST', `/admin/region/${id}/deactivation`, { as: admin });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    await expect.poll(() => regionNames(onFirst), { timeout: 5000, interval: 50 }).not.toContain(`${token} olma nok`);
  });

  it('answers 304 to the ETag it gave, and a new ETag once the list changed', async () => {
    const before = await onFirst('GET', regionsUrl(), { as: applicant });
    const etag = before.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{32}"$/);
    const again = await onSecond('GET', regionsUrl(), { as: applicant, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await onFirst('PUT', '/admin/region', { as: admin, payload: payloads.named('region') });
    await expect
      .poll(
        async () =>
          (await onSecond('GET', regionsUrl(), { as: applicant, headers: { 'if-none-match': etag } })).statusCode,
      )
      .toBe(200);
  });

  it('sends large lists compressed as the client accepts, small ones as they are', async () => {
    const url = '/abiturient/address/country/all';
    const plain = await onFirst('GET', url, { as: applicant, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(10_000);
    const br = await onFirst('GET', url, { as: applicant, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gz = await onFirst('GET', url, { as: applicant, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
    const refused = await onFirst('GET', url, { as: applicant, headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(refused.headers['content-encoding']).toBe('gzip');

    const small = await onFirst('GET', '/abiturient/disability/all', {
      as: applicant,
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers['content-type']).toMatch(/^application\/json/);
  });

  it("shows the applicant's new and renamed choices by name, whichever process serves the form", async () => {
    const token = uniqueToken();
    const get = async (api: typeof onFirst) => {
      const response = await api('GET', '/abiturient/application', { as: applicant, lang: 'en' });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { region: { id: number; name: string } | null };
    };
    // The second process reads the form first, so it holds the catalogue names from before the change.
    await get(onSecond);
    const created = await onFirst('PUT', '/admin/region', {
      as: admin,
      payload: payloads.named('region', namesWith(token)),
    });
    const { id } = created.json() as { id: number };
    const saved = await onSecond('PUT', '/abiturient/application/draft', {
      as: applicant,
      lang: 'en',
      payload: { region: { id } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().region).toEqual({ id, name: `${token} apple` });
    await onFirst('POST', '/admin/region', {
      as: admin,
      payload: { id, ...payloads.named('region', namesWith(token, ' pear')) },
    });
    await expect
      .poll(async () => (await get(onSecond)).region?.name, { timeout: 5000, interval: 50 })
      .toBe(`${token} apple pear`);
  });
});

describe('LookupCache', () => {
  it('keeps each compressed copy in a buffer of its own size', async () => {
    const list = Array.from({ length: 200 }, (_, id) => ({ id, name: `Tuman ${id}` }));
    const entry = await new LookupCache().get('district|uz|1', async () => list);
    for (const copy of [entry.br, entry.gzip] as Buffer[]) {
      expect(copy?.buffer.byteLength).toBe(copy?.length);
    }
    expect(JSON.parse(brotliDecompressSync(entry.br as Buffer).toString())).toEqual(list);
    expect(JSON.parse(gunzipSync(entry.gzip as Buffer).toString())).toEqual(list);
  });
});
