import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { admissionSessions } from '../admission-sessions/admission-sessions.table';
import { applications } from '../applications/applications.table';
import { educationLanguages, faculties } from '../catalogues/catalogues.tables';
import { examAnswerSheets, examPermits, examResults } from './exams.table';

export type PermitRow = typeof examPermits.$inferSelect;
export type PermitValues = Omit<typeof examPermits.$inferInsert, 'createdAt' | 'updatedAt'>;
export type ResultValues = Omit<typeof examResults.$inferInsert, 'createdAt' | 'updatedAt'>;

/** Who an exam record belongs to: the person's names, passport and faculty as the permit and result show them. */
const person = {
  id: applications.id,
  memberId: applications.memberId,
  status: applications.status,
  lastName: applications.lastName,
  firstName: applications.firstName,
  middleName: applications.middleName,
  passportNumber: applications.passportNumber,
  /** The direction accepted into (the main one for an application accepted before ranked directions). */
  faculty: { uz: faculties.nameUz, ru: faculties.nameRu, en: faculties.nameEn },
  language: { uz: educationLanguages.nameUz, ru: educationLanguages.nameRu, en: educationLanguages.nameEn },
  /** Of the admission session the application was submitted in: it decides the academic year on the permit. */
  registrationEndDate: admissionSessions.registrationEndDate,
};

function personQuery(db: Db) {
  return db
    .select(person)
    .from(applications)
    .leftJoin(faculties, eq(faculties.id, sql`coalesce(${applications.acceptedFacultyId}, ${applications.facultyId})`))
    .leftJoin(
      educationLanguages,
      eq(
        educationLanguages.id,
        sql`coalesce(${applications.acceptedEducationLanguageId}, ${applications.educationLanguageId})`,
      ),
    )
    .leftJoin(admissionSessions, eq(admissionSessions.id, applications.admissionSessionId));
}
export type ExamPerson = Awaited<ReturnType<typeof personQuery>>[number];

export async function findExamPerson(db: Db, where: { applicationId: number } | { memberId: number }) {
  const [row] = await personQuery(db).where(
    'applicationId' in where ? eq(applications.id, where.applicationId) : eq(applications.memberId, where.memberId),
  );
  return row;
}

/** Passport numbers compared without spaces and case: the exam centre may write "AA1234567" or "aa 1234567". */
const passportKey = sql<string>`upper(replace(${applications.passportNumber}, ' ', ''))`;
export const toPassportKey = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/** Applications an import's rows name, by id or by passport number (key as `toPassportKey`). */
export function findImportApplications(db: Db, ids: number[], passportKeys: string[]) {
  if (!ids.length && !passportKeys.length) return Promise.resolve([]);
  return db
    .select({ id: applications.id, status: applications.status, passportKey })
    .from(applications)
    .where(
      or(
        ids.length ? inArray(applications.id, ids) : undefined,
        passportKeys.length ? inArray(passportKey, passportKeys) : undefined,
      ),
    );
}

export function findPermits(db: Db, applicationIds: number[]) {
  if (!applicationIds.length) return Promise.resolve([]);
  return db.select().from(examPermits).where(inArray(examPermits.applicationId, applicationIds));
}

export async function findPermit(db: Db, applicationId: number) {
  const [row] = await findPermits(db, [applicationId]);
  return row;
}

export async function upsertPermit(db: Db, values: PermitValues) {
  const { applicationId, ...rest } = values;
  await db
    .insert(examPermits)
    .values(values)
    .onConflictDoUpdate({ target: examPermits.applicationId, set: { ...rest, updatedAt: new Date() } });
}

export function findResults(db: Db, applicationIds: number[]) {
  if (!applicationIds.length) return Promise.resolve([]);
  return db.select().from(examResults).where(inArray(examResults.applicationId, applicationIds));
}

export async function findResult(db: Db, applicationId: number) {
  const [row] = await findResults(db, [applicationId]);
  return row;
}

/** Results holding any of `answerIds`, to tell which ids another application already uses. */
export function findResultsByAnswerIds(db: Db, answerIds: string[]) {
  if (!answerIds.length) return Promise.resolve([]);
  return db
    .select({ applicationId: examResults.applicationId, answerId: examResults.answerId })
    .from(examResults)
    .where(and(isNotNull(examResults.answerId), inArray(examResults.answerId, answerIds)));
}

/** Frees the answer ids of these results first, so rows of one import may swap ids without a unique clash. */
export async function clearResultAnswerIds(db: Db, applicationIds: number[]) {
  if (!applicationIds.length) return;
  await db.update(examResults).set({ answerId: null }).where(inArray(examResults.applicationId, applicationIds));
}

export async function upsertResult(db: Db, values: ResultValues) {
  const { applicationId, ...rest } = values;
  await db
    .insert(examResults)
    .values(values)
    .onConflictDoUpdate({ target: examResults.applicationId, set: { ...rest, updatedAt: new Date() } });
}

export async function findAnswerSheet(db: Db, applicationId: number) {
  const [row] = await db.select().from(examAnswerSheets).where(eq(examAnswerSheets.applicationId, applicationId));
  return row;
}

export function findAnswerSheets(db: Db, applicationIds: number[]) {
  if (!applicationIds.length) return Promise.resolve([]);
  return db.select().from(examAnswerSheets).where(inArray(examAnswerSheets.applicationId, applicationIds));
}

export async function upsertAnswerSheet(db: Db, values: Omit<typeof examAnswerSheets.$inferInsert, 'createdAt'>) {
  const { applicationId, ...rest } = values;
  await db
    .insert(examAnswerSheets)
    .values(values)
    .onConflictDoUpdate({ target: examAnswerSheets.applicationId, set: { ...rest, createdAt: new Date() } });
}
