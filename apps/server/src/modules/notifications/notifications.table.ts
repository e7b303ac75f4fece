import { NOTIFICATION_CHANNELS, NOTIFICATION_EVENTS, NOTIFICATION_STATUSES } from '@qabul/contract/notification';
import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { admissionSessions } from '../admission-sessions/admission-sessions.table';
import { applications } from '../applications/applications.table';

export const notificationEventEnum = pgEnum('notification_event', NOTIFICATION_EVENTS);
export const notificationChannelEnum = pgEnum('notification_channel', NOTIFICATION_CHANNELS);
export const notificationStatusEnum = pgEnum('notification_status', NOTIFICATION_STATUSES);

/**
 * One message to an applicant: per application, event occurrence and channel (docs/decisions/0221). The unique key
 * makes a second trigger of the same occurrence write nothing; the status, moved from QUEUED to SENDING by one
 * atomic UPDATE before the provider is called, stops a second send. The text is rendered when queued, so the
 * history shows what was sent.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    event: notificationEventEnum('event').notNull(),
    /** Which occurrence of the event: the history entry of a status change, the permit's exam day, 'result', … */
    occurrence: text('occurrence').notNull(),
    channel: notificationChannelEnum('channel').notNull(),
    /** The phone (digits with the dial code) or the e-mail address. */
    recipient: text('recipient').notNull(),
    locale: text('locale').notNull(),
    subject: text('subject'),
    text: text('text').notNull(),
    status: notificationStatusEnum('status').notNull().default('QUEUED'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** When it may leave: now, or the moment a permit becomes visible. */
    sendAfter: timestamp('send_after', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notifications_occurrence_idx').on(t.applicationId, t.event, t.occurrence, t.channel),
    index('notifications_status_idx').on(t.status),
  ],
);

/** Per admission session and event: sent or not, and the texts staff wrote (null: the default). No row: on, defaults. */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    admissionSessionId: integer('admission_session_id')
      .notNull()
      .references(() => admissionSessions.id, { onDelete: 'cascade' }),
    event: notificationEventEnum('event').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    textUz: text('text_uz'),
    textRu: text('text_ru'),
    textEn: text('text_en'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.admissionSessionId, t.event] })],
);
