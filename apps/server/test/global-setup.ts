import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../src/db/client';
import { seedDatabase } from '../src/seed';

export type TTemplateName = 'migrated' | 'seeded';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: the file of the dumped data directory per template; PostgreSQL: the template database's name. */
    testTemplates: Record<TTemplateName, string>;
  }
}

/**
 * Migrates and seeds once per run instead of once per test file. Two templates: `migrated` (schema only, for the
 * seed tests) and `seeded` (schema and demo seed, for the app). Each file starts from a copy (a PGlite data
 * directory archive, or a PostgreSQL `create database ... template`), so files still never share data.
 */
export default async function setup(project: TestProject) {
  if (project.config.env.TEST_DB !== 'postgres') {
    const dir = mkdtempSync(path.join(tmpdir(), 'qabul-template-'));
    const files = { migrated: path.join(dir, 'migrated.tar'), seeded: path.join(dir, 'seeded.tar') };
    const database = await openPglite();
    const dump = async (file: string) => {
      const archive = await database.dumpDataDir();
      writeFileSync(file, Buffer.from(await archive.arrayBuffer()));
    };
    await database.migrate();
    await dump(files.migrated);
    await seedDatabase(database.db, { demo: true });
    await dump(files.seeded);
    await database.close();
    project.provide('testTemplates', files);
    return () => rmSync(dir, { recursive: true, force: true });
  }

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const suffix = randomBytes(4).toString('hex');
  const names = { migrated: `qabul_tpl_migrated_${suffix}`, seeded: `qabul_tpl_seeded_${suffix}` };
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const urlOf = (name: string) => Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();

  await admin.query(`create database ${names.migrated}`);
  const migrated = await openPostgres(urlOf(names.migrated));
  await migrated.migrate();
  await migrated.close();
  await admin.query(`create database ${names.seeded} template ${names.migrated}`);
  const seeded = await openPostgres(urlOf(names.seeded));
  await seedDatabase(seeded.db, { demo: true });
  await seeded.close();

  project.provide('testTemplates', names);
  return async () => {
    for (const name of Object.values(names)) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
}
