import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applications } from '../applications/applications.table';
import { members } from '../auth/members.table';
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

export async function findAppeal(db: Db, applicationId: number): Promise<AppealRow | undefined> {
  const [row] = await db
    .select({
      appeal: appeals,
      // A member without a name is shown by phone, so staff always see who answered.
      answeredByName: sql<
        string | null
      >`coalesce(nullif(concat_ws(' ', ${members.lastName}, ${members.firstName}), ''), ${members.phone})`,
    })
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
