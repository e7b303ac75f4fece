import { ROLES } from '@qabul/contract/auth';
import { boolean, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const roleEnum = pgEnum('role', ROLES);

/** Everyone who logs in: applicants (ABITURIENT) and staff. The phone is the login. */
export const members = pgTable('members', {
  id: serial('id').primaryKey(),
  phone: text('phone').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  /**
   * A forgotten password's replacement, sent by SMS: it becomes the password at its first login, and until then (or
   * its expiry) the current password keeps working, so whoever asks for a reset cannot lock the owner out.
   */
  pendingPasswordHash: text('pending_password_hash'),
  pendingPasswordExpiresAt: timestamp('pending_password_expires_at', { withTimezone: true }),
  role: roleEnum('role').notNull(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  middleName: text('middle_name'),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
