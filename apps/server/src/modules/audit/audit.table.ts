import { AUDIT_ACTIONS } from '@qabul/contract/audit';
import { bigserial, index, integer, jsonb, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const auditActionEnum = pgEnum('audit_action', AUDIT_ACTIONS);

/**
 * Who saw or changed what (docs/decisions/0206-audit.md). Append-only: a trigger (migration 0015) refuses UPDATE,
 * DELETE and TRUNCATE except inside `purge_audit_log`, the retention purge. No foreign key to members on purpose:
 * removing a member must neither delete nor rewrite its rows, so the member's phone and role are copied in.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    memberId: integer('member_id'),
    memberPhone: text('member_phone'),
    memberRole: text('member_role'),
    action: auditActionEnum('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_member_idx').on(t.memberId, t.at),
    index('audit_log_action_idx').on(t.action, t.at),
  ],
);
