import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applications } from '../applications/applications.table';
import { educationLanguages, faculties, regions } from '../catalogues/catalogues.tables';

/**
 * Aggregates over one admission session. Each reads only columns of one of the `applications_stats_*` indexes
 * (migration 0001), so PostgreSQL answers from the index. Drafts are never counted (they have no session).
 */
const names = (t: typeof faculties | typeof regions | typeof educationLanguages) => ({
  uz: t.nameUz,
  ru: t.nameRu,
  en: t.nameEn,
});

const counted = (sessionId: number) =>
  and(eq(applications.admissionSessionId, sessionId), ne(applications.status, 'DRAFT'));

/** Tashkent has no daylight saving: its calendar day is the UTC day of the instant plus five hours. */
const tashkentDay = sql<string>`to_char((${applications.registrationDate} at time zone 'UTC') + interval '5 hours', 'YYYY-MM-DD')`;

export function countDaily(db: Db, sessionId: number) {
  return db
    .select({ date: tashkentDay, status: applications.status, quantity: sql<number>`count(*)`.mapWith(Number) })
    .from(applications)
    .where(and(counted(sessionId), sql`${applications.registrationDate} is not null`))
    .groupBy(tashkentDay, applications.status)
    .orderBy(tashkentDay, applications.status);
}

export function countByGender(db: Db, sessionId: number) {
  return db
    .select({ gender: applications.gender, quantity: sql<number>`count(*)`.mapWith(Number) })
    .from(applications)
    .where(and(counted(sessionId), sql`${applications.gender} is not null`))
    .groupBy(applications.gender)
    .orderBy(applications.gender);
}

/** Every faculty that is open or has applications, with its counts (zero when none). */
export function countByFaculty(db: Db, sessionId: number) {
  const counts = db
    .select({
      facultyId: applications.facultyId,
      quantity: sql<number>`count(*)`.as('quantity'),
      boys: sql<number>`count(*) filter (where ${applications.gender} = 'MALE')`.as('boys'),
      girls: sql<number>`count(*) filter (where ${applications.gender} = 'FEMALE')`.as('girls'),
      accepted: sql<number>`count(*) filter (where ${applications.status} = 'ACCEPTED')`.as('accepted'),
    })
    .from(applications)
    .where(counted(sessionId))
    .groupBy(applications.facultyId)
    .as('counts');
  return db
    .select({
      facultyId: faculties.id,
      names: names(faculties),
      quantity: sql<number>`coalesce(${counts.quantity}, 0)`.mapWith(Number),
      boysCount: sql<number>`coalesce(${counts.boys}, 0)`.mapWith(Number),
      girlsCount: sql<number>`coalesce(${counts.girls}, 0)`.mapWith(Number),
      acceptedCount: sql<number>`coalesce(${counts.accepted}, 0)`.mapWith(Number),
    })
    .from(faculties)
    .leftJoin(counts, eq(counts.facultyId, faculties.id))
    .where(sql`${faculties.active} or ${counts.quantity} > 0`)
    .orderBy(asc(faculties.id));
}

/** Regions that have a map code (Uzbekistan's 14), each with its count of applicants living there. */
export function countByRegion(db: Db, sessionId: number) {
  const counts = db
    .select({ regionId: applications.regionId, quantity: sql<number>`count(*)`.as('quantity') })
    .from(applications)
    .where(counted(sessionId))
    .groupBy(applications.regionId)
    .as('counts');
  return db
    .select({
      code: regions.code,
      names: names(regions),
      quantity: sql<number>`coalesce(${counts.quantity}, 0)`.mapWith(Number),
    })
    .from(regions)
    .leftJoin(counts, eq(counts.regionId, regions.id))
    .where(ne(regions.code, ''))
    .orderBy(asc(regions.code));
}

/**
 * Every direction (an education language belongs to one faculty, so it names the pair) that is open or chosen, with
 * how many chose it first, how many chose it at any rank, and how many were accepted into it. Reads the session's
 * rows and unfolds each one's extra directions (ranks 2..9, jsonb): not an index-only scan, cached like the rest.
 */
export function countByDirection(db: Db, sessionId: number) {
  const ranked = sql`(
    select d.language_id,
      count(*) filter (where d.rank = 1) as first_choice,
      count(*) as any_choice,
      count(*) filter (where a.status = 'ACCEPTED' and a.accepted_education_language_id = d.language_id
        and a.accepted_faculty_id = d.faculty_id) as accepted
    from ${applications} a
    cross join lateral (
      select a.faculty_id, a.education_language_id, 1
      union all
      select (e.value->>'facultyId')::int, (e.value->>'educationLanguageId')::int, e.rank + 1
      from jsonb_array_elements(a.extra_directions) with ordinality as e(value, rank)
    ) as d(faculty_id, language_id, rank)
    where a.admission_session_id = ${sessionId} and a.status <> 'DRAFT' and d.language_id is not null
    group by d.language_id
  )`;
  const counts = sql`${ranked} as counts`;
  return db
    .select({
      facultyId: faculties.id,
      facultyNames: names(faculties),
      educationLanguageId: educationLanguages.id,
      languageNames: names(educationLanguages),
      firstChoice: sql<number>`coalesce(counts.first_choice, 0)`.mapWith(Number),
      anyChoice: sql<number>`coalesce(counts.any_choice, 0)`.mapWith(Number),
      accepted: sql<number>`coalesce(counts.accepted, 0)`.mapWith(Number),
    })
    .from(educationLanguages)
    .innerJoin(faculties, eq(faculties.id, educationLanguages.facultyId))
    .leftJoin(counts, sql`counts.language_id = ${educationLanguages.id}`)
    .where(sql`(${educationLanguages.active} and ${faculties.active}) or counts.any_choice > 0`)
    .orderBy(asc(faculties.id), asc(educationLanguages.id));
}
