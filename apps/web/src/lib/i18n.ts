import { DEFAULT_LOCALE, isLocale, LOCALES, type TLocale } from '@qabul/contract/locale';
import i18next, { type TFunction } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { TEXT_PARTS, type TextPart, textPartOf } from '@/locales/namespaces';
import { lazyValue } from './lazy-module';
import { LOCALE_STORAGE_KEY, shareLocaleWithServer, storedLocale } from './stored-locale';

/** Namespace holding the contract's server/validation messages (zod issue keys such as 'phone_invalid'). */
export const MESSAGES_NS = 'messages';

/**
 * Every `src/locales/<lng>/<namespace>.json` file becomes namespace <namespace> of <lng>. Adding a feature's
 * catalogue (e.g. catalogues.json in all three folders) needs no code change here. They are loaded on demand, per
 * language (vite.config.ts), so a phone downloads only the language it shows, and the login page only its own texts.
 */
const namespaceFiles = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { import: 'default' });

/** The contract's messages in one language, in that language's chunk (made at build time: vite.config.ts). */
const contractMessages: Record<TLocale, () => Promise<{ default: Record<string, string> }>> = {
  uz: () => import('virtual:contract-messages/uz'),
  ru: () => import('virtual:contract-messages/ru'),
  en: () => import('virtual:contract-messages/en'),
};

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: {},
  partialBundledLanguages: true,
  lng: storedLocale(),
  supportedLngs: [...LOCALES],
  fallbackLng: ['ru', 'uz'],
  ns: ['common'],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

const namespaceOf = (file: string) => file.slice(file.lastIndexOf('/') + 1, -'.json'.length);

/** Loads one part of the namespaces of `locale` into i18next. */
async function loadNamespaces(locale: TLocale, part: TextPart): Promise<void> {
  const prefix = `../locales/${locale}/`;
  const files = Object.entries(namespaceFiles).filter(
    ([file]) => file.startsWith(prefix) && textPartOf(namespaceOf(file)) === part,
  );
  const bundles = await Promise.all(files.map(async ([file, load]) => [namespaceOf(file), await load()] as const));
  for (const [namespace, content] of bundles) i18n.addResourceBundle(locale, namespace, content);
}

async function loadContractMessages(locale: TLocale): Promise<void> {
  const { default: messages } = await contractMessages[locale]();
  i18n.addResourceBundle(locale, MESSAGES_NS, messages);
}

/** Loads every text of `locale` into i18next. */
export async function loadLanguage(locale: TLocale): Promise<void> {
  await Promise.all([...TEXT_PARTS.map((part) => loadNamespaces(locale, part)), loadContractMessages(locale)]);
}

/** Loads the stored language's guest texts before the first render (main.tsx). */
export async function loadStoredLanguage(): Promise<TLocale> {
  const locale = currentLocale();
  await loadNamespaces(locale, 'guest');
  document.documentElement.lang = locale;
  return locale;
}

const contractMessagesOfPage = lazyValue(() => loadContractMessages(currentLocale()));

/** `module` once the shown language's contract messages are here too: a form's schema reports its issues as keys. */
export async function withContractMessages<T>(module: Promise<T>): Promise<T> {
  const [loaded] = await Promise.all([module, contractMessagesOfPage.get()]);
  return loaded;
}

/** The shown language's texts of both signed-in areas and its contract messages, loaded with an area's code. */
export const areaTexts = lazyValue(() =>
  Promise.all([loadNamespaces(currentLocale(), 'areas'), contractMessagesOfPage.get()]),
);

/** The shown language's texts of the staff area only, loaded with its code (routes/areas.ts). */
export const staffTexts = lazyValue(() => loadNamespaces(currentLocale(), 'staff'));

/** The language every request is sent with (Accept-Language). */
export function currentLocale(): TLocale {
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}

/**
 * The `t` of one namespace, for the application form's components, drawn by the dozen: react-i18next's
 * useTranslation subscribes each one to i18next (a store checked at every render and commit, a visible part of the
 * form page's main thread). They need no subscription: the shown language changes only by a
 * reload (switchLocale) and an area's texts are loaded before it draws. Like translateMessage, it reads the
 * language when called.
 */
export const namespaceTexts = (namespace: string): TFunction => i18n.getFixedT(null, namespace);

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
  shareLocaleWithServer(locale);
  window.setTimeout(() => window.location.reload(), reloadDelayMs);
}
