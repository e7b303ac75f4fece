import { ADMIN_ROLES } from '@qabul/contract/auth';
import { bigint, boolean, index, integer, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members.table';

/**
 * A staff member's TOTP secret (RFC 6238, base32). Unconfirmed while `confirmedAt` is null: enrolment started but
 * no code has proved the app holds it yet. `lastTimeStep` is the 30-second step of the last accepted code, so a
 * code seen over someone's shoulder cannot be used a second time.
 */
export const memberTwoFactor = pgTable('member_two_factor', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastTimeStep: bigint('last_time_step', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One-time recovery codes, SHA-256 hashed (they are random, 50 bits each: no slow hash needed). */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('two_factor_recovery_codes_member_idx').on(t.memberId)],
);

export const twoFactorPurposeEnum = pgEnum('two_factor_purpose', ['verify', 'enrol']);

/**
 * What a right password earns a staff member with two-factor: a short-lived challenge (hashed like session tokens)
 * that can only be answered with a code (`verify`) or used to enrol (`enrol`). It is never a session.
 */
export const twoFactorChallenges = pgTable(
  'two_factor_challenges',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    purpose: twoFactorPurposeEnum('purpose').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('two_factor_challenges_member_idx').on(t.memberId)],
);

export const adminRoleEnum = pgEnum('admin_role', ADMIN_ROLES);

/** The super admin's choice per staff role; a role without a row follows STAFF_TOTP_REQUIRED. */
export const twoFactorRequirements = pgTable('two_factor_requirements', {
  role: adminRoleEnum('role').primaryKey(),
  required: boolean('required').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
