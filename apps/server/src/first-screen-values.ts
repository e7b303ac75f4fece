import { hasExamResult, hasPermit } from '@qabul/contract/exam';
import type { TRequestSlot, TRequestSlotValues } from '@qabul/contract/first-screen';
import type { AppContext } from './context';
import { getOwnAppeal } from './modules/appeals/appeals.service';
import { canEditOwnApplication } from './modules/applications/applications.service';
import type { AuthMember } from './modules/auth/request-member';
import { getOwnPermit, getOwnResult } from './modules/exams/exams.service';

const yes = (drawn: boolean) => (drawn ? 'yes' : undefined);

/**
 * What the applicant's first screens put in their request slots (contract/first-screen.ts), read as the page's own
 * call reads it, so the drawing shows what the page then shows: whether the application can be edited (none yet
 * counts), the login phone, whether the permit or the result is still to come, whether an appeal may be sent. Only
 * what the page asks for is read.
 */
export async function firstScreenValues(
  ctx: AppContext,
  member: AuthMember | null,
  slots: readonly TRequestSlot[],
): Promise<TRequestSlotValues> {
  const asks = (...some: TRequestSlot[]) => some.some((slot) => slots.includes(slot));
  const values: TRequestSlotValues = {};
  if (!member) return values;
  if (asks('editable', 'readOnly')) {
    const editable = await canEditOwnApplication(ctx.db, member.id);
    values.editable = yes(editable);
    values.readOnly = yes(!editable);
  }
  if (asks('memberPhone')) values.memberPhone = `+${member.phone}`;
  // The permit's language does not matter here: only whether there is one.
  if (asks('permitPending')) values.permitPending = yes(!hasPermit(await getOwnPermit(ctx, member.id, 'uz')));
  if (asks('resultPending')) values.resultPending = yes(!hasExamResult(await getOwnResult(ctx, member.id)));
  if (asks('appealClosed', 'appealOpen')) {
    const own = await getOwnAppeal(ctx, member.id);
    values.appealOpen = yes(own.eligible);
    values.appealClosed = yes(!own.eligible && !own.appeal);
  }
  return values;
}
