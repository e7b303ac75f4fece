import { SMS_TARGETS } from '@qabul/contract/sms';
import { index, integer, pgEnum, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from '../auth/members.table';

export const smsTargetEnum = pgEnum('sms_target', SMS_TARGETS);
/** queued → sending (claimed by one worker) → sent | failed; a failed send before the last try goes back to queued. */
export const smsRecipientStateEnum = pgEnum('sms_recipient_state', ['queued', 'sending', 'sent', 'failed']);

export const smsCampaigns = pgTable('sms_campaigns', {
  id: serial('id').primaryKey(),
  messageBody: text('message_body').notNull(),
  toType: smsTargetEnum('to_type').notNull(),
  recipients: integer('recipients').notNull(),
  startedBy: integer('started_by').references(() => members.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per campaign and applicant. The unique key stops a second row for the same person; the state, changed
 * from queued to sending by one atomic UPDATE before the provider is called, stops a second send.
 */
export const smsCampaignRecipients = pgTable(
  'sms_campaign_recipients',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => smsCampaigns.id, { onDelete: 'cascade' }),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    phone: text('phone').notNull(),
    state: smsRecipientStateEnum('state').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sms_campaign_recipients_phone_idx').on(t.campaignId, t.phone),
    index('sms_campaign_recipients_state_idx').on(t.campaignId, t.state),
  ],
);
