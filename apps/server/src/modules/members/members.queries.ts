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

export async function updateMemberPassword(db: Db, id: number, passwordHash: string) {
  await db.update(members).set({ passwordHash, updatedAt: new Date() }).where(eq(members.id, id));
}

export async function countMembers(db: Db) {
  return db.$count(members);
}
