import { and, desc, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { admissionSessions } from './admission-sessions.table';

/** Tashkent's calendar date: registration "until 31 July" means until the end of that day there. */
export function tashkentToday(now = new Date()): string {
  return new Date(now.getTime() + 5 * 3600_000).toISOString().slice(0, 10);
}

/** The active session if its registration is open today; registration and submission need one. */
export async function findOpenRegistrationSession(db: Db, now = new Date()) {
  const [row] = await db
    .select()
    .from(admissionSessions)
    .where(
      and(
        eq(admissionSessions.active, true),
        eq(admissionSessions.registrationActive, true),
        gte(admissionSessions.registrationEndDate, tashkentToday(now)),
      ),
    )
    .limit(1);
  return row;
}

/** The active session, whatever the state of its registration. */
export async function findActiveSession(db: Db) {
  const [row] = await db.select().from(admissionSessions).where(eq(admissionSessions.active, true)).limit(1);
  return row;
}

export async function findSessionById(db: Db, id: number) {
  const [row] = await db.select().from(admissionSessions).where(eq(admissionSessions.id, id));
  return row;
}

/** The session staff see when they pick none: the active one, else the one that started last. */
export async function findDefaultStaffSession(db: Db) {
  const [row] = await db
    .select()
    .from(admissionSessions)
    .orderBy(desc(admissionSessions.active), desc(admissionSessions.startDate), desc(admissionSessions.id))
    .limit(1);
  return row;
}
