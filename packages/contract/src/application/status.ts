/** spec §4: the application's states; SUBMITTED is shown as "Waiting". Without zod: the form page's heading needs them first. */
export const APPLICATION_STATUSES = ['DRAFT', 'SUBMITTED', 'ACCEPTED', 'REJECTED'] as const;
export type TApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** spec §4: the form is editable, and files may be changed, only in these statuses. */
export const EDITABLE_STATUSES: readonly TApplicationStatus[] = ['DRAFT', 'REJECTED'];
export function isApplicationEditable(status: TApplicationStatus): boolean {
  return EDITABLE_STATUSES.includes(status);
}
