import { ZId } from './primitives';
import { SMS_MAX_LENGTH } from './sms';
import { z } from './zod';

/**
 * What the applicant is told of (issue 46, item 3): the application received (also a resubmission), accepted,
 * rejected, the exam permit visible, the exam result published, the appeal answered.
 */
export const NOTIFICATION_EVENTS = [
  'SUBMITTED',
  'ACCEPTED',
  'REJECTED',
  'PERMIT_VISIBLE',
  'RESULT_PUBLISHED',
  'APPEAL_ANSWERED',
] as const;
export const ZNotificationEvent = z.enum(NOTIFICATION_EVENTS);
export type TNotificationEvent = z.infer<typeof ZNotificationEvent>;

export const NOTIFICATION_CHANNELS = ['SMS', 'EMAIL'] as const;

/** queued → sending → sent | failed; cancelled: a scheduled permit message whose permit changed or went. */
export const NOTIFICATION_STATUSES = ['QUEUED', 'SENDING', 'SENT', 'FAILED', 'CANCELLED'] as const;

/**
 * The placeholders a text may hold: the application's number (at most 10 digits, MAX_ID), and its direction (the
 * field of study and language it was accepted into, else its first choice; "—" without one).
 */
export const NOTIFICATION_PLACEHOLDERS = ['id', 'direction'] as const;
const PLACEHOLDER = /\{\{\s*(\w*)\s*\}\}/g;
const LONGEST_ID = '9'.repeat(10);
/** The room a text must leave its direction: a longer one is cut to fit the SMS with "…". */
const DIRECTION_ROOM = 60;

export type TNotificationValues = { id: number; direction: string };

const fill = (template: string, id: string, direction: string) =>
  template.replace(PLACEHOLDER, (_, name: string) => (name === 'id' ? id : name === 'direction' ? direction : ''));

/** The message a text becomes for one application: at most SMS_MAX_LENGTH, its direction cut short if need be. */
export function renderNotificationText(template: string, { id, direction }: TNotificationValues): string {
  const named = direction || '—';
  const full = fill(template, String(id), named);
  const uses = [...template.matchAll(PLACEHOLDER)].filter(([, name]) => name === 'direction').length;
  if (full.length <= SMS_MAX_LENGTH || uses === 0) return full;
  const room = named.length - Math.ceil((full.length - SMS_MAX_LENGTH) / uses) - 1;
  return fill(template, String(id), `${named.slice(0, Math.max(room, 0)).trimEnd()}…`);
}

/**
 * A text staff write: null keeps the default (the contract's messages); else trimmed, with known placeholders only,
 * and within the SMS length (spec §9: 400 characters) with the longest application number and DIRECTION_ROOM
 * characters of direction put in.
 */
export const ZNotificationText = z
  .string()
  .trim()
  .min(1, 'notification_text_required')
  .refine(
    (text) =>
      [...text.matchAll(PLACEHOLDER)].every(([, name]) =>
        (NOTIFICATION_PLACEHOLDERS as readonly string[]).includes(name ?? ''),
      ),
    'notification_placeholder_unknown',
  )
  .refine((text) => fill(text, LONGEST_ID, 'x'.repeat(DIRECTION_ROOM)).length <= SMS_MAX_LENGTH, 'sms_too_long')
  .nullable();

export const ZNotificationTexts = z.object({ uz: ZNotificationText, ru: ZNotificationText, en: ZNotificationText });

/** PUT admin/notification-settings/{event}: the switch and the three texts of one event in one admission session. */
export const ZNotificationSettingRequest = z.object({
  admissionSessionId: ZId,
  enabled: z.boolean(),
  texts: ZNotificationTexts,
});

export type TNotificationSettingRequest = z.input<typeof ZNotificationSettingRequest>;

export const ZNotificationSetting = z.object({
  event: ZNotificationEvent,
  enabled: z.boolean(),
  /** The texts staff set; null where the default is used. */
  texts: z.object({ uz: z.string().nullable(), ru: z.string().nullable(), en: z.string().nullable() }),
  /** The defaults, to show beside the fields. */
  defaults: z.object({ uz: z.string(), ru: z.string(), en: z.string() }),
});
export type TNotificationSetting = z.infer<typeof ZNotificationSetting>;

/** GET admin/notification-settings: the six events of one admission session (the active one unless asked). */
export const ZNotificationSettings = z.object({
  admissionSessionId: z.number().int().nullable(),
  events: z.array(ZNotificationSetting),
});
export type TNotificationSettings = z.infer<typeof ZNotificationSettings>;

export const ZNotificationSettingsQuery = z.object({ admissionSessionId: ZId.optional() });
