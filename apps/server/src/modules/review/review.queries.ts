import type { TApplicationListFilter } from '@qabul/contract/admin-application';
import type { TApplicationStatus } from '@qabul/contract/application/status';
import type { TLocale } from '@qabul/contract/locale';
import { MAX_ID } from '@qabul/contract/primitives';
import { and, asc, count, desc, eq, gt, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applicationHistory, applications } from '../applications/applications.table';
import { members } from '../auth/members.table';
import { educationLanguages, faculties, regions } from '../catalogues/catalogues.tables';
import { applicationAudit, applicationStatusCounts, reviewClaims } from './review.table';

type ApplicationRow = typeof applications.$inferSelect;

const STATUS_OF_FILTER: Record<TApplicationListFilter, TApplicationStatus> = {
  submitted: 'SUBMITTED',
  rejected: 'REJECTED',
  accepted: 'ACCEPTED',
};

/** Staff never see drafts; a filter narrows to one status. */
export function statusCondition(filter: TApplicationListFilter | undefined): SQL {
  return filter ? eq(applications.status, STATUS_OF_FILTER[filter]) : ne(applications.status, 'DRAFT');
}

/** A term made only of digits and a phone's punctuation ("+998(90) 100-00-01", as the list shows a phone). */
const PHONE_AS_SHOWN = /^\+?[\d\s()-]+$/;

const containing = (word: string) =>
  sql`${applications.searchText} like ${`%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`}`;

/** The term as an application id, when it is one. */
function idOf(term: string): number | undefined {
  const id = Number(term);
  return /^\d+$/.test(term) && id > 0 && id <= MAX_ID ? id : undefined;
}

/**
 * The search box: any part of the names, passport number (with or without its space), PINFL or phone (the
 * trigram-indexed `search_text`), or the application id when the term is a number. A phone is found as the list
 * shows it (its digits are searched), and a term of several words finds the applications holding every word, in any
 * order ("AZIZ KARIMOV" as well as "KARIMOV AZIZ").
 */
export function searchCondition(term: string | undefined): SQL | undefined {
  const value = term?.trim().toLowerCase();
  if (!value) return undefined;
  const words = PHONE_AS_SHOWN.test(value) && /\d/.test(value) ? [value.replace(/\D/g, '')] : value.split(/\s+/);
  const text = and(...words.map(containing));
  const id = idOf(value);
  return id === undefined ? text : or(eq(applications.id, id), text);
}

const passportKey = sql`upper(replace(${applications.passportNumber}, ' ', ''))`;

/**
 * What a row found by `term` matched, when the term can be an identifier (it holds a digit): the exact id, PINFL,
 * passport number or phone (with or without the country code), else a part of the text. Those exact matches are
 * listed first, the id before the others, so typing a number opens that very application, not one whose phone
 * merely contains it. A term of letters only matches parts of names: 'text' for every row.
 */
export function searchMatch(term: string | undefined): SQL<string> | undefined {
  const value = term?.trim();
  if (!value) return undefined;
  if (!/\d/.test(value)) return sql<string>`'text'`;
  const digits = value.replace(/\D/g, '');
  const compact = value.replace(/\s+/g, '').toUpperCase();
  const phones = digits ? [digits, ...(digits.length === 9 ? [`998${digits}`] : [])] : [];
  const id = idOf(value);
  return sql<string>`case
    when ${id === undefined ? sql`false` : eq(applications.id, id)} then 'id'
    when ${applications.pinfl} = ${digits} then 'pinfl'
    when ${passportKey} = ${compact} then 'passportNumber'
    when ${phones.length ? inArray(applications.mobilePhone, phones) : sql`false`} then 'mobilePhone'
    else 'text' end`;
}

/**
 * The order of `searchMatch`'s answers: the id first, then the other exact matches, then the rest; nothing for a term
 * of letters only, whose rows all rank alike.
 */
export const matchRank = (term: string | undefined, match: SQL<string>) =>
  term && /\d/.test(term) ? [sql`case ${match} when 'id' then 0 when 'text' then 2 else 1 end`] : [];

const facultyName = (locale: TLocale) => ({ uz: faculties.nameUz, ru: faculties.nameRu, en: faculties.nameEn })[locale];

/** Sortable list columns (contract APPLICATION_SORT_FIELDS). */
export const sortColumns = (locale: TLocale) => ({
  id: applications.id,
  lastName: applications.lastName,
  firstName: applications.firstName,
  middleName: applications.middleName,
  registrationDate: applications.registrationDate,
  educationFaculty: facultyName(locale),
  mobilePhone: applications.mobilePhone,
  passportNumber: applications.passportNumber,
  status: applications.status,
});

/**
 * The number of applications matching `where` (a search: the counters cannot answer it), counted up to
 * `limit + 1` so a broad term stops early instead of reading every match.
 */
export async function countApplicationsUpTo(db: Db, where: SQL | undefined, limit: number) {
  const matches = db
    .select({ id: applications.id })
    .from(applications)
    .where(where)
    .limit(limit + 1)
    .as('matches');
  const [{ total }] = await db.select({ total: count() }).from(matches);
  return total;
}

export function findApplicationPage(
  db: Db,
  where: SQL | undefined,
  order: SQL[],
  page: { limit: number; offset: number },
  match: SQL<string> = sql<string>`null`,
) {
  return db
    .select({
      matchedBy: match,
      id: applications.id,
      lastName: applications.lastName,
      firstName: applications.firstName,
      middleName: applications.middleName,
      registrationDate: applications.registrationDate,
      mobilePhone: applications.mobilePhone,
      passportNumber: applications.passportNumber,
      status: applications.status,
      facultyId: faculties.id,
      facultyUz: faculties.nameUz,
      facultyRu: faculties.nameRu,
      facultyEn: faculties.nameEn,
    })
    .from(applications)
    .leftJoin(faculties, eq(faculties.id, applications.facultyId))
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
}

/** Only the applications of one admission session (none given: every session's). */
export const sessionCondition = (sessionId: number | undefined) =>
  sessionId === undefined ? undefined : eq(applications.admissionSessionId, sessionId);

/** Applications per status (drafts left out) of one session, or of all, from the trigger-kept counters. */
export function countByStatus(db: Db, sessionId: number | undefined) {
  return db
    .select({ status: applicationStatusCounts.status, total: sql<number>`sum(${applicationStatusCounts.total})::int` })
    .from(applicationStatusCounts)
    .where(sessionId === undefined ? undefined : eq(applicationStatusCounts.admissionSessionId, sessionId))
    .groupBy(applicationStatusCounts.status);
}

/**
 * Moves the application to `to` only if its status is one of `from` (and, when given, it was not changed after
 * `version`, the updated_at the reviewer saw): one statement, so of two staff acting at once exactly one wins.
 */
export async function transitionApplication(
  db: Db,
  id: number,
  change: {
    from: readonly TApplicationStatus[];
    to: TApplicationStatus;
    reviews: Record<string, string>;
    reviewSnapshot: Record<string, unknown> | null;
    /** The direction accepted into; null for any other status. */
    accepted: { facultyId: number; educationLanguageId: number } | null;
    /** Milliseconds since the epoch of the updated_at the reviewer saw. */
    version?: number;
  },
) {
  const [row] = await db
    .update(applications)
    .set({
      status: change.to,
      reviews: change.reviews,
      reviewSnapshot: change.reviewSnapshot,
      acceptedFacultyId: change.accepted?.facultyId ?? null,
      acceptedEducationLanguageId: change.accepted?.educationLanguageId ?? null,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(applications.id, id),
        inArray(applications.status, [...change.from]),
        change.version === undefined
          ? undefined
          : sql`floor(extract(epoch from ${applications.updatedAt}) * 1000) = ${change.version}`,
      ),
    )
    .returning();
  return row as ApplicationRow | undefined;
}

export async function findApplicationStatus(db: Db, id: number) {
  const [row] = await db.select({ status: applications.status }).from(applications).where(eq(applications.id, id));
  return row?.status;
}

/** The history of one application, newest first, with who made each change. */
export function findHistory(db: Db, applicationId: number) {
  return db
    .select({
      date: applicationHistory.createdAt,
      change: applicationHistory.status,
      changes: applicationHistory.changes,
      phone: members.phone,
      firstName: members.firstName,
      lastName: members.lastName,
      byApplicant: sql<boolean>`${members.id} is not null and ${members.id} = ${applications.memberId}`,
      applicantLastName: applications.lastName,
      applicantFirstName: applications.firstName,
      faculty: { uz: faculties.nameUz, ru: faculties.nameRu, en: faculties.nameEn },
      language: { uz: educationLanguages.nameUz, ru: educationLanguages.nameRu, en: educationLanguages.nameEn },
    })
    .from(applicationHistory)
    .innerJoin(applications, eq(applications.id, applicationHistory.applicationId))
    .leftJoin(members, eq(members.id, applicationHistory.memberId))
    .leftJoin(faculties, eq(faculties.id, applicationHistory.facultyId))
    .leftJoin(educationLanguages, eq(educationLanguages.id, applicationHistory.educationLanguageId))
    .where(eq(applicationHistory.applicationId, applicationId))
    .orderBy(desc(applicationHistory.createdAt), desc(applicationHistory.id));
}

/** Other applications with the same PINFL or passport number. */
export function findDuplicates(db: Db, application: Pick<ApplicationRow, 'id' | 'pinfl' | 'passportNumber'>) {
  const same = [
    application.pinfl ? eq(applications.pinfl, application.pinfl) : undefined,
    application.passportNumber ? eq(applications.passportNumber, application.passportNumber) : undefined,
  ].filter((condition): condition is SQL => condition !== undefined);
  if (!same.length) return Promise.resolve([]);
  return db
    .select({
      id: applications.id,
      lastName: applications.lastName,
      firstName: applications.firstName,
      status: applications.status,
      pinfl: applications.pinfl,
      passportNumber: applications.passportNumber,
    })
    .from(applications)
    .where(and(ne(applications.id, application.id), or(...same)))
    .orderBy(asc(applications.id))
    .limit(20);
}

export async function findApplicationRow(db: Db, id: number) {
  const [row] = await db.select().from(applications).where(eq(applications.id, id));
  return row;
}

const CLAIM_MINUTES = 10;

/** Records that `memberId` opened the application (a SUBMITTED one is then skipped by others' "Next"). */
export async function claimApplication(db: Db, applicationId: number, memberId: number) {
  await db
    .insert(reviewClaims)
    .values({ applicationId, memberId, claimedAt: new Date() })
    .onConflictDoUpdate({ target: reviewClaims.applicationId, set: { memberId, claimedAt: new Date() } });
}

/**
 * The oldest SUBMITTED application nobody else opened in the last 10 minutes, claimed for `memberId` in the same
 * statement; `skip locked` keeps two reviewers asking at once from getting the same one.
 */
export async function claimNextSubmitted(
  db: Db,
  memberId: number,
  sessionId: number | undefined,
): Promise<number | null> {
  const result = await db.execute(sql`
    with candidate as (
      select a.id from ${applications} a
      left join ${reviewClaims} c on c.application_id = a.id
      where a.status = 'SUBMITTED'
        and ${sessionId === undefined ? sql`true` : sql`a.admission_session_id = ${sessionId}`}
        and (c.application_id is null or c.member_id = ${memberId}
             or c.claimed_at < now() - make_interval(mins => ${CLAIM_MINUTES}))
      order by a.registration_date asc nulls last, a.id asc
      limit 1
      for update of a skip locked
    )
    insert into ${reviewClaims} (application_id, member_id, claimed_at)
    select id, ${memberId}, now() from candidate
    on conflict (application_id) do update set member_id = excluded.member_id, claimed_at = excluded.claimed_at
    returning application_id`);
  const rows = (result as unknown as { rows: { application_id: number }[] }).rows;
  return rows[0]?.application_id ?? null;
}

export async function insertAudit(
  db: Db,
  entry: {
    applicationId: number;
    action: 'EDITED' | 'DELETED' | 'FILE_REPLACED' | 'FILE_DELETED';
    memberId: number;
    snapshot: Record<string, unknown>;
  },
) {
  await db.insert(applicationAudit).values(entry);
}

export async function deleteApplicationRow(db: Db, id: number) {
  await db.delete(applications).where(eq(applications.id, id));
}

/** One page of an export: only the exported columns, references as ids (names come from `findExportNames`). */
export function findExportPage(db: Db, where: SQL, afterId: number, size: number) {
  return db
    .select({
      id: applications.id,
      lastName: applications.lastName,
      firstName: applications.firstName,
      middleName: applications.middleName,
      birthDate: applications.birthDate,
      gender: applications.gender,
      passportNumber: applications.passportNumber,
      pinfl: applications.pinfl,
      mobilePhone: applications.mobilePhone,
      email: applications.email,
      telegram: applications.telegram,
      status: applications.status,
      registrationDate: applications.registrationDate,
      regionId: applications.regionId,
      facultyId: applications.facultyId,
      educationLanguageId: applications.educationLanguageId,
      extraDirections: applications.extraDirections,
      acceptedFacultyId: applications.acceptedFacultyId,
      acceptedEducationLanguageId: applications.acceptedEducationLanguageId,
    })
    .from(applications)
    .where(and(where, gt(applications.id, afterId)))
    .orderBy(asc(applications.id))
    .limit(size);
}

/** The longest names and the largest id among the applications an export holds: its columns' widths. */
export async function findExportLengths(db: Db, where: SQL) {
  const [row] = await db
    .select({
      rows: sql<number>`count(*)`.mapWith(Number),
      maxId: sql<number | null>`max(${applications.id})`,
      lastName: sql<number | null>`max(length(${applications.lastName}))`.mapWith(Number),
      firstName: sql<number | null>`max(length(${applications.firstName}))`.mapWith(Number),
      middleName: sql<number | null>`max(length(${applications.middleName}))`.mapWith(Number),
      email: sql<number | null>`max(length(${applications.email}))`.mapWith(Number),
    })
    .from(applications)
    .where(where);
  return row;
}

/** The names of the catalogues an export shows, read once per export instead of joined into every row. */
export async function findExportNames(db: Db) {
  const names = (table: typeof faculties | typeof educationLanguages | typeof regions) =>
    db.select({ id: table.id, uz: table.nameUz, ru: table.nameRu, en: table.nameEn }).from(table);
  const [faculty, language, region] = await Promise.all([names(faculties), names(educationLanguages), names(regions)]);
  return { faculty, language, region };
}
