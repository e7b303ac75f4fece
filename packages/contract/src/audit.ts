import { ZId, ZPaged } from './primitives';
import { z } from './zod';

/**
 * The staff actions that touch personal data, each a row of the append-only audit (docs/decisions/0206-audit.md).
 * Applicants' own reads are not among them.
 */
export const AUDIT_ACTIONS = [
  'login_succeeded',
  'login_failed',
  'two_factor_enrolled',
  'two_factor_reset',
  'two_factor_policy_changed',
  'application_opened',
  'document_opened',
  'export',
  'application_edited',
  'application_accepted',
  'application_rejected',
  'application_deleted',
  'document_replaced',
  'document_deleted',
  'appeal_answered',
  'exam_import',
  'member_created',
  'member_updated',
  'member_activated',
  'member_blocked',
  'member_password_changed',
  'sms_campaign',
] as const;
export const ZAuditAction = z.enum(AUDIT_ACTIONS);
export type TAuditAction = z.infer<typeof ZAuditAction>;

const ZIsoDate = z.iso.date();

/** GET admin/audit and admin/audit/export: by member, action and days (inclusive, Tashkent time). */
export const ZAuditQuery = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(200).default(50),
  memberId: ZId.optional(),
  action: ZAuditAction.optional(),
  from: ZIsoDate.optional(),
  to: ZIsoDate.optional(),
});
export type TAuditQuery = z.input<typeof ZAuditQuery>;
export type TAuditFilters = Omit<z.output<typeof ZAuditQuery>, 'page' | 'size'>;

export const ZAuditEntry = z.object({
  id: z.number().int(),
  /** ISO timestamp. */
  at: z.string(),
  memberId: z.number().int().nullable(),
  memberPhone: z.string().nullable(),
  memberRole: z.string().nullable(),
  action: ZAuditAction,
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

export const ZAuditPage = ZPaged(ZAuditEntry);
export type TAuditPage = z.infer<typeof ZAuditPage>;
