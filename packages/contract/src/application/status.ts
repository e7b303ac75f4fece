import { z } from '../zod';

/** spec §4: the application's states; SUBMITTED is shown as "Waiting". */
export const APPLICATION_STATUSES = ['DRAFT', 'SUBMITTED', 'ACCEPTED', 'REJECTED'] as const;
export const ZApplicationStatus = z.enum(APPLICATION_STATUSES);
export type TApplicationStatus = z.infer<typeof ZApplicationStatus>;

/** spec §4: the form is editable, and files may be changed, only in these statuses. */
export const EDITABLE_STATUSES: readonly TApplicationStatus[] = ['DRAFT', 'REJECTED'];
export function isApplicationEditable(status: TApplicationStatus): boolean {
  return EDITABLE_STATUSES.includes(status);
}
