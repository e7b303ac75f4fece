import type { TNotificationEvent } from '@qabul/contract/notification';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { applications } from '../applications/applications.table';
import { members } from '../auth/members.table';
import { educationLanguages, faculties } from '../catalogues/catalogues.tables';
import { examPermits } from '../exams/exams.table';
import { notificationSettings, notifications } from './notifications.table';

export type NotificationRow = typeof notifications.$inferSelect;
export type NotificationSettingRow = typeof notificationSettings.$inferSelect;

const directionFaculty = alias(faculties, 'direction_faculty');
const directionLanguage = alias(educationLanguages, 'direction_language');

/**
 * Whom an application's messages go to (the account's phone, the login, and the e-mail of the answers), and the names
 * of its direction: the one it was accepted into, else its first choice.
 */
export async function findNotificationTarget(db: Db, applicationId: number) {
  const [row] = await db
    .select({
      id: applications.id,
      status: applications.status,
      admissionSessionId: applications.admissionSessionId,
      locale: applications.locale,
      email: applications.email,
      phone: members.phone,
      faculty: { uz: directionFaculty.nameUz, ru: directionFaculty.nameRu, en: directionFaculty.nameEn },
      language: { uz: directionLanguage.nameUz, ru: directionLanguage.nameRu, en: directionLanguage.nameEn },
    })
    .from(applications)
    .innerJoin(members, eq(members.id, applications.memberId))
    .leftJoin(
      directionFaculty,
      eq(directionFaculty.id, sql`coalesce(${applications.acceptedFacultyId}, ${applications.facultyId})`),
    )
    .leftJoin(
      directionLanguage,
      eq(
        directionLanguage.id,
        sql`coalesce(${applications.acceptedEducationLanguageId}, ${applications.educationLanguageId})`,
      ),
    )
    .where(eq(applications.id, applicationId));
  return row;
}

export async function findNotificationSetting(db: Db, admissionSessionId: number, event: TNotificationEvent) {
  const [row] = await db
    .select()
    .from(notificationSettings)
    .where(and(eq(notificationSettings.admissionSessionId, admissionSessionId), eq(notificationSettings.event, event)));
  return row;
}

export function findNotificationSettings(db: Db, admissionSessionId: number) {
  return db.select().from(notificationSettings).where(eq(notificationSettings.admissionSessionId, admissionSessionId));
}

export async function upsertNotificationSetting(
  db: Db,
  values: Omit<typeof notificationSettings.$inferInsert, 'updatedAt'>,
) {
  const [row] = await db
    .insert(notificationSettings)
    .values(values)
    .onConflictDoUpdate({
      target: [notificationSettings.admissionSessionId, notificationSettings.event],
      set: {
        enabled: values.enabled,
        textUz: values.textUz,
        textRu: values.textRu,
        textEn: values.textEn,
        updatedAt: new Date(),
      },
    })
    .returning();
  return row;
}

/** Writes the messages of one occurrence; answers the ids of those that did not exist yet (the others are skipped). */
export async function insertNotifications(db: Db, rows: (typeof notifications.$inferInsert)[]) {
  if (!rows.length) return [];
  return db.insert(notifications).values(rows).onConflictDoNothing().returning({ id: notifications.id });
}

/**
 * Moves the queued ones of `ids` to SENDING in one statement. A row already claimed (by this or another process) is
 * not in the answer, so no message is handed to the provider twice.
 */
export function claimNotifications(db: Db, ids: number[]) {
  return db
    .update(notifications)
    .set({ status: 'SENDING', attempts: sql`${notifications.attempts} + 1` })
    .where(and(inArray(notifications.id, ids), eq(notifications.status, 'QUEUED')))
    .returning();
}

/** Ends a claimed message: SENT, FAILED or CANCELLED, or back to QUEUED (with the error) to wait for its retry. */
export async function settleNotification(
  db: Db,
  id: number,
  status: 'SENT' | 'FAILED' | 'CANCELLED' | 'QUEUED',
  error: string | null = null,
) {
  await db
    .update(notifications)
    .set({ status, lastError: error, ...(status === 'SENT' ? { sentAt: new Date() } : {}) })
    .where(and(eq(notifications.id, id), eq(notifications.status, 'SENDING')));
}

/**
 * Rows of `ids` still SENDING when their job is delivered again: the process that claimed them died between
 * claiming and recording the result, so nobody knows whether the provider got the message. They are failed,
 * never resent (at most once, as the bulk SMS).
 */
export async function failInterruptedNotifications(db: Db, ids: number[]) {
  if (!ids.length) return;
  await db
    .update(notifications)
    .set({ status: 'FAILED', lastError: 'interrupted' })
    .where(and(inArray(notifications.id, ids), eq(notifications.status, 'SENDING')));
}

/** Whether the application still has the permit for `examDay` (a scheduled permit message is sent only then). */
export async function hasPermitFor(db: Db, applicationId: number, examDay: string) {
  const [row] = await db
    .select({ applicationId: examPermits.applicationId })
    .from(examPermits)
    .where(and(eq(examPermits.applicationId, applicationId), eq(examPermits.examDay, examDay)));
  return row !== undefined;
}

export function findApplicationNotifications(db: Db, applicationId: number) {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.applicationId, applicationId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id));
}
