import { readFileSync } from 'node:fs';
import { asc, eq, sql } from 'drizzle-orm';
import countryNames from 'i18n-iso-countries';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/client';
import { admissionSessions } from '../src/modules/admission-sessions/admission-sessions.table';
import {
  certificates,
  cities,
  countries,
  disabilities,
  educationLanguages,
  educationTypes,
  faculties,
  regions,
  schoolTypes,
  sciences,
} from '../src/modules/catalogues/catalogues.tables';
import districtsData from '../src/modules/catalogues/seed-data/districts.json' with { type: 'json' };
import regionsData from '../src/modules/catalogues/seed-data/regions.json' with { type: 'json' };
import { seedDatabase } from '../src/seed';
import { openTestDatabase } from './helpers/test-app';

const TABLES = {
  countries,
  regions,
  cities,
  certificates,
  disabilities,
  schoolTypes,
  educationTypes,
  sciences,
  faculties,
  educationLanguages,
  admissionSessions,
};

let demo: Database;
let plain: Database;

/** Every seeded row of every seeded table, to compare before and after a second run. */
async function snapshot(database: Database) {
  const tables: Record<string, unknown[]> = {};
  for (const [name, table] of Object.entries(TABLES))
    tables[name] = await database.db.select().from(table).orderBy(asc(table.id));
  return tables;
}

beforeAll(async () => {
  [demo, plain] = await Promise.all([openTestDatabase(), openTestDatabase()]);
  await Promise.all([demo.migrate(), plain.migrate()]);
  await seedDatabase(demo.db, { demo: true });
  await seedDatabase(plain.db, { demo: false });
});
afterAll(async () => {
  await Promise.all([demo?.close(), plain?.close()]);
});

describe('seeded reference data', () => {
  it('has every ISO country with names in uz, ru and en and its dial code', async () => {
    const rows = await demo.db.select().from(countries);
    expect(rows.length).toBeGreaterThanOrEqual(190);
    expect(rows).toHaveLength(Object.keys(countryNames.getAlpha2Codes()).length);
    for (const row of rows) expect([row.nameUz, row.nameRu, row.nameEn].every(Boolean), row.iso).toBe(true);
    const byIso = new Map(rows.map((row) => [row.iso, row]));
    expect(byIso.get('RU')?.code).toBe('7');
    expect(byIso.get('KZ')).toMatchObject({ nameRu: 'Казахстан', code: '7' });
    expect(byIso.get('UZ')).toMatchObject({
      nameUz: "O'zbekiston",
      nameEn: 'Uzbekistan',
      code: '998',
      passportPlaceholder: 'AA 1234567',
    });
    const pattern = new RegExp(byIso.get('UZ')?.passportPattern as string);
    expect(pattern.test('AA 1234567')).toBe(true);
    expect(pattern.test('AA1234567')).toBe(false);
  });

  it("has Uzbekistan's 14 regions with their ISO codes and every district from seed-data", async () => {
    const [uz] = await demo.db.select().from(countries).where(eq(countries.iso, 'UZ'));
    const uzRegions = await demo.db.select().from(regions).where(eq(regions.countryId, uz.id));
    expect(uzRegions).toHaveLength(14);
    expect(uzRegions.map((region) => region.code).sort()).toEqual(regionsData.map((region) => region.code).sort());
    expect(uzRegions.find((region) => region.code === 'UZ-QR')).toMatchObject({
      nameUz: "Qoraqalpog'iston Respublikasi",
      nameEn: 'Republic of Karakalpakstan',
    });

    expect(await demo.db.$count(cities)).toBe(districtsData.length);
    const tashkent = uzRegions.find((region) => region.code === 'UZ-TK');
    const tashkentDistricts = districtsData.filter((district) => district.regionCode === 'UZ-TK');
    expect(await demo.db.$count(cities, eq(cities.regionId, tashkent?.id as number))).toBe(tashkentDistricts.length);
  });

  it('has the certificates with fixed ids and minimum and maximum scores', async () => {
    const rows = await demo.db.select().from(certificates);
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(1)).toMatchObject({ nameEn: 'No certificate', minScore: null, maxScore: null });
    expect(byId.get(6)).toMatchObject({ nameEn: 'Other certificate', minScore: null, maxScore: null });
    const scores = (name: string) => {
      const row = rows.find((item) => item.nameEn === name);
      return [row?.minScore, row?.maxScore];
    };
    expect(scores('IELTS')).toEqual([5.5, 9]);
    expect(scores('TOEFL iBT')).toEqual([60, 120]);
    expect(scores('TOPIK')).toEqual([3, 6]);
    expect(scores('Goethe-Zertifikat / DELF / DELE (B2)')).toEqual([null, 100]);
  });

  it('migration 0011 gives the maximums to certificates seeded before, unless a minimum was set above one', async () => {
    const migration = readFileSync(new URL('../drizzle/0011_certificate_max_score.sql', import.meta.url), 'utf8');
    const updates = migration.split('--> statement-breakpoint').filter((statement) => /\bUPDATE\b/.test(statement));
    expect(updates).toHaveLength(1);
    const read = async () =>
      Object.fromEntries(
        (await plain.db.select().from(certificates).orderBy(asc(certificates.id))).map((row) => [row.id, row.maxScore]),
      );
    const seeded = await read();
    // A database seeded before the column: no maximums; an admin had raised TOPIK's minimum to a score (not a level).
    await plain.db.update(certificates).set({ maxScore: null });
    await plain.db.update(certificates).set({ minScore: 150 }).where(eq(certificates.id, 4));
    try {
      for (const statement of updates) await plain.db.execute(sql.raw(statement));
      expect(await read()).toEqual({ ...seeded, 4: null });
    } finally {
      await plain.db.update(certificates).set({ minScore: 3, maxScore: 6 }).where(eq(certificates.id, 4));
    }
    expect(await read()).toEqual(seeded);
  });

  it('has the disabilities (id 5 = none), school types, education types and one open admission session', async () => {
    const [none] = await demo.db.select().from(disabilities).where(eq(disabilities.id, 5));
    expect(none).toMatchObject({ nameEn: 'No disability', active: true });
    expect(await demo.db.$count(disabilities)).toBe(5);
    expect(await demo.db.$count(schoolTypes)).toBeGreaterThan(0);
    expect(await demo.db.$count(educationTypes)).toBeGreaterThan(0);
    const sessions = await demo.db.select().from(admissionSessions);
    expect(sessions).toMatchObject([{ active: true, registrationActive: true }]);
  });

  it('adds demo faculties, sciences and languages, all marked as demo, only when asked', async () => {
    const demoFaculties = await demo.db.select().from(faculties);
    expect(demoFaculties.length).toBeGreaterThan(0);
    for (const row of [...demoFaculties, ...(await demo.db.select().from(sciences))])
      expect(row.nameEn).toMatch(/\(demo\)$/);
    expect(await demo.db.$count(educationLanguages)).toBe(demoFaculties.length * 3);

    for (const table of [faculties, sciences, educationLanguages]) expect(await plain.db.$count(table)).toBe(0);
    expect(await plain.db.$count(countries)).toBe(await demo.db.$count(countries));
  });

  it.each([
    [{}, true],
    [{ DATABASE_URL: 'postgres://db/qabul' }, false],
    [{ SEED_DEMO: 'false' }, false],
    [{ DATABASE_URL: 'postgres://db/qabul', SEED_DEMO: 'true' }, true],
  ])('seeds the demo set with %j: %s', (env, seedDemo) => {
    expect(loadConfig({ DATA_DIR: '/tmp/qabul', ...env }).seedDemo).toBe(seedDemo);
  });
});

describe('seeding again', () => {
  it('changes nothing', async () => {
    for (const database of [demo, plain]) {
      const before = await snapshot(database);
      await seedDatabase(database.db, { demo: database === demo });
      await seedDatabase(database.db, { demo: database === demo });
      expect(await snapshot(database)).toEqual(before);
    }
  });

  it("keeps an admin's edits and deletions, and refills only what is missing", async () => {
    const [region] = await demo.db.select().from(regions).where(eq(regions.code, 'UZ-AN'));
    await demo.db.update(regions).set({ nameEn: 'Andijan (edited)', active: false }).where(eq(regions.id, region.id));
    const [district] = await demo.db.select().from(cities).where(eq(cities.regionId, region.id)).limit(1);
    await demo.db.delete(cities).where(eq(cities.id, district.id));
    await demo.db.update(certificates).set({ minScore: 6 }).where(eq(certificates.nameEn, 'IELTS'));
    await demo.db.delete(countries).where(eq(countries.iso, 'AQ'));
    const before = await snapshot(demo);

    await seedDatabase(demo.db, { demo: true });
    const after = await snapshot(demo);
    expect(after.regions).toEqual(before.regions);
    expect(after.cities).toEqual(before.cities);
    expect(after.certificates).toEqual(before.certificates);
    expect(after.countries).toHaveLength(before.countries.length + 1);
    expect(await demo.db.$count(countries, eq(countries.iso, 'AQ'))).toBe(1);
  });

  it('leaves the id sequences past the fixed ids', async () => {
    const [row] = await plain.db
      .insert(certificates)
      .values({ nameUz: 'Duolingo', nameRu: 'Duolingo', minScore: 110 })
      .returning();
    expect(row.id).toBe(7);
  });
});
