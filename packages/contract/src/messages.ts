import { FALLBACK_CHAIN, type TLocale } from './locale';
import { appealMessages } from './messages/appeal';
import { applicationMessages } from './messages/application';
import { authMessages } from './messages/auth';
import { catalogueMessages } from './messages/catalogue';
import { commonMessages } from './messages/common';
import { examMessages } from './messages/exam';
import { menuMessages } from './messages/menu';
import { notificationMessages } from './messages/notification';
import { requestMessages } from './messages/request';
import { reviewMessages } from './messages/review';
import { smsMessages } from './messages/sms';
import { twoFactorMessages } from './messages/two-factor';

/** Every server/validation message, per locale. Feature files add their own keys; this merges them. */
const sources = [
  commonMessages,
  authMessages,
  menuMessages,
  catalogueMessages,
  applicationMessages,
  reviewMessages,
  requestMessages,
  smsMessages,
  examMessages,
  appealMessages,
  twoFactorMessages,
  notificationMessages,
];

/** Every message key: what zod issues and server errors carry. The three languages have the same keys (a test checks). */
type KeysOf<S> = S extends { en: infer E } ? keyof E & string : never;
export type TMessageKey = KeysOf<(typeof sources)[number]>;

export const messages: Record<TLocale, Record<string, string>> = {
  uz: Object.assign({}, ...sources.map((s) => s.uz)),
  ru: Object.assign({}, ...sources.map((s) => s.ru)),
  en: Object.assign({}, ...sources.map((s) => s.en)),
};

export function translate(locale: TLocale, key: string, params: Record<string, string | number> = {}): string {
  const template =
    messages[locale][key] ?? FALLBACK_CHAIN.map((l) => messages[l][key]).find((m) => m !== undefined) ?? key;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}
