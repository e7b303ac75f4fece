import type { TAppealQueueStatus } from '@qabul/contract/appeal';
import { and, asc, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applications } from '../applications/applications.table';
import { members } from '../auth/members.table';
import { faculties } from '../catalogues/catalogues.tables';
import { examResults } from '../exams/exams.table';
import { appeals } from './appeals.table';

export type AppealRow = typeof appeals.$inferSelect & { answeredByName: string | null };

/** The member's application with what decides whether they may appeal: its status and exam result. */
export async function findAppealTarget(db: Db, memberId: number) {
  const [row] = await db
    .select({
      applicationId: applications.id,
      status: applications.status,
      attended: examResults.attended,
      result: examResults.result,
    })
    .from(applications)
    .leftJoin(examResults, eq(examResults.applicationId, applications.id))
    .where(eq(applications.memberId, memberId));
  return row;
}

// A member without a name is shown by phone (+998…, as the application's history shows them), so staff always see
// who answered.
const answeredByName = sql<
  string | null
>`coalesce(nullif(concat_ws(' ', ${members.lastName}, ${members.firstName}), ''), '+' || ${members.phone})`;

export async function findAppeal(db: Db, applicationId: number): Promise<AppealRow | undefined> {
  const [row] = await db
    .select({ appeal: appeals, answeredByName })
    .from(appeals)
    .leftJoin(members, eq(members.id, appeals.answeredBy))
    .where(eq(appeals.applicationId, applicationId));
  return row && { ...row.appeal, answeredByName: row.answeredByName };
}

/** Inserts the appeal; undefined when the application already has one (the unique key decides, not a read). */
export async function insertAppeal(db: Db, applicationId: number, text: string) {
  const [row] = await db
    .insert(appeals)
    .values({ applicationId, text })
    .onConflictDoNothing({ target: appeals.applicationId })
    .returning({ id: appeals.id });
  return row;
}

/** Sets the answer once; undefined when the appeal was already answered. */
export async function answerAppeal(db: Db, applicationId: number, answer: string, memberId: number) {
  const [row] = await db
    .update(appeals)
    .set({ answer, answeredBy: memberId, answeredAt: new Date() })
    .where(sql`${appeals.applicationId} = ${applicationId} and ${appeals.answer} is null`)
    .returning({ id: appeals.id });
  return row;
}

/** Sets the PDF of an unanswered appeal; returns the key it replaced, or undefined when nothing was updated. */
export async function setAppealFile(db: Db, applicationId: number, storageKey: string) {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ storageKey: appeals.storageKey, answer: appeals.answer })
      .from(appeals)
      .where(eq(appeals.applicationId, applicationId))
      .for('update');
    if (!current || current.answer !== null) return undefined;
    await tx.update(appeals).set({ storageKey }).where(eq(appeals.applicationId, applicationId));
    return { replaced: current.storageKey };
  });
}

/** The appeals of one admission session's applications (none given: every session's). */
const inSession = (sessionId: number | undefined) =>
  sessionId === undefined ? undefined : eq(applications.admissionSessionId, sessionId);

const QUEUE_TABS: Record<TAppealQueueStatus, { where: SQL; order: SQL[] }> = {
  waiting: { where: isNull(appeals.answeredAt), order: [asc(appeals.createdAt), asc(appeals.id)] },
  answered: { where: isNotNull(appeals.answeredAt), order: [desc(appeals.answeredAt), desc(appeals.id)] },
};

/** One page of the staff queue: appeals waiting (oldest first) or answered (newest answer first). */
export function findAppealQueuePage(
  db: Db,
  status: TAppealQueueStatus,
  sessionId: number | undefined,
  page: { limit: number; offset: number },
) {
  const tab = QUEUE_TABS[status];
  return db
    .select({
      applicationId: appeals.applicationId,
      lastName: applications.lastName,
      firstName: applications.firstName,
      middleName: applications.middleName,
      faculty: { uz: faculties.nameUz, ru: faculties.nameRu, en: faculties.nameEn },
      applicationStatus: applications.status,
      createdAt: appeals.createdAt,
      answeredAt: appeals.answeredAt,
      answeredBy: answeredByName,
      hasFile: sql<boolean>`${appeals.storageKey} is not null`,
    })
    .from(appeals)
    .innerJoin(applications, eq(applications.id, appeals.applicationId))
    .leftJoin(faculties, eq(faculties.id, applications.facultyId))
    .leftJoin(members, eq(members.id, appeals.answeredBy))
    .where(and(tab.where, inSession(sessionId)))
    .orderBy(...tab.order)
    .limit(page.limit)
    .offset(page.offset);
}

/** How many appeals of one admission session wait for an answer and how many were answered. */
export async function countAppeals(db: Db, sessionId: number | undefined) {
  const [row] = await db
    .select({
      waiting: sql<number>`(count(*) filter (where ${appeals.answeredAt} is null))::int`,
      answered: sql<number>`(count(*) filter (where ${appeals.answeredAt} is not null))::int`,
    })
    .from(appeals)
    .innerJoin(applications, eq(applications.id, appeals.applicationId))
    .where(inSession(sessionId));
  return row;
}
