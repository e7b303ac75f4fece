import type { TAdminRole } from '@qabul/contract/auth';
import { and, count, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members } from './members.table';
import {
  memberTwoFactor,
  twoFactorChallenges,
  twoFactorRecoveryCodes,
  twoFactorRequirements,
} from './two-factor.tables';

export async function findTwoFactor(db: Db, memberId: number) {
  const [row] = await db.select().from(memberTwoFactor).where(eq(memberTwoFactor.memberId, memberId)).limit(1);
  return row;
}

/** A new unconfirmed secret, replacing an earlier unconfirmed one (a confirmed one is never overwritten here). */
export async function savePendingSecret(db: Db, memberId: number, secret: string) {
  await db
    .insert(memberTwoFactor)
    .values({ memberId, secret })
    .onConflictDoUpdate({
      target: memberTwoFactor.memberId,
      set: { secret, createdAt: new Date() },
      where: isNull(memberTwoFactor.confirmedAt),
    });
}

/**
 * Records the time step of an accepted code, only if it is later than the last one: of two requests racing with
 * one code, one wins. Answers whether this one did.
 */
export async function useTimeStep(db: Db, memberId: number, timeStep: number, confirm: boolean) {
  const rows = await db
    .update(memberTwoFactor)
    .set({ lastTimeStep: timeStep, ...(confirm ? { confirmedAt: new Date() } : {}) })
    .where(
      and(
        eq(memberTwoFactor.memberId, memberId),
        or(isNull(memberTwoFactor.lastTimeStep), lt(memberTwoFactor.lastTimeStep, timeStep)),
      ),
    )
    .returning({ memberId: memberTwoFactor.memberId });
  return rows.length > 0;
}

export async function replaceRecoveryCodes(db: Db, memberId: number, codeHashes: string[]) {
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.memberId, memberId));
  await db.insert(twoFactorRecoveryCodes).values(codeHashes.map((codeHash) => ({ memberId, codeHash })));
}

/** Marks an unused recovery code used; answers whether it was one (a code works once, even when raced). */
export async function useRecoveryCode(db: Db, memberId: number, codeHash: string) {
  const rows = await db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(twoFactorRecoveryCodes.memberId, memberId),
        eq(twoFactorRecoveryCodes.codeHash, codeHash),
        isNull(twoFactorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: twoFactorRecoveryCodes.id });
  return rows.length > 0;
}

export async function countRecoveryCodesLeft(db: Db, memberId: number) {
  const [row] = await db
    .select({ left: count() })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.memberId, memberId), isNull(twoFactorRecoveryCodes.usedAt)));
  return row?.left ?? 0;
}

export async function insertChallenge(
  db: Db,
  values: { memberId: number; tokenHash: string; purpose: 'verify' | 'enrol'; expiresAt: Date },
) {
  // A member has at most one open challenge: a new login replaces it.
  await db.delete(twoFactorChallenges).where(eq(twoFactorChallenges.memberId, values.memberId));
  await db.insert(twoFactorChallenges).values(values);
}

/** The open challenge of the token, with its member if still active. */
export async function findChallenge(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      id: twoFactorChallenges.id,
      purpose: twoFactorChallenges.purpose,
      memberId: members.id,
      phone: members.phone,
      role: members.role,
    })
    .from(twoFactorChallenges)
    .innerJoin(members, eq(members.id, twoFactorChallenges.memberId))
    .where(
      and(
        eq(twoFactorChallenges.tokenHash, tokenHash),
        gt(twoFactorChallenges.expiresAt, new Date()),
        eq(members.active, true),
      ),
    )
    .limit(1);
  return row;
}

export async function deleteChallenge(db: Db, id: number) {
  await db.delete(twoFactorChallenges).where(eq(twoFactorChallenges.id, id));
}

/** Forgets a member's enrolment, recovery codes and open challenges (the super admin's reset). */
export async function deleteTwoFactor(db: Db, memberId: number) {
  await db.delete(memberTwoFactor).where(eq(memberTwoFactor.memberId, memberId));
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.memberId, memberId));
  await db.delete(twoFactorChallenges).where(eq(twoFactorChallenges.memberId, memberId));
}

export async function findRequirements(db: Db) {
  return db
    .select({ role: twoFactorRequirements.role, required: twoFactorRequirements.required })
    .from(twoFactorRequirements);
}

export async function saveRequirement(db: Db, role: TAdminRole, required: boolean) {
  await db
    .insert(twoFactorRequirements)
    .values({ role, required })
    .onConflictDoUpdate({ target: twoFactorRequirements.role, set: { required, updatedAt: new Date() } });
}
