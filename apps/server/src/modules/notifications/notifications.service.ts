import type { TNotificationHistoryEntry } from '@qabul/contract/admin-application';
import { directionName, isLocale, LOCALES, type TLocale } from '@qabul/contract/locale';
import {
  NOTIFICATION_EVENTS,
  renderNotificationText,
  type TNotificationEvent,
  type TNotificationSetting,
  type TNotificationSettings,
  type ZNotificationSettingRequest,
} from '@qabul/contract/notification';
import { NOTIFICATION_DEFAULTS } from '@qabul/contract/notification-defaults';
import type { z } from '@qabul/contract/zod';
import type { AppContext, NotificationOccurrence } from '../../context';
import type { Db } from '../../db/client';
import { staffSession } from '../admission-sessions/admission-sessions.service';
import { announceApplicationChange } from '../live/live.announce';
import {
  findApplicationNotifications,
  findNotificationSetting,
  findNotificationSettings,
  findNotificationTarget,
  insertNotifications,
  type NotificationSettingRow,
  upsertNotificationSetting,
} from './notifications.queries';
import { enqueueNotifications } from './notifications.worker';

const textColumn = { uz: 'textUz', ru: 'textRu', en: 'textEn' } as const satisfies Record<TLocale, string>;

const defaultText = (event: TNotificationEvent, locale: TLocale) => NOTIFICATION_DEFAULTS[locale][event].text;

/**
 * The context with its `notify` bound to itself: what the runtime, the tests and the tools that build a context
 * call, so the change-to-message wiring is written once. Each event is also announced to the open pages (live
 * status, docs/decisions/0235), whether or not staff switched its messages off.
 */
export function withNotify(context: Omit<AppContext, 'notify'>): AppContext {
  const ctx: AppContext = {
    ...context,
    notify: async (tx, event, occurrence) => {
      await announceApplicationChange(tx, occurrence.applicationId, event);
      await queueNotification(ctx, tx, event, occurrence);
    },
  };
  return ctx;
}

/**
 * Queues the messages of one event occurrence, in the caller's transaction (docs/decisions/0221): an SMS to the
 * account's phone and, with e-mail on and an address given, an e-mail, in the language of the last submission. Nothing
 * for a draft (no admission session yet) or when staff switched the event off for the application's session; nothing
 * again for an occurrence already queued.
 */
export async function queueNotification(
  ctx: AppContext,
  tx: Db,
  event: TNotificationEvent,
  target: NotificationOccurrence,
) {
  const application = await findNotificationTarget(tx, target.applicationId);
  if (!application || application.status === 'DRAFT' || application.admissionSessionId === null) return;
  const setting = await findNotificationSetting(tx, application.admissionSessionId, event);
  if (setting && !setting.enabled) return;
  const locale: TLocale = isLocale(application.locale) ? application.locale : 'uz';
  const text = renderNotificationText(setting?.[textColumn[locale]] ?? defaultText(event, locale), {
    id: application.id,
    direction: directionName(application.faculty, application.language, locale),
  });
  const common = {
    applicationId: application.id,
    event,
    occurrence: target.occurrence,
    locale,
    text,
    ...(target.sendAfter ? { sendAfter: target.sendAfter } : {}),
  };
  const inserted = await insertNotifications(tx, [
    { ...common, channel: 'SMS', recipient: application.phone },
    ...(ctx.mail && application.email
      ? [
          {
            ...common,
            channel: 'EMAIL' as const,
            recipient: application.email,
            subject: NOTIFICATION_DEFAULTS[locale][event].subject,
          },
        ]
      : []),
  ]);
  await enqueueNotifications(
    ctx,
    tx,
    inserted.map((row) => row.id),
    target.sendAfter,
  );
}

function toSetting(event: TNotificationEvent, row: NotificationSettingRow | undefined): TNotificationSetting {
  return {
    event,
    enabled: row?.enabled ?? true,
    texts: { uz: row?.textUz ?? null, ru: row?.textRu ?? null, en: row?.textEn ?? null },
    defaults: Object.fromEntries(LOCALES.map((locale) => [locale, defaultText(event, locale)])) as Record<
      TLocale,
      string
    >,
  };
}

/** GET admin/notification-settings: the six events of the session asked for, else the active one. */
export async function listNotificationSettings(
  db: Db,
  query: { admissionSessionId?: number },
): Promise<TNotificationSettings> {
  const session = await staffSession(db, query.admissionSessionId);
  const rows = session ? await findNotificationSettings(db, session.id) : [];
  return {
    admissionSessionId: session?.id ?? null,
    events: NOTIFICATION_EVENTS.map((event) =>
      toSetting(
        event,
        rows.find((row) => row.event === event),
      ),
    ),
  };
}

/** PUT admin/notification-settings/{event}: the switch and texts of one event in one session (499 for an unknown one). */
export async function saveNotificationSetting(
  db: Db,
  event: TNotificationEvent,
  body: z.output<typeof ZNotificationSettingRequest>,
) {
  const session = await staffSession(db, body.admissionSessionId);
  if (!session) throw new Error('staffSession answers a session for an id or throws');
  const row = await upsertNotificationSetting(db, {
    admissionSessionId: session.id,
    event,
    enabled: body.enabled,
    textUz: body.texts.uz,
    textRu: body.texts.ru,
    textEn: body.texts.en,
  });
  return toSetting(event, row);
}

/** The application's messages as history entries (docs/decisions/0221): when sent (else queued), to whom, how it went. */
export async function notificationHistoryOf(db: Db, applicationId: number): Promise<TNotificationHistoryEntry[]> {
  return (await findApplicationNotifications(db, applicationId)).map((row) => ({
    kind: 'notification',
    date: (row.sentAt ?? row.createdAt).toISOString(),
    event: row.event,
    channel: row.channel,
    to: row.recipient,
    status: row.status,
    attempts: row.attempts,
    ...(row.status === 'QUEUED' && row.sendAfter > row.createdAt ? { sendAfter: row.sendAfter.toISOString() } : {}),
    ...(row.lastError ? { error: row.lastError } : {}),
  }));
}
