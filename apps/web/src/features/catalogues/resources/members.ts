import {
  ASSIGNABLE_ROLES,
  type TAdminMemberItem,
  ZAdminMemberItem,
  ZMemberCreateInput,
  ZMemberUpdateInput,
} from '@qabul/contract/catalogue';
import { idColumn } from './named';
import { defineResource } from './resource';

/** Staff members (server catalogue `admin-member`): activation / blocking and a change-password dialog. */
export const members = defineResource<TAdminMemberItem>({
  name: 'members',
  path: 'admin-member',
  item: ZAdminMemberItem,
  columns: [
    idColumn,
    { field: 'lastName', sortField: 'lastName', flex: 1, minWidth: 120 },
    { field: 'firstName', sortField: 'firstName', flex: 1, minWidth: 120 },
    { field: 'middleName', sortField: 'middleName', flex: 1, minWidth: 120 },
    { field: 'phone', sortField: 'phone', text: (item) => `+${item.phone}`, width: 140 },
    { field: 'role', sortField: 'role', format: { enumKey: 'roles' }, width: 130 },
  ],
  toggles: [
    {
      field: 'active',
      sortField: 'active',
      isOn: (item) => item.active === 'ACTIVE',
      on: 'activation',
      off: 'blocking',
    },
  ],
  fields: [
    { kind: 'text', name: 'lastName', required: true, maxLength: 100 },
    { kind: 'text', name: 'firstName', required: true, maxLength: 100 },
    { kind: 'text', name: 'middleName', maxLength: 100 },
    { kind: 'phone', name: 'phone', required: true },
    { kind: 'enum', name: 'role', required: true, options: ASSIGNABLE_ROLES, enumKey: 'roles' },
    { kind: 'password', name: 'password', required: true, createOnly: true },
    { kind: 'password', name: 'passwordConfirmation', required: true, createOnly: true },
  ],
  createSchema: ZMemberCreateInput,
  updateSchema: ZMemberUpdateInput,
  toForm: (item) =>
    item
      ? {
          id: item.id,
          lastName: item.lastName,
          firstName: item.firstName,
          middleName: item.middleName,
          phone: item.phone,
          role: item.role,
        }
      : { lastName: '', firstName: '', middleName: '', phone: '', role: null, password: '', passwordConfirmation: '' },
  // Super admins are managed from the command line only; the server refuses changes to them.
  editable: (item) => item.role !== 'ADMIN_SUPER',
  passwordChange: true,
});
