import type { TFieldOfStudy } from '@qabul/contract/settings';
import type { Db } from './db/client';
import { seedAdmissionSession } from './modules/admission-sessions/admission-sessions.seed';
import { seedCatalogues } from './modules/catalogues/catalogues.seed';

/** Loads the reference data; safe to run on every start (each seed only fills what is missing). */
export async function seedDatabase(db: Db, options: { demo: boolean; fieldsOfStudy?: TFieldOfStudy[] }) {
  await seedCatalogues(db, options);
  await seedAdmissionSession(db);
}
