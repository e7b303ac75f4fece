import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../src/modules/applications/applications.table';
import { certificates, cities, regions } from '../src/modules/catalogues/catalogues.tables';
import { catalogueApi } from './helpers/catalogues-api';
import {
  cataloguePayloads,
  NAMED_PATHS,
  namesWith,
  type TCataloguePayloads,
  type TNamedPath,
  uniqueToken,
} from './helpers/catalogues-payloads';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let payloads: TCataloguePayloads;
let admin: { headers: Record<string, string> };
const api = catalogueApi(() => t);

beforeAll(async () => {
  t = await createTestApp();
  payloads = await cataloguePayloads(t);
  admin = await t.memberWithToken('ADMIN_SUPER');
});
afterAll(() => t.close());

async function create(path: TNamedPath, names?: object) {
  const response = await api('PUT', `/admin/${path}`, { as: admin, payload: payloads.named(path, names) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function list(path: string, query: string, lang = 'uz') {
  const response = await api('GET', `/admin/${path}?${query}`, { as: admin, lang });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { content: { id: number; name: string }[]; totalElements: number };
}

describe.each(NAMED_PATHS)('admin/%s', (path) => {
  it('creates with PUT, reads by id, updates with POST', async () => {
    const token = uniqueToken();
    const created = await create(path, { uz: `${token} uz`, ru: `${token} ru` });
    expect(created).toMatchObject({ names: { uz: `${token} uz`, ru: `${token} ru`, en: '' }, active: true });

    // No English name: English readers get the Russian one (spec §1 fallback).
    const read = await api('GET', `/admin/${path}/${created.id}`, { as: admin, lang: 'en' });
    expect(read.json()).toMatchObject({ id: created.id, names: created.names, name: `${token} ru` });

    const update = { ...payloads.named(path, namesWith(token, ' 2')), id: created.id };
    const updated = await api('POST', `/admin/${path}`, { as: admin, payload: update, lang: 'en' });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ id: created.id, names: namesWith(token, ' 2'), name: `${token} apple 2` });
    expect((await list(path, `name=${token}`)).totalElements).toBe(1);
  });

  it('refuses a second entry with a name another one of its parent has, in any case, and keeps its own on update', async () => {
    const token = uniqueToken();
    const first = await create(path, { uz: `${token} uz`, ru: `${token} ru` });
    const copy = await api('PUT', `/admin/${path}`, {
      as: admin,
      lang: 'en',
      payload: payloads.named(path, { uz: `  ${token} UZ `, ru: `${token} RU` }),
    });
    expect(copy.statusCode).toBe(400);
    expect(copy.json()).toMatchObject({
      code: 499,
      meta: {
        'names.uz': ['An entry with this name already exists'],
        'names.ru': ['An entry with this name already exists'],
      },
    });
    const other = await create(path, { uz: `${token} other`, ru: `${token} other ru` });
    const renamed = await api('POST', `/admin/${path}`, {
      as: admin,
      lang: 'en',
      payload: { ...payloads.named(path, { uz: `${token} other`, ru: `${token} ru` }), id: other.id },
    });
    expect(renamed.json()).toMatchObject({
      code: 499,
      meta: { 'names.ru': ['An entry with this name already exists'] },
    });
    const kept = { ...payloads.named(path, { uz: `${token} uz`, ru: `${token} ru`, en: 'x' }), id: first.id };
    expect((await api('POST', `/admin/${path}`, { as: admin, payload: kept })).statusCode).toBe(200);
  });

  it('searches the names in uz, ru and en, ignoring case', async () => {
    const token = uniqueToken();
    const { id } = await create(path, namesWith(token));
    await create(path, namesWith(uniqueToken()));
    for (const term of [`${token} OLMA`, `${token} ЯБЛОКО`, `${token} Apple`]) {
      const page = await list(path, `name=${encodeURIComponent(term)}`);
      expect(page.totalElements, term).toBe(1);
      expect(page.content.map((item) => item.id)).toEqual([id]);
    }
    expect((await list(path, `name=${token}%20pear`)).totalElements).toBe(0);
  });

  it('sorts by the name in the request language, both ways, and pages past the end', async () => {
    const token = uniqueToken();
    // The Uzbek names sort a, b, c; the Russian ones the other way round.
    for (const [uz, ru] of [
      ['a', 'в'],
      ['b', 'б'],
      ['c', 'а'],
    ])
      await create(path, { uz: `${token} ${uz}`, ru: `${token} ${ru}` });

    const names = async (query: string, lang: string) =>
      (await list(path, `name=${token}&${query}`, lang)).content.map((item) => item.name.slice(-1));
    expect(await names('sortField=name&sortOrder=asc', 'uz')).toEqual(['a', 'b', 'c']);
    expect(await names('sortField=name&sortOrder=desc', 'uz')).toEqual(['c', 'b', 'a']);
    expect(await names('sortField=name', 'ru')).toEqual(['а', 'б', 'в']);
    expect(await names('sortField=id&sortOrder=desc', 'uz')).toEqual(['c', 'b', 'a']);

    expect(await list(path, `name=${token}&page=1&size=2`)).toMatchObject({ totalElements: 3 });
    expect((await list(path, `name=${token}&page=1&size=2`)).content).toHaveLength(1);
    expect(await list(path, `name=${token}&page=7&size=2`)).toEqual({ content: [], totalElements: 3 });
  });

  it('deactivates and activates an item', async () => {
    const { id } = await create(path);
    for (const [toggle, active] of [
      ['deactivation', false],
      ['activation', true],
    ] as const) {
      const response = await api('POST', `/admin/${path}/${id}/${toggle}`, { as: admin });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ id, active });
      expect((await api('GET', `/admin/${path}/${id}`, { as: admin })).json().active).toBe(active);
    }
  });

  it('requires the uz and ru names and stores nothing without them', async () => {
    const before = (await list(path, 'size=1')).totalElements;
    const response = await api('PUT', `/admin/${path}`, {
      as: admin,
      lang: 'en',
      payload: payloads.named(path, { uz: ' ', en: 'Only English' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 499,
      error_description: 'Some fields are filled in incorrectly',
      meta: { 'names.uz': ['Required'], 'names.ru': ['Required'] },
    });
    expect((await list(path, 'size=1')).totalElements).toBe(before);
  });

  it('answers an unknown id with 404 and an update without id with 499', async () => {
    const missing = await api('GET', `/admin/${path}/999999`, { as: admin, lang: 'en' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 404, meta: { reason: expect.stringMatching(/_not_found$/) } });

    const noId = await api('POST', `/admin/${path}`, { as: admin, payload: payloads.named(path), lang: 'en' });
    expect(noId.statusCode).toBe(400);
    expect(noId.json()).toMatchObject({ code: 499, meta: { id: ['Required'] } });

    const update = { ...payloads.named(path), id: 999999 };
    expect((await api('POST', `/admin/${path}`, { as: admin, payload: update })).statusCode).toBe(404);
  });
});

describe('catalogue-specific rules', () => {
  it.each([
    ['region', { names: namesWith('r') }, { country: ['Required'] }],
    ['region', { names: namesWith('r'), country: { id: 999999 } }, { country: ['The selected value was not found'] }],
    ['city', { names: namesWith('c') }, { region: ['Required'] }],
    ['city', { names: namesWith('c'), region: { id: 999999 } }, { region: ['The selected value was not found'] }],
    ['science', { names: namesWith('s') }, { code: ['Required'] }],
    ['science', { names: namesWith('s'), code: '12a' }, { code: ['The code must contain digits only'] }],
    ['country', { names: namesWith('k'), iso: 'UZ' }, { iso: ['A country with this ISO code already exists'] }],
    ['country', { names: namesWith('k'), iso: 'U1' }, { iso: ['The ISO code is two Latin letters'] }],
    ['education-language', { names: namesWith('l') }, { faculty: ['Required'] }],
    [
      'faculty',
      { names: namesWith('f'), facultyTypes: [{ id: 99 }] },
      { facultyTypes: ['The selected value was not found'] },
    ],
    ['foreign-language-proficiency', { names: namesWith('p'), minScore: 10_000 }, { minScore: ['Too big'] }],
    ['foreign-language-proficiency', { names: namesWith('p'), maxScore: 10_000 }, { maxScore: ['Too big'] }],
    [
      'foreign-language-proficiency',
      { names: namesWith('p'), minScore: 60, maxScore: 9 },
      { maxScore: ['The maximum score cannot be below the minimum score'] },
    ],
  ])('%s: refuses %j with 499', async (path, payload, meta) => {
    const response = await api('PUT', `/admin/${path}`, { as: admin, payload, lang: 'en' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 499, meta });
  });

  it('takes the same name under another parent: a district of one region may share a name with another region’s', async () => {
    const token = uniqueToken();
    const [otherRegion] = await t.db.select().from(regions).where(eq(regions.code, 'UZ-SA'));
    const names = { uz: `${token} tumani`, ru: `${token} район` };
    await create('city', names);
    const elsewhere = await api('PUT', '/admin/city', {
      as: admin,
      payload: { names, region: { id: otherRegion.id } },
    });
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
  });

  it('expands references to {id, name} in the request language', async () => {
    const region = await create('region');
    const city = await create('city', namesWith(uniqueToken()));
    expect(region.country).toEqual({ id: payloads.uzbekistan.id, name: "O'zbekiston" });
    const read = await api('GET', `/admin/city/${city.id}`, { as: admin, lang: 'ru' });
    expect(read.json().region).toEqual({ id: payloads.tashkent.id, name: 'город Ташкент' });
    const language = await create('education-language');
    expect(language.faculty.id).toBe(payloads.faculty.id);
    expect(language.scienceComplex.id).toBe(payloads.science.id);
  });

  it('gives a new certificate the id after the fixed seeded ones', async () => {
    const item = await create('foreign-language-proficiency');
    const max = Math.max(...(await t.db.select({ id: certificates.id }).from(certificates)).map((row) => row.id));
    expect(item.id).toBe(max);
    expect(item.id).toBeGreaterThan(6);
    expect(item.minScore).toBe(6.5);
  });

  it("saves a certificate's maximum score beside its minimum, returns it, and refuses one below the minimum", async () => {
    const created = await create('foreign-language-proficiency');
    expect(created).toMatchObject({ minScore: 6.5, maxScore: 9 });
    const payload = { ...payloads.named('foreign-language-proficiency'), id: created.id, minScore: 10, maxScore: 990 };
    const updated = await api('POST', '/admin/foreign-language-proficiency', { as: admin, payload });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ minScore: 10, maxScore: 990 });
    const [row] = await t.db.select().from(certificates).where(eq(certificates.id, created.id));
    expect(row).toMatchObject({ minScore: 10, maxScore: 990 });
    const read = await api('GET', `/admin/foreign-language-proficiency/${created.id}`, { as: admin });
    expect(read.json()).toMatchObject({ minScore: 10, maxScore: 990 });

    const below = { ...payload, minScore: 60, maxScore: 9 };
    for (const [method, lang, message] of [
      ['POST', 'ru', 'Максимальный балл не может быть меньше минимального'],
      ['PUT', 'uz', "Maksimal ball minimal balldan kam bo'lishi mumkin emas"],
    ] as const) {
      const refused = await api(method, '/admin/foreign-language-proficiency', {
        as: admin,
        payload: method === 'PUT' ? { ...below, id: undefined, names: namesWith(uniqueToken()) } : below,
        lang,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 499, meta: { maxScore: [message] } });
    }
    expect((await t.db.select().from(certificates).where(eq(certificates.id, created.id)))[0]).toMatchObject({
      minScore: 10,
      maxScore: 990,
    });

    // Without a maximum (null): saved as none.
    const cleared = await api('POST', '/admin/foreign-language-proficiency', {
      as: admin,
      payload: { ...payload, maxScore: null },
    });
    expect(cleared.json()).toMatchObject({ minScore: 10, maxScore: null });
  });

  it("sorts regions by their country's name and districts by their region's, in the request language", async () => {
    const token = uniqueToken();
    // Country "a"/"в" and country "b"/"б": the Uzbek and the Russian names sort them in opposite orders.
    const countryA = await create('country', { uz: `${token} a`, ru: `${token} в` });
    const countryB = await create('country', { uz: `${token} b`, ru: `${token} б` });
    const region = async (country: { id: number }, name: string) => {
      const payload = { ...payloads.named('region', { uz: `${token} ${name}`, ru: `${token} ${name}` }), country };
      const response = await api('PUT', '/admin/region', { as: admin, payload });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { id: number };
    };
    const inB = await region(countryB, 'first');
    const inA = await region(countryA, 'second');
    const ids = async (path: string, query: string, lang: string) =>
      (await list(path, `name=${token}&${query}`, lang)).content.map((item) => item.id);
    expect(await ids('region', 'sortField=country', 'uz')).toEqual([inA.id, inB.id]);
    expect(await ids('region', 'sortField=country&sortOrder=desc', 'uz')).toEqual([inB.id, inA.id]);
    expect(await ids('region', 'sortField=country', 'ru')).toEqual([inB.id, inA.id]);

    const district = async (region: { id: number }) => {
      const payload = { ...payloads.named('city', { uz: `${token} d`, ru: `${token} d` }), region };
      const response = await api('PUT', '/admin/city', { as: admin, payload });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { id: number };
    };
    const inFirst = await district(inB);
    const inSecond = await district(inA);
    expect(await ids('city', 'sortField=region&sortOrder=desc', 'en')).toEqual([inSecond.id, inFirst.id]);
  });

  it.each(['id;drop table regions', 'nameUz desc', 'password', 'constructor', 'toString'])(
    'refuses sortField=%s with 499 on meta.sortField',
    async (sortField) => {
      const before = await t.db.$count(regions);
      const response = await api('GET', `/admin/region?sortField=${encodeURIComponent(sortField)}`, {
        as: admin,
        lang: 'en',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 499,
        error_description: 'Some fields are filled in incorrectly',
        meta: { sortField: ['The list cannot be sorted by this field'] },
      });
      expect(await t.db.$count(regions)).toBe(before);
    },
  );

  it.each(['page=-1', 'size=0', 'page=x', 'sortOrder=up'])('refuses the paging query %s with 499', async (query) => {
    const response = await api('GET', `/admin/region?${query}`, { as: admin });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(499);
  });

  it.each([
    ['GET', '/admin/region?name=a%00b', undefined, 'name'],
    ['PUT', '/admin/school', { names: { uz: 'a\u0000b', ru: 'b' } }, 'names.uz'],
    ['POST', '/admin/admin-member/1/password', { password: 'Abc\u0000defgh', passwordConfirmation: 'x' }, 'password'],
  ] as const)(
    'refuses a NUL character (%s %s) with 499 instead of failing in the database',
    async (method, url, payload, field) => {
      const response = await api(method, url, { as: admin, payload, lang: 'en' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 499, meta: { [field]: ['Invalid value'] } });
    },
  );

  it('stores each education type of a faculty once', async () => {
    const payload = { ...payloads.named('faculty'), facultyTypes: [{ id: 1 }, { id: 2 }, { id: 1 }] };
    const response = await api('PUT', '/admin/faculty', { as: admin, payload, lang: 'en' });
    expect(response.json().facultyTypes).toEqual([
      { id: 1, name: 'Full-time' },
      { id: 2, name: 'Part-time (correspondence)' },
    ]);
  });

  it('searches the columns a catalogue adds to its names, and never across two values', async () => {
    const ids = async (path: string, term: string) =>
      (await list(path, `name=${encodeURIComponent(term)}&size=200`)).content.map((item) => item.id);
    expect(await ids('country', 'uz')).toContain(payloads.uzbekistan.id);
    expect(await ids('region', 'uz-tk')).toEqual([payloads.tashkent.id]);
    const token = uniqueToken();
    const payload = { ...payloads.named('faculty', namesWith(token)), mvdir: `${token}MV` };
    const created = await api('PUT', '/admin/faculty', { as: admin, payload });
    expect(created.statusCode, created.body).toBe(200);
    expect(await ids('faculty', `${token}mv`)).toEqual([created.json().id]);
    // The end of the Uzbek name and the start of the Russian one are two values, not one text.
    expect(await ids('faculty', `olma ${token}`)).toEqual([]);
    expect(await ids('faculty', `olma${token}`)).toEqual([]);
  });

  it('treats % and _ in a search as plain characters', async () => {
    expect((await list('region', 'name=%25')).totalElements).toBe(0);
    expect((await list('region', 'name=_')).totalElements).toBe(0);
  });

  it('never answers 500 for an id beyond the integer range', async () => {
    const read = await api('GET', '/admin/region/99999999999', { as: admin });
    expect(read.statusCode).toBeLessThan(500);
    const payload = { names: namesWith('x'), country: { id: 99999999999 } };
    const save = await api('PUT', '/admin/region', { as: admin, payload });
    expect(save.statusCode).toBe(400);
    expect(save.json().code).toBe(499);
  });
});

describe('DELETE admin/region and admin/city', () => {
  async function insertApplication(values: Partial<typeof applications.$inferInsert>) {
    const { member } = await t.memberWithToken('ABITURIENT');
    const [row] = await t.db
      .insert(applications)
      .values({ memberId: member.id, ...values })
      .returning();
    return row;
  }

  it('refuses to delete a region its districts refer to', async () => {
    const response = await api('DELETE', `/admin/region/${payloads.tashkent.id}`, { as: admin, lang: 'en' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 409,
      error_description: 'The region cannot be deleted: districts or applications refer to it',
      meta: { reason: 'region_in_use' },
    });
    expect(await t.db.$count(regions, eq(regions.id, payloads.tashkent.id))).toBe(1);
  });

  it.each(['regionId', 'schoolRegionId'] as const)('refuses while an application refers to it by %s', async (key) => {
    const region = await create('region');
    const application = await insertApplication({ [key]: region.id });
    expect((await api('DELETE', `/admin/region/${region.id}`, { as: admin })).statusCode).toBe(409);
    await t.db.delete(applications).where(eq(applications.id, application.id));
    expect((await api('DELETE', `/admin/region/${region.id}`, { as: admin })).statusCode).toBe(204);
    expect((await api('GET', `/admin/region/${region.id}`, { as: admin })).statusCode).toBe(404);
  });

  it.each(['cityId', 'schoolCityId'] as const)(
    'refuses to delete a city an application refers to by %s',
    async (key) => {
      const city = await create('city');
      const application = await insertApplication({ [key]: city.id });
      const refused = await api('DELETE', `/admin/city/${city.id}`, { as: admin, lang: 'en' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error_description).toBe('The district/city cannot be deleted: applications refer to it');
      await t.db.delete(applications).where(eq(applications.id, application.id));
      expect((await api('DELETE', `/admin/city/${city.id}`, { as: admin })).statusCode).toBe(204);
      expect(await t.db.$count(cities, eq(cities.id, city.id))).toBe(0);
    },
  );

  it('answers 404 for an unknown id and offers no DELETE on other catalogues', async () => {
    expect((await api('DELETE', '/admin/city/999999', { as: admin })).statusCode).toBe(404);
    const school = await create('school');
    expect((await api('DELETE', `/admin/school/${school.id}`, { as: admin })).statusCode).toBe(404);
    expect((await api('GET', `/admin/school/${school.id}`, { as: admin })).statusCode).toBe(200);
  });
});
