import type { TFileKind } from '@qabul/contract/application';
import { CERTIFICATE_NONE_ID } from '@qabul/contract/catalogue';
import { and, eq, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  certificates,
  cities,
  countries,
  disabilities,
  educationLanguages,
  faculties,
  regions,
  schoolTypes,
  sciences,
} from '../catalogues/catalogues.tables';
import { applicationFiles, applicationHistory, applications } from './applications.table';

export type ApplicationRow = typeof applications.$inferSelect;
export type ApplicationValues = Partial<typeof applications.$inferInsert>;
export type ApplicationFileRow = typeof applicationFiles.$inferSelect;

/** The member's application, created as an empty DRAFT on first use. `lock` takes a row lock (transactions). */
export async function ensureApplication(db: Db, memberId: number, options: { lock?: boolean } = {}) {
  await db.insert(applications).values({ memberId }).onConflictDoNothing({ target: applications.memberId });
  const query = db.select().from(applications).where(eq(applications.memberId, memberId));
  const [row] = await (options.lock ? query.for('update') : query);
  return row;
}

export async function updateApplication(db: Db, id: number, values: ApplicationValues) {
  await db
    .update(applications)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(applications.id, id));
}

export async function insertApplicationHistory(
  db: Db,
  entry: { applicationId: number; status: ApplicationRow['status']; memberId: number | null },
) {
  await db.insert(applicationHistory).values(entry);
}

export function findApplicationFiles(db: Db, applicationId: number) {
  return db.select().from(applicationFiles).where(eq(applicationFiles.applicationId, applicationId));
}

export async function findApplicationFile(db: Db, applicationId: number, kind: TFileKind) {
  const [row] = await db
    .select()
    .from(applicationFiles)
    .where(and(eq(applicationFiles.applicationId, applicationId), eq(applicationFiles.kind, kind)));
  return row;
}

/** The file of `kind` of the member's application (no application: none). */
export async function findMemberApplicationFile(db: Db, memberId: number, kind: TFileKind) {
  const [row] = await db
    .select({ file: applicationFiles })
    .from(applicationFiles)
    .innerJoin(applications, eq(applications.id, applicationFiles.applicationId))
    .where(and(eq(applications.memberId, memberId), eq(applicationFiles.kind, kind)));
  return row?.file;
}

export async function findApplicationFileById(db: Db, id: number) {
  const [row] = await db.select().from(applicationFiles).where(eq(applicationFiles.id, id));
  return row;
}

export async function insertApplicationFile(
  db: Db,
  file: { applicationId: number; kind: TFileKind; storageKey: string; contentType: string; size: number },
) {
  const [row] = await db.insert(applicationFiles).values(file).returning();
  return row;
}

export async function deleteApplicationFile(db: Db, id: number) {
  await db.delete(applicationFiles).where(eq(applicationFiles.id, id));
}

type NamedTable = { id: AnyPgColumn; nameUz: AnyPgColumn; nameRu: AnyPgColumn; nameEn: AnyPgColumn };
const names = <T extends NamedTable>(table: T) => ({
  id: table.id as T['id'],
  uz: table.nameUz as T['nameUz'],
  ru: table.nameRu as T['nameRu'],
  en: table.nameEn as T['nameEn'],
});

const country = alias(countries, 'country');
const region = alias(regions, 'region');
const city = alias(cities, 'city');
const citizenship = alias(countries, 'citizenship');
const schoolCountry = alias(countries, 'school_country');
const schoolRegion = alias(regions, 'school_region');
const schoolCity = alias(cities, 'school_city');

/** The application with the names of every catalogue row it refers to, in all languages. */
export async function findApplicationView(db: Db, applicationId: number) {
  const [row] = await db
    .select({
      application: applications,
      disability: names(disabilities),
      country: names(country),
      region: names(region),
      city: names(city),
      citizenship: names(citizenship),
      schoolCountry: names(schoolCountry),
      schoolRegion: names(schoolRegion),
      schoolCity: names(schoolCity),
      schoolType: names(schoolTypes),
      certificate: names(certificates),
      faculty: names(faculties),
      educationLanguage: names(educationLanguages),
      science: names(sciences),
    })
    .from(applications)
    .leftJoin(disabilities, eq(disabilities.id, applications.disabilityId))
    .leftJoin(country, eq(country.id, applications.countryId))
    .leftJoin(region, eq(region.id, applications.regionId))
    .leftJoin(city, eq(city.id, applications.cityId))
    .leftJoin(citizenship, eq(citizenship.id, applications.citizenshipId))
    .leftJoin(schoolCountry, eq(schoolCountry.id, applications.schoolCountryId))
    .leftJoin(schoolRegion, eq(schoolRegion.id, applications.schoolRegionId))
    .leftJoin(schoolCity, eq(schoolCity.id, applications.schoolCityId))
    .leftJoin(schoolTypes, eq(schoolTypes.id, applications.schoolTypeId))
    // No certificate chosen yet reads as certificate 1, "none" (spec §3 default).
    .leftJoin(certificates, eq(certificates.id, sql`coalesce(${applications.certificateId}, ${CERTIFICATE_NONE_ID})`))
    .leftJoin(faculties, eq(faculties.id, applications.facultyId))
    .leftJoin(educationLanguages, eq(educationLanguages.id, applications.educationLanguageId))
    .leftJoin(sciences, eq(sciences.id, educationLanguages.scienceId))
    .where(eq(applications.id, applicationId));
  return row;
}

export type ApplicationView = NonNullable<Awaited<ReturnType<typeof findApplicationView>>>;
export type LocalizedNames = { id: number; uz: string; ru: string; en: string };

/** Catalogue rows an application may point to, with what the submit check needs. */
export const REFERENCE_TABLES = {
  disabilities,
  countries,
  regions,
  cities,
  schoolTypes,
  certificates,
  faculties,
  educationLanguages,
};

export async function findCatalogueRow<T extends keyof typeof REFERENCE_TABLES>(db: Db, table: T, id: number) {
  const t = REFERENCE_TABLES[table];
  const [row] = await db
    .select()
    .from(t as typeof countries)
    .where(eq(t.id, id));
  return row as (typeof REFERENCE_TABLES)[T]['$inferSelect'] | undefined;
}

export function findCertificateMinimums(db: Db) {
  return db.select({ id: certificates.id, minScore: certificates.minScore }).from(certificates);
}
