import type { TFieldOfStudy } from '@qabul/contract/settings';
import { seedAdmissionSession } from '../modules/admission-sessions/admission-sessions.seed';
import { seedCatalogues } from '../modules/catalogues/catalogues.seed';
import type { Db } from './client';

/** Loads the reference data; safe to run on every start (each seed only fills what is missing). */
export async function seedDatabase(db: Db, options: { demo: boolean; fieldsOfStudy?: TFieldOfStudy[] }) {
  await seedCatalogues(db, options);
  await seedAdmissionSession(db);
}
