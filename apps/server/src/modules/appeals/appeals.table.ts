import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { applications } from '../applications/applications.table';
import { members } from '../auth/members.table';

/**
 * The one appeal of an application (issue 14, item 6): the applicant's text, an optional PDF in file storage and
 * the staff answer, given once.
 */
export const appeals = pgTable('appeals', {
  id: serial('id').primaryKey(),
  applicationId: integer('application_id')
    .notNull()
    .unique()
    .references(() => applications.id, { onDelete: 'cascade' }),
  text: text('text').notNull(),
  storageKey: text('storage_key'),
  answer: text('answer'),
  answeredBy: integer('answered_by').references(() => members.id, { onDelete: 'set null' }),
  answeredAt: timestamp('answered_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
