import {
  type TAdminMemberItem,
  type TMemberCreateInput,
  type TMemberUpdateInput,
  ZAdminMemberItem,
  ZMemberCreateInput,
  ZMemberUpdateInput,
} from '@qabul/contract/catalogue';
import { ne } from 'drizzle-orm';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/password';
import { deleteMemberSessions } from '../auth/auth.queries';
import { members } from '../auth/members.table';
import { type CatalogueDefinition, searchInAny } from '../catalogues/catalogues.definition';

type MemberRow = typeof members.$inferSelect;
type MemberCreate = Required<Omit<TMemberCreateInput, 'middleName'>> & { middleName: string };
type MemberUpdate = Required<Omit<TMemberUpdateInput, 'middleName'>> & { middleName: string };

/** Super admins are created and managed from the command line (`npm run admin`), never through the screen. */
export function refuseSuperAdmin(row: Pick<MemberRow, 'role'> | undefined) {
  if (row?.role === 'ADMIN_SUPER') throw new AppError('member_super_admin_locked');
}

/**
 * Staff members (role != ABITURIENT) on the generic catalogue: create with a password (hashed), update without
 * it, `activation`/`blocking` instead of the active toggles; blocking ends the member's sessions.
 */
export const adminMemberCatalogue: CatalogueDefinition<MemberRow, TAdminMemberItem, MemberCreate, MemberUpdate> = {
  path: 'admin-member',
  messagePrefix: 'member',
  table: members,
  scope: ne(members.role, 'ABITURIENT'),
  // Staff names and phones: only the super admin manages staff, and only their menu shows the list.
  superAdminReads: true,
  audit: { action: 'member', toggles: { activation: 'member_activated', blocking: 'member_blocked' } },
  item: ZAdminMemberItem,
  createInput: ZMemberCreateInput as never,
  updateInput: ZMemberUpdateInput as never,
  search: searchInAny(members.firstName, members.lastName, members.middleName, members.phone),
  sortColumns: () => ({
    id: members.id,
    firstName: members.firstName,
    lastName: members.lastName,
    middleName: members.middleName,
    phone: members.phone,
    role: members.role,
    active: members.active,
    createdAt: members.createdAt,
  }),
  defaultSort: 'id',
  relations: [],
  // Across all members, applicants included: the phone is the login.
  uniques: [{ field: 'phone', column: members.phone, key: 'phone_taken' }],
  toItem: (row) => ({
    id: row.id,
    firstName: row.firstName ?? '',
    lastName: row.lastName ?? '',
    middleName: row.middleName ?? '',
    phone: row.phone,
    role: row.role as TAdminMemberItem['role'],
    active: row.active ? 'ACTIVE' : 'BLOCKED',
  }),
  toValues: async (input, mode) => {
    const values: Record<string, unknown> = {
      firstName: input.firstName,
      lastName: input.lastName,
      middleName: input.middleName,
      phone: input.phone,
      role: input.role,
      updatedAt: new Date(),
    };
    if (mode === 'create') values.passwordHash = await hashPassword((input as MemberCreate).password);
    return values;
  },
  beforeSave: async (_tx, _input, existing) => refuseSuperAdmin(existing),
  toggles: {
    activation: { values: { active: true } },
    blocking: {
      values: { active: false },
      before: async (_tx, row, actor) => {
        if (row.id === actor.id) throw new AppError('member_self_block');
        refuseSuperAdmin(row);
      },
      after: (tx, row) => deleteMemberSessions(tx, row.id),
    },
  },
};
