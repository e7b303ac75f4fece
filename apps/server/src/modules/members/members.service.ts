import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/password';
import { deleteMemberSessions } from '../auth/auth.queries';
import { findStaffMemberById, updateMemberPassword } from '../auth/members.queries';
import { refuseSuperAdmin } from './admin-members.catalogue';

/**
 * Sets a staff member's password and ends all the member's sessions (the member logs in again). Not a super
 * admin's: that would let one super admin take over another's account.
 */
export async function changeStaffPassword(db: Db, memberId: number, password: string) {
  const member = await findStaffMemberById(db, memberId);
  if (!member) throw new AppError('member_not_found');
  refuseSuperAdmin(member);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await updateMemberPassword(tx, memberId, passwordHash);
    await deleteMemberSessions(tx, memberId);
  });
}
