import { sql } from 'drizzle-orm';
import { boolean, date, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const admissionSessions = pgTable(
  'admission_sessions',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(false),
    registrationActive: boolean('registration_active').notNull().default(false),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    registrationEndDate: date('registration_end_date', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // At most one active session: the database enforces it, not only the service.
  (t) => [uniqueIndex('admission_sessions_one_active').on(t.active).where(sql`${t.active}`)],
);
