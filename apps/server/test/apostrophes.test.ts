import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { regions } from '../src/modules/catalogues/catalogues.tables';
import { applicantClient } from './helpers/application-fixtures';
import { catalogueApi } from './helpers/catalogues-api';
import { cataloguePayloads, type TCataloguePayloads, uniqueToken } from './helpers/catalogues-payloads';
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

// How people type the apostrophe of "Fargʻona": ASCII, a phone's ’, the Uzbek Latin ʻ, the ʼ letter.
const TYPED = ["Farg'ona", 'Farg\u2019ona', 'Farg\u02BBona', 'Farg\u02BCona'];

async function searchRegions(name: string) {
  const response = await api('GET', `/admin/region?name=${encodeURIComponent(name)}&size=200`, { as: admin });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { content: { id: number; name: string }[] }).content;
}

describe('apostrophes in catalogue names and searches', () => {
  it.each(TYPED)('the admin region search finds the seeded Fargʻona region by "%s"', async (typed) => {
    const found = await searchRegions(typed);
    expect(found.map((region) => region.name)).toContain("Farg'ona viloyati");
  });

  it('stores a typed ʻ as the canonical apostrophe, and finds it by every variant', async () => {
    const token = uniqueToken();
    const created = await api('PUT', '/admin/region', {
      as: admin,
      payload: payloads.named('region', { uz: `${token} G\u02BBallaorol`, ru: `${token} Галляарал` }),
    });
    expect(created.statusCode, created.body).toBe(200);
    const [row] = await t.db.select().from(regions).where(eq(regions.id, created.json().id));
    expect(row.nameUz).toBe(`${token} G'allaorol`);
    for (const typed of ["G'alla", 'G\u2019alla', 'G\u2018alla', 'G`alla', 'G\u00B4alla', 'G\u02BBalla']) {
      expect((await searchRegions(`${token} ${typed}`)).map((region) => region.id)).toEqual([created.json().id]);
    }
  });

  it('the migration turns names stored before with other apostrophes into the canonical one', async () => {
    const token = uniqueToken();
    const [row] = await t.db
      .insert(regions)
      .values({
        nameUz: `${token} Farg\u02BBona`,
        nameRu: `${token} Ферг\u2019ана`,
        nameEn: `${token} Farg\`ona`,
        countryId: payloads.uzbekistan.id,
      })
      .returning();
    const migration = readFileSync(new URL('../drizzle/0005_normalize_apostrophes.sql', import.meta.url), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) await t.db.execute(sql.raw(statement));
    const [migrated] = await t.db.select().from(regions).where(eq(regions.id, row.id));
    expect(migrated).toMatchObject({
      nameUz: `${token} Farg'ona`,
      nameRu: `${token} Ферг'ана`,
      nameEn: `${token} Farg'ona`,
    });
  });
});

describe("apostrophes in the applicant's names and address", () => {
  it('accepts "O’ROLOV" and stores every apostrophe of the names and address as the ASCII one', async () => {
    const applicant = applicantClient(() => t, await t.memberWithToken('ABITURIENT'));
    const saved = await applicant.saveDraft({
      lastName: 'O\u2019ROLOV',
      firstName: 'G\u02BBAYRAT',
      middleName: 'NE\u02BCMAT O`G\u2018LI',
      addressLine: 'Farg\u02BBona, Mustaqillik ko\u2019chasi 5',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await applicant.get()).json()).toMatchObject({
      lastName: "O'ROLOV",
      firstName: "G'AYRAT",
      middleName: "NE'MAT O'G'LI",
      addressLine: "Farg'ona, Mustaqillik ko'chasi 5",
    });
  });
});
