import { DEFAULT_LOCALE, isLocale, LOCALES, type TLocale } from '@qabul/contract/locale';
import { messages } from '@qabul/contract/messages';
import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** localStorage key of the chosen interface language (spec §1). */
export const LOCALE_STORAGE_KEY = 'locale';

/** Namespace holding the contract's server/validation messages (zod issue keys such as 'phone_invalid'). */
export const MESSAGES_NS = 'messages';

/**
 * Every `src/locales/<lng>/<namespace>.json` file becomes namespace <namespace> of <lng>. Adding a feature's
 * catalogue (e.g. catalogues.json in all three folders) needs no code change here.
 */
const files = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { eager: true, import: 'default' });

function buildResources(): Resource {
  const resources: Resource = {};
  for (const locale of LOCALES) resources[locale] = { [MESSAGES_NS]: messages[locale] };
  for (const [file, content] of Object.entries(files)) {
    const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file);
    if (!match) continue;
    const [, locale, namespace] = match;
    resources[locale] ??= {};
    resources[locale][namespace] = content as Record<string, string>;
  }
  return resources;
}

export function storedLocale(): TLocale {
  try {
    const value = localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(value) ? value : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: buildResources(),
  lng: storedLocale(),
  supportedLngs: [...LOCALES],
  fallbackLng: ['ru', 'uz'],
  ns: ['common'],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

document.documentElement.lang = i18n.language;

/** The language every request is sent with (Accept-Language). */
export function currentLocale(): TLocale {
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}

/** Translates a zod issue / server message key from the contract; unknown text is returned unchanged. */
export function translateMessage(key: string | undefined): string {
  if (!key) return '';
  return i18n.t(key, { ns: MESSAGES_NS, defaultValue: key });
}

/** Stores the new language and reloads; callers show the "Locale is changing" view first (spec §1). */
export function switchLocale(locale: TLocale, reloadDelayMs = 300) {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Private mode without storage: the reload keeps the default language.
  }
  window.setTimeout(() => window.location.reload(), reloadDelayMs);
}
