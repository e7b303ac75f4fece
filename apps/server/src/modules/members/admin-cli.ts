import { type TAdminRole, ZRole } from '@qabul/contract/auth';
import { ZPhone } from '@qabul/contract/primitives';
import type { Db } from '../../db/client';
import { generateStaffPassword, hashPassword } from '../../lib/password';
import { countMembers, findMemberByPhone, insertMember } from '../auth/members.queries';

/** On an empty database, ADMIN_PHONE + ADMIN_PASSWORD create the first super admin. */
export async function ensureInitialAdmin(db: Db, admin: { phone: string; password: string } | undefined) {
  if (!admin || (await countMembers(db)) > 0) return;
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
