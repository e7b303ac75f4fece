import { randomBytes } from 'node:crypto';
import { CATALOGUE_PATHS, type TCataloguePath } from '@qabul/contract/catalogue';
import { eq } from 'drizzle-orm';
import { countries, faculties, regions, sciences } from '../../src/modules/catalogues/catalogues.tables';
import { randomPhone, type TestApp } from './test-app';

export type TNamedPath = Exclude<TCataloguePath, 'admission-session' | 'admin-member'>;

/** Every catalogue that has the three names and the active flag. */
export const NAMED_PATHS = CATALOGUE_PATHS.filter(
  (path): path is TNamedPath => path !== 'admission-session' && path !== 'admin-member',
);

/** A token no other row has, so a search for it finds only what the test created. */
export function uniqueToken(): string {
  return `t${randomBytes(4).toString('hex')}`;
}

/** Names with the token and one word per language, so a search can target one language. */
export function namesWith(token: string, suffix = '') {
  return { uz: `${token} olma${suffix}`, ru: `${token} яблоко${suffix}`, en: `${token} apple${suffix}` };
}

/**
 * Valid payloads for every catalogue, pointing at seeded rows (Uzbekistan, Tashkent city, the first demo faculty
 * and science). Countries get ISO codes nobody uses yet.
 */
export async function cataloguePayloads(t: TestApp) {
  const [uzbekistan] = await t.db.select().from(countries).where(eq(countries.iso, 'UZ'));
  const [tashkent] = await t.db.select().from(regions).where(eq(regions.code, 'UZ-TK'));
  const [faculty] = await t.db.select().from(faculties).limit(1);
  const [science] = await t.db.select().from(sciences).limit(1);
  const usedIso = new Set((await t.db.select({ iso: countries.iso }).from(countries)).map((row) => row.iso));
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const freeIso = [...letters].flatMap((a) => [...letters].map((b) => a + b)).filter((iso) => !usedIso.has(iso));

  const extras: Record<TNamedPath, () => object> = {
    country: () => ({ iso: freeIso.shift(), code: '998', passportPlaceholder: 'AA 1234567' }),
    region: () => ({ country: { id: uzbekistan.id }, code: '' }),
    city: () => ({ region: { id: tashkent.id } }),
    school: () => ({}),
    'school-type': () => ({}),
    'education-type': () => ({}),
    disability: () => ({}),
    'foreign-language-proficiency': () => ({ minScore: 6.5, maxScore: 9 }),
    science: () => ({ code: '301' }),
    faculty: () => ({ mvdir: '70610701', facultyTypes: [{ id: 1 }] }),
    'education-language': () => ({ faculty: { id: faculty.id }, scienceComplex: { id: science.id } }),
  };

  return {
    uzbekistan,
    tashkent,
    faculty,
    science,
    /** A valid create payload of a named catalogue; `names` defaults to names with a fresh token. */
    named: (path: TNamedPath, names: object = namesWith(uniqueToken())) => ({ names, ...extras[path]() }),
    session: (overrides: object = {}) => ({
      name: `Session ${uniqueToken()}`,
      startDate: '2030-06-01',
      registrationEndDate: '2030-07-31',
      endDate: '2030-08-31',
      ...overrides,
    }),
    member: (overrides: object = {}) => ({
      firstName: 'Aziz',
      lastName: 'Karimov',
      phone: randomPhone(),
      role: 'ADMIN_VERIFIER',
      password: 'Verifier-pass-1',
      passwordConfirmation: 'Verifier-pass-1',
      ...overrides,
    }),
  };
}

export type TCataloguePayloads = Awaited<ReturnType<typeof cataloguePayloads>>;

/** The payload that creates one item of any catalogue. */
export function createPayload(payloads: TCataloguePayloads, path: TCataloguePath): object {
  if (path === 'admission-session') return payloads.session();
  if (path === 'admin-member') return payloads.member();
  return payloads.named(path);
}
