import type { TRole } from '@qabul/contract/auth';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members } from './members.table';

export async function findMemberByPhone(db: Db, phone: string) {
  const [row] = await db.select().from(members).where(eq(members.phone, phone)).limit(1);
  return row;
}

export async function findMemberById(db: Db, id: number) {
  const [row] = await db.select().from(members).where(eq(members.id, id)).limit(1);
  return row;
}

/** A member who is staff (any role but ABITURIENT). */
export async function findStaffMemberById(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.id, id), ne(members.role, 'ABITURIENT')))
    .limit(1);
  return row;
}

export async function insertMember(
  db: Db,
  values: {
    phone: string;
    passwordHash: string;
    role: TRole;
    firstName?: string;
    lastName?: string;
    middleName?: string;
  },
) {
  const [row] = await db.insert(members).values(values).returning();
  return row;
}

/** The columns of a new password: a pending reset (forgot password) goes with the password it would have replaced. */
const newPassword = (passwordHash: string) => ({
  passwordHash,
  pendingPasswordHash: null,
  pendingPasswordExpiresAt: null,
  updatedAt: new Date(),
});

export async function updateMemberPassword(db: Db, id: number, passwordHash: string) {
  await db.update(members).set(newPassword(passwordHash)).where(eq(members.id, id));
}

/**
 * Makes the pending reset password `pendingPasswordHash` the password; false when it is no longer pending (another
 * login used it first, or a newer reset or a password change replaced it).
 */
export async function usePendingPassword(db: Db, id: number, pendingPasswordHash: string) {
  const used = await db
    .update(members)
    .set(newPassword(pendingPasswordHash))
    .where(and(eq(members.id, id), eq(members.pendingPasswordHash, pendingPasswordHash)))
    .returning({ id: members.id });
  return used.length > 0;
}

/** Keeps a reset password until `expiresAt`, replacing any earlier one; the password itself is unchanged. */
export async function setPendingPassword(db: Db, id: number, pendingPasswordHash: string, expiresAt: Date) {
  await db
    .update(members)
    .set({ pendingPasswordHash, pendingPasswordExpiresAt: expiresAt, updatedAt: new Date() })
    .where(eq(members.id, id));
}

export async function countStaff(db: Db) {
  return db.$count(members, ne(members.role, 'ABITURIENT'));
}
