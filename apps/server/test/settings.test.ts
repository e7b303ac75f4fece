import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import type { Database } from '../src/db/client';
import { faculties, sciences } from '../src/modules/catalogues/catalogues.tables';
import { seedDatabase } from '../src/seed';
import { createTestApp, openTestDatabase, type TestApp } from './helpers/test-app';

/** The university's settings file (docs/settings.md): contacts in index.html, fields of study in an empty database. */

const dir = mkdtempSync(path.join(tmpdir(), 'qabul-settings-'));

function settingsFile(name: string, content: unknown): string {
  const file = path.join(dir, name);
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

const UNIVERSITY = {
  contacts: {
    phone: '+998 71 246-00-00',
    email: 'admission@tsue.uz',
    address: { uz: "Toshkent, Islom Karimov ko'chasi, 49", ru: 'Ташкент, ул. Ислама Каримова, 49</script>' },
    telegram: 'https://t.me/tsue_admission',
  },
  university: {
    name: {
      uz: 'Toshkent davlat iqtisodiyot universiteti',
      ru: 'Ташкентский государственный экономический университет',
    },
    mapUrl: 'https://maps.example.org/?q=41.31,69.28',
  },
  fieldsOfStudy: [
    {
      code: '70410101',
      faculty: { uz: 'Moliya', ru: 'Финансы', en: 'Finance' },
      science: { uz: 'Matematika va iqtisodiyot', ru: 'Математика и экономика', en: 'Mathematics and Economics' },
    },
  ],
};

/** The JSON block the server writes into index.html. */
function settingsBlock(html: string): unknown {
  const match = /<script type="application\/json" id="portal-settings">(.*?)<\/script><\/head>/s.exec(html);
  return match ? JSON.parse(match[1]) : undefined;
}

describe('the settings file', () => {
  it('is read and checked at start', () => {
    const config = loadConfig({ DATA_DIR: dir, SETTINGS_FILE: settingsFile('ok.json', UNIVERSITY) });
    expect(config.settings?.contacts.email).toBe('admission@tsue.uz');
    expect(config.settings?.fieldsOfStudy[0].faculty.en).toBe('Finance');
  });

  it('accepts the example in docs/', () => {
    const example = fileURLToPath(new URL('../../../docs/settings.example.json', import.meta.url));
    expect(loadConfig({ DATA_DIR: dir, SETTINGS_FILE: example }).settings?.fieldsOfStudy).toHaveLength(1);
  });

  it('is refused with every wrong field named', () => {
    const file = settingsFile('bad.json', {
      contacts: { email: 'not an address', telegram: 'javascript:alert(1)' },
      university: { mapUrl: 'javascript:alert(1)' },
      fieldsOfStudy: [{ code: '', faculty: { uz: 'Moliya' }, science: { uz: 'A', ru: 'B' } }],
      colour: 'blue',
    });
    const start = () => loadConfig({ DATA_DIR: dir, SETTINGS_FILE: file });
    expect(start).toThrow(ConfigError);
    expect(start).toThrow(/contacts\.email/);
    expect(start).toThrow(/contacts\.telegram/);
    expect(start).toThrow(/university\.mapUrl/);
    expect(start).toThrow(/fieldsOfStudy\.0\.code/);
    expect(start).toThrow(/fieldsOfStudy\.0\.faculty\.ru/);
    expect(start).toThrow(/colour/);
  });

  it('is refused when missing or not JSON', () => {
    expect(() => loadConfig({ DATA_DIR: dir, SETTINGS_FILE: path.join(dir, 'missing.json') })).toThrow(
      /SETTINGS_FILE .*missing\.json cannot be read/,
    );
    expect(() => loadConfig({ DATA_DIR: dir, SETTINGS_FILE: settingsFile('broken.json', '{"contacts":') })).toThrow(
      /cannot be read/,
    );
  });
});

describe('contacts in index.html', () => {
  const apps: TestApp[] = [];
  const dist = path.join(dir, 'web');
  beforeAll(() => {
    mkdirSync(dist, { recursive: true });
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><head><title>Qabul</title></head><div id="root"></div>',
    );
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  async function page(env: Record<string, string>) {
    const app = await createTestApp({ WEB_DIST: dist, ...env });
    apps.push(app);
    return (await app.app.inject({ url: '/' })).body;
  }

  it("are the settings file's, not marked as demo, with no way to close the block early", async () => {
    const html = await page({ SETTINGS_FILE: settingsFile('contacts.json', UNIVERSITY) });
    expect(html).not.toContain('49</script>');
    expect(settingsBlock(html)).toMatchObject({
      contacts: UNIVERSITY.contacts,
      university: UNIVERSITY.university,
      demo: false,
    });
  });

  it("are the demo's placeholders, marked as demo, on the embedded demo without a settings file", async () => {
    const block = settingsBlock(await page({})) as { contacts: { phone?: string }; demo: boolean };
    expect(block.demo).toBe(true);
    expect(block.contacts.phone).toBeTruthy();
  });

  it('are none on a server database without a settings file', async () => {
    expect(settingsBlock(await page({ SEED_DEMO: 'false' }))).toEqual({
      contacts: {},
      university: {},
      demo: false,
      formRules: { pinflCheckDigit: true },
    });
  });

  it("carry the form's rules, so the web form checks a PINFL as the API does", async () => {
    expect(settingsBlock(await page({ PINFL_CHECK_DIGIT: 'off' }))).toMatchObject({
      formRules: { pinflCheckDigit: false },
    });
  });
});

describe('fields of study', () => {
  let databases: Database[] = [];
  beforeAll(async () => {
    databases = await Promise.all([openTestDatabase(), openTestDatabase(), openTestDatabase()]);
  });
  afterAll(async () => {
    await Promise.all(databases.map((database) => database.close()));
  });

  const names = async (database: Database) =>
    (await database.db.select().from(faculties).orderBy(asc(faculties.id))).map((row) => row.nameEn);

  it("are the settings file's in an empty database, without the demo set, and only once", async () => {
    const [database] = databases;
    await seedDatabase(database.db, { demo: true, fieldsOfStudy: UNIVERSITY.fieldsOfStudy });
    await seedDatabase(database.db, { demo: true, fieldsOfStudy: UNIVERSITY.fieldsOfStudy });
    expect(await names(database)).toEqual(['Finance']);
    const [faculty] = await database.db.select().from(faculties);
    expect(faculty.mvdir).toBe('70410101');
    expect((await database.db.select().from(sciences)).map((row) => row.nameRu)).toEqual(['Математика и экономика']);
  });

  it('are the demo set, marked (demo), on the embedded demo without settings; none on a server database', async () => {
    const [, demo, plain] = databases;
    await seedDatabase(demo.db, { demo: true });
    await seedDatabase(plain.db, { demo: false });
    const demoNames = await names(demo);
    expect(demoNames.length).toBeGreaterThan(0);
    expect(demoNames.every((name) => name.endsWith('(demo)'))).toBe(true);
    expect(await names(plain)).toEqual([]);
  });
});
