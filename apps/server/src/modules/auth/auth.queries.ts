import { and, eq, gt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { hashToken } from '../../lib/password';
import { members } from './members.table';
import { authSessions } from './sessions.table';

export async function findSessionMember(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      id: members.id,
      phone: members.phone,
      role: members.role,
      sessionId: authSessions.id,
      expiresAt: authSessions.expiresAt,
    })
    .from(authSessions)
    .innerJoin(members, eq(members.id, authSessions.memberId))
    .where(and(eq(authSessions.tokenHash, tokenHash), gt(authSessions.expiresAt, new Date()), eq(members.active, true)))
    .limit(1);
  return row ?? null;
}

export async function createSession(db: Db, memberId: number, token: string, ttlMs: number) {
  await db
    .insert(authSessions)
    .values({ memberId, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + ttlMs) });
}

export async function deleteSession(db: Db, sessionId: number) {
  await db.delete(authSessions).where(eq(authSessions.id, sessionId));
}

/** Ends every session of a member: after a password reset, a password change or blocking. */
export async function deleteMemberSessions(db: Db, memberId: number) {
  await db.delete(authSessions).where(eq(authSessions.memberId, memberId));
}

/** Ends every session of a member but `keepSessionId` (the one that changed the password). */
export async function deleteOtherSessions(db: Db, memberId: number, keepSessionId: number) {
  await db.delete(authSessions).where(and(eq(authSessions.memberId, memberId), ne(authSessions.id, keepSessionId)));
}
