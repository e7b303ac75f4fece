import type { TRequestSlot, TRequestSlotValues } from '@qabul/contract/first-screen';
import type { Db } from '../../db/client';
import type { AuthMember } from '../auth/request-member';
import { canEditOwnApplication } from './applications.service';

/**
 * What the applicant's first screens put in their request slots (contract/first-screen.ts): the form's line for an
 * application that can be edited (none yet counts) or not, one index lookup and only for the form; the login phone.
 */
export async function firstScreenValues(
  db: Db,
  member: AuthMember | null,
  slots: readonly TRequestSlot[],
): Promise<TRequestSlotValues> {
  const values: TRequestSlotValues = {};
  if (slots.includes('editable') || slots.includes('readOnly')) {
    const editable = !member || (await canEditOwnApplication(db, member.id));
    values.editable = editable ? 'yes' : undefined;
    values.readOnly = editable ? undefined : 'yes';
  }
  if (slots.includes('memberPhone')) values.memberPhone = member ? `+${member.phone}` : undefined;
  return values;
}
