import { ZPaged, ZPageQuery } from './primitives';
import { z } from './zod';

/**
 * Bulk SMS (spec §2 "Send message", §3 Message, §5, §7 "POST admin/sms"). MIGRATED is defined in
 * docs/decisions/0058-bulk-sms-targets.md: applicants who submitted in an earlier admission session and not in the
 * active one.
 */
export const SMS_TARGETS = ['ALL', 'ACCEPTED', 'REJECTED', 'MIGRATED'] as const;
export const ZSmsTarget = z.enum(SMS_TARGETS);
export type TSmsTarget = z.infer<typeof ZSmsTarget>;

/** spec §9: a message is at most 400 characters. */
export const SMS_MAX_LENGTH = 400;

export const ZSmsCampaignRequest = z.object({
  messageBody: z.string().trim().min(1).max(SMS_MAX_LENGTH, 'sms_too_long'),
  toType: ZSmsTarget,
});
export type TSmsCampaignRequest = z.input<typeof ZSmsCampaignRequest>;

/** The answer comes at once; the messages leave through the queue. */
export const ZSmsCampaignCreated = z.object({ id: z.number().int(), recipients: z.number().int() });
export type TSmsCampaignCreated = z.infer<typeof ZSmsCampaignCreated>;

export const ZSmsCampaignProgress = z.object({
  queued: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
});

/** A row of `GET admin/sms` (beyond the spec): the campaign, who started it and how far it got. */
export const ZSmsCampaign = z.object({
  id: z.number().int(),
  messageBody: z.string(),
  toType: ZSmsTarget,
  recipients: z.number().int(),
  progress: ZSmsCampaignProgress,
  startedBy: z.object({ id: z.number().int(), phone: z.string(), name: z.string() }).nullable(),
  /** ISO timestamp. */
  createdAt: z.string(),
});
export type TSmsCampaign = z.infer<typeof ZSmsCampaign>;

export const ZSmsCampaignListQuery = ZPageQuery.pick({ page: true }).extend({
  size: z.coerce.number().int().min(1).max(100).default(10),
});
export const ZSmsCampaignPage = ZPaged(ZSmsCampaign);
export type TSmsCampaignPage = z.infer<typeof ZSmsCampaignPage>;

/**
 * What the provider bills: a text that fits GSM-7 is 160 characters in one part, 153 per part when split;
 * any other character (Uzbek oʻ/gʻ U+02BB, Cyrillic, curly quotes) makes it UCS-2: 70, or 67 per part.
 */
const GSM7_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** These take two GSM-7 septets (escape + character). */
const GSM7_EXTENDED = '^{}\\[~]|€\f';

export interface SmsParts {
  encoding: 'GSM-7' | 'UCS-2';
  /** Billed units: septets for GSM-7, UTF-16 code units for UCS-2. */
  units: number;
  parts: number;
}

export function countSmsParts(text: string): SmsParts {
  let septets = 0;
  for (const char of text) {
    if (GSM7_BASIC.includes(char)) septets += 1;
    else if (GSM7_EXTENDED.includes(char)) septets += 2;
    else return ucs2Parts(text);
  }
  return { encoding: 'GSM-7', units: septets, parts: partsOf(septets, 160, 153) };
}

function ucs2Parts(text: string): SmsParts {
  return { encoding: 'UCS-2', units: text.length, parts: partsOf(text.length, 70, 67) };
}

function partsOf(units: number, single: number, perPart: number) {
  if (units === 0) return 0;
  return units <= single ? 1 : Math.ceil(units / perPart);
}
