import { index, integer, jsonb, pgEnum, pgTable, primaryKey, serial, timestamp } from 'drizzle-orm/pg-core';
import { applicationStatusEnum, applications } from '../applications/applications.table';
import { members } from '../auth/members.table';

/**
 * Who opened which SUBMITTED application when: "Next" skips what another reviewer opened in the last 10 minutes,
 * so two verifiers do not review the same file at once. One row per application, overwritten by the latest opener.
 */
export const reviewClaims = pgTable('review_claims', {
  applicationId: integer('application_id')
    .primaryKey()
    .references(() => applications.id, { onDelete: 'cascade' }),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' }),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
});

export const auditActionEnum = pgEnum('application_audit_action', [
  'EDITED',
  'DELETED',
  'FILE_REPLACED',
  'FILE_DELETED',
]);

/**
 * What the super admin changed beyond status changes (those are the history): edits, deletions and replaced
 * documents, with a snapshot of the application as it was. No foreign key to the application: a deletion must
 * stay traceable after the row is gone.
 */
export const applicationAudit = pgTable(
  'application_audit',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id').notNull(),
    action: auditActionEnum('action').notNull(),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('application_audit_application_idx').on(t.applicationId)],
);

/**
 * Applications per admission session and status (drafts not counted; 0 stands for no session), kept by triggers on
 * `applications` (migrations 0002, 0008, 0013): the dashboard's counts and the unfiltered list totals read one row
 * each instead of counting a whole session.
 */
export const applicationStatusCounts = pgTable(
  'application_status_counts',
  {
    admissionSessionId: integer('admission_session_id').notNull().default(0),
    status: applicationStatusEnum('status').notNull(),
    total: integer('total').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.admissionSessionId, t.status] })],
);
