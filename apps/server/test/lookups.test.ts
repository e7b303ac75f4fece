import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities, educationLanguages } from '../src/modules/catalogues/catalogues.tables';
import { catalogueApi } from './helpers/catalogues-api';
import { cataloguePayloads, namesWith, type TCataloguePayloads, uniqueToken } from './helpers/catalogues-payloads';
import { createTestApp, type TestApp } from './helpers/test-app';

type Lookup = { id: number; name: string } & Record<string, unknown>;

let t: TestApp;
let payloads: TCataloguePayloads;
let admin: { headers: Record<string, string> };
let applicant: { headers: Record<string, string> };
const api = catalogueApi(() => t);

beforeAll(async () => {
  t = await createTestApp();
  payloads = await cataloguePayloads(t);
  admin = await t.memberWithToken('ADMIN_SUPER');
  applicant = await t.memberWithToken('ABITURIENT');
});
afterAll(() => t.close());

async function lookup(url: string, lang = 'uz', as = applicant): Promise<Lookup[]> {
  const response = await api('GET', url, { as, lang });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json();
}

async function create(path: Parameters<TCataloguePayloads['named']>[0], names: object, extra: object = {}) {
  const payload = { ...payloads.named(path, names), ...extra };
  const response = await api('PUT', `/admin/${path}`, { as: admin, payload });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { id: number };
}

/** The applicant lookups and the admin `.../all` of the same catalogue, with the catalogue path to change it. */
const FLAT_LOOKUPS = [
  ['disability', '/abiturient/disability/all', '/admin/disability/all'],
  ['school-type', '/abiturient/school-type/all', '/admin/school-type/all'],
  [
    'foreign-language-proficiency',
    '/abiturient/foreign-language-proficiency/all',
    '/admin/foreign-language-proficiency/all',
  ],
  ['country', '/abiturient/address/country/all', '/admin/country/all'],
  ['faculty', '/abiturient/education/faculty/all', '/admin/education/faculty/all'],
] as const;

describe.each(FLAT_LOOKUPS)('%s lookups', (path, applicantUrl, adminUrl) => {
  it('list only active items, named in the request language', async () => {
    const token = uniqueToken();
    const { id } = await create(path, namesWith(token));
    for (const [url, as] of [
      [applicantUrl, applicant],
      [adminUrl, admin],
    ] as const) {
      expect((await lookup(url, 'ru', as)).find((item) => item.id === id)?.name).toBe(`${token} яблоко`);
      expect((await lookup(url, 'en', as)).find((item) => item.id === id)?.name).toBe(`${token} apple`);
      expect((await lookup(url, 'uz', as)).find((item) => item.id === id)?.name).toBe(`${token} olma`);
    }
    await api('POST', `/admin/${path}/${id}/deactivation`, { as: admin });
    for (const url of [applicantUrl, adminUrl])
      expect((await lookup(url, 'uz', admin)).map((item) => item.id)).not.toContain(id);
    await api('POST', `/admin/${path}/${id}/activation`, { as: admin });
    expect((await lookup(applicantUrl)).map((item) => item.id)).toContain(id);
  });
});

describe('caching', () => {
  const url = '/abiturient/disability/all';

  it('sends an ETag and Cache-Control, and 304 for a matching If-None-Match', async () => {
    const first = await api('GET', url, { as: applicant, lang: 'en' });
    expect(first.headers['cache-control']).toBe('private, max-age=300');
    expect(first.headers.vary).toMatch(/Accept-Language/i);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);

    const revalidated = await api('GET', url, { as: applicant, lang: 'en', headers: { 'if-none-match': etag } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    const weak = await api('GET', url, { as: applicant, lang: 'en', headers: { 'if-none-match': `"x", W/${etag}` } });
    expect(weak.statusCode).toBe(304);
  });

  it('changes the ETag with the language and with the data', async () => {
    const etag = async (lang: string) => (await api('GET', url, { as: applicant, lang })).headers.etag;
    const en = await etag('en');
    expect(await etag('ru')).not.toBe(en);
    const { id } = await create('disability', namesWith(uniqueToken()));
    const changed = await api('GET', url, { as: applicant, lang: 'en', headers: { 'if-none-match': en as string } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().map((item: Lookup) => item.id)).toContain(id);
  });
});

describe('what the application form reads', () => {
  it('puts Uzbekistan first with its dial code and passport format', async () => {
    const countries = await lookup('/abiturient/address/country/all', 'en');
    expect(countries.length).toBeGreaterThanOrEqual(190);
    expect(countries[0]).toEqual({
      id: payloads.uzbekistan.id,
      name: 'Uzbekistan',
      code: '998',
      iso: 'UZ',
      passportPlaceholder: 'AA 1234567',
      passportPattern: '^[A-Z]{2} \\d{7}$',
    });
    const rest = countries.slice(1).map((country) => country.name);
    expect(rest).toEqual([...rest].sort(new Intl.Collator('en').compare));
  });

  it('gives the certificates with their minimum and maximum scores', async () => {
    const items = await lookup('/abiturient/foreign-language-proficiency/all', 'en');
    const byId = new Map(items.map((item) => [item.id, item]));
    expect(byId.get(1)).toMatchObject({ name: 'No certificate', minScore: null, maxScore: null });
    expect(byId.get(6)).toMatchObject({ name: 'Other certificate', maxScore: null });
    expect(items.find((item) => item.name === 'IELTS')).toMatchObject({ minScore: 5.5, maxScore: 9 });
    expect(items.find((item) => item.name === 'TOEFL iBT')).toMatchObject({ minScore: 60, maxScore: 120 });
  });

  it('lists the regions of a country and the cities of a region, active only', async () => {
    const uzRegions = await lookup(`/abiturient/address/region/all/${payloads.uzbekistan.id}`, 'en');
    expect(uzRegions).toHaveLength(14);
    expect(uzRegions.find((region) => region.id === payloads.tashkent.id)).toEqual({
      id: payloads.tashkent.id,
      name: 'Tashkent City',
      code: 'UZ-TK',
      country: { id: payloads.uzbekistan.id, name: 'Uzbekistan' },
    });

    const country = await create('country', namesWith(uniqueToken()));
    const region = await create('region', namesWith(uniqueToken()), { country: { id: country.id } });
    expect((await lookup(`/abiturient/address/region/all/${country.id}`)).map((r) => r.id)).toEqual([region.id]);
    expect(await lookup(`/admin/region/all/${country.id}`, 'uz', admin)).toHaveLength(1);
    expect(await lookup(`/admin/region/all?countryId=${country.id}`, 'uz', admin)).toHaveLength(1);

    const cityRows = await t.db.select().from(cities).where(eq(cities.regionId, payloads.tashkent.id));
    const tashkentCities = await lookup(`/abiturient/address/city/all/${payloads.tashkent.id}`, 'ru');
    expect(tashkentCities.map((city) => city.id).sort()).toEqual(cityRows.map((row) => row.id).sort());
    await api('POST', `/admin/city/${cityRows[0].id}/deactivation`, { as: admin });
    const afterDeactivation = await lookup(`/admin/city/all/${payloads.tashkent.id}`, 'ru', admin);
    expect(afterDeactivation.map((city) => city.id)).not.toContain(cityRows[0].id);
    expect(afterDeactivation).toHaveLength(cityRows.length - 1);
    expect(await lookup('/abiturient/address/city/all/999999')).toEqual([]);
  });

  it('lists the languages of a faculty with their science complex', async () => {
    const rows = await t.db
      .select()
      .from(educationLanguages)
      .where(eq(educationLanguages.facultyId, payloads.faculty.id));
    for (const url of ['/abiturient/education/language/all', '/admin/education/language/all']) {
      const languages = await lookup(`${url}?facultyId=${payloads.faculty.id}`, 'en', admin);
      expect(languages.map((language) => language.id).sort()).toEqual(rows.map((row) => row.id).sort());
      expect(languages.find((language) => language.name === 'English')).toMatchObject({
        faculty: { id: payloads.faculty.id },
        scienceComplex: { id: payloads.science.id, name: payloads.science.nameEn },
      });
    }
    const all = await lookup('/abiturient/education/language/all');
    expect(all.length).toBeGreaterThan(rows.length);
  });

  it('gives the science complex of a language, as long as it is active', async () => {
    const language = await create('education-language', namesWith(uniqueToken()));
    const url = `/admin/education/${language.id}/science-complex/all`;
    expect(await lookup(url, 'ru', admin)).toEqual([{ id: payloads.science.id, name: payloads.science.nameRu }]);

    await api('POST', `/admin/science/${payloads.science.id}/deactivation`, { as: admin });
    expect(await lookup(url, 'ru', admin)).toEqual([]);
    await api('POST', `/admin/science/${payloads.science.id}/activation`, { as: admin });

    const without = await create('education-language', namesWith(uniqueToken()), { scienceComplex: null });
    expect(await lookup(`/admin/education/${without.id}/science-complex/all`, 'uz', admin)).toEqual([]);
    const unknown = await api('GET', '/admin/education/999999/science-complex/all', { as: admin });
    expect(unknown.statusCode).toBe(404);
  });

  it('asks for a login', async () => {
    for (const url of ['/abiturient/disability/all', `/abiturient/address/region/all/${payloads.uzbekistan.id}`])
      expect((await api('GET', url)).statusCode).toBe(401);
  });
});
