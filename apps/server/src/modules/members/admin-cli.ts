import { isAdminRole, type TAdminRole, ZRole } from '@qabul/contract/auth';
import { ZPhone } from '@qabul/contract/phone';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { generateStaffPassword, hashPassword } from '../../lib/password';
import { insertAuditRow } from '../audit/audit.queries';
import { countStaff, findMemberByPhone, insertMember } from '../auth/members.queries';
import { resetTwoFactor } from '../auth/two-factor.service';

/**
 * While the database has no staff member (a new one, or one with only applicants, as `npm run seed:demo` leaves
 * it), ADMIN_PHONE + ADMIN_PASSWORD create the first super admin; once there is one, they change nothing.
 */
export async function ensureInitialAdmin(db: Db, admin: { phone: string; password: string } | undefined) {
  if (!admin || (await countStaff(db)) > 0) return;
  if (await findMemberByPhone(db, admin.phone)) {
    throw new Error(`ADMIN_PHONE ${admin.phone} is an applicant's phone: give the first super admin another one`);
  }
  await insertMember(db, { phone: admin.phone, passwordHash: await hashPassword(admin.password), role: 'ADMIN_SUPER' });
}

/** `npm run admin -- create --phone 998901112233 --role ADMIN_SUPER`: creates a staff member, returns its password. */
export async function createStaffMember(db: Db, phoneInput: string, roleInput: string) {
  const phone = ZPhone.safeParse(phoneInput);
  if (!phone.success)
    throw new Error(`--phone must be digits with the dial code, e.g. 998901112233 (got "${phoneInput}")`);
  const role = ZRole.exclude(['ABITURIENT']).safeParse(roleInput);
  if (!role.success) throw new Error('--role must be ADMIN_SUPER, ADMIN_VERIFIER or ADMIN_OBSERVER');
  if (await findMemberByPhone(db, phone.data)) throw new Error(`A member with phone ${phone.data} already exists`);
  const password = generateStaffPassword();
  await insertMember(db, {
    phone: phone.data,
    passwordHash: await hashPassword(password),
    role: role.data as TAdminRole,
  });
  return password;
}

/**
 * `npm run admin -- reset-two-factor --phone 998901112233`: a staff member's two-factor enrolment, recovery codes and
 * sessions go (a super admin who lost the phone, with no other super admin to reset it). Recorded in the audit.
 */
export async function resetStaffTwoFactor(ctx: AppContext, phoneInput: string) {
  const member = await findMemberByPhone(ctx.db, phoneInput.replace(/\D/g, ''));
  if (!member || !isAdminRole(member.role)) throw new Error(`No staff member has phone ${phoneInput}`);
  await resetTwoFactor(ctx, member.id);
  await insertAuditRow(ctx.db, {
    action: 'two_factor_reset',
    targetType: 'member',
    targetId: String(member.id),
    details: { phone: member.phone, via: 'command line' },
  });
}
