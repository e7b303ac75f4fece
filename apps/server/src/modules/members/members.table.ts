import { ROLES } from '@qabul/contract/auth';
import { boolean, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const roleEnum = pgEnum('role', ROLES);

/** Everyone who logs in: applicants (ABITURIENT) and staff. The phone is the login. */
export const members = pgTable('members', {
  id: serial('id').primaryKey(),
  phone: text('phone').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  role: roleEnum('role').notNull(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  middleName: text('middle_name'),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
