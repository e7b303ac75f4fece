export const LOCALES = ['uz', 'ru', 'en'] as const;
export type TLocale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: TLocale = 'uz';
/**
 * The cookie in which the web app tells the server the device's interface language (kept in localStorage), so the
 * first screen the server draws is in it (apps/server plugins/external/web-app.ts).
 */
export const LOCALE_COOKIE = 'qabul_locale';
/** Order in which a missing translation is looked up (spec §1: uz default, ru fallback). */
export const FALLBACK_CHAIN: readonly TLocale[] = ['ru', 'uz'];

type TNames = Partial<Record<TLocale, string | null>> | null | undefined;

/** A catalogue's name in `locale`, else in the first language of FALLBACK_CHAIN that has one; '' without any. */
export function nameIn(names: TNames, locale: TLocale): string {
  if (!names) return '';
  return [locale, ...FALLBACK_CHAIN].map((each) => names[each]).find(Boolean) ?? '';
}

/** A direction as the portal names it: "field of study — language of instruction"; '' without a field of study. */
export function directionName(faculty: TNames, language: TNames, locale: TLocale): string {
  const field = nameIn(faculty, locale);
  const taughtIn = nameIn(language, locale);
  return field && taughtIn ? `${field} — ${taughtIn}` : field;
}

export function isLocale(value: unknown): value is TLocale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Picks the first supported language of an Accept-Language header; none → the default locale. */
export function localeFromAcceptLanguage(header: string | undefined): TLocale {
  if (!header) return DEFAULT_LOCALE;
  const tags = header
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { lang: tag.trim().slice(0, 2).toLowerCase(), q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((t) => t.q > 0)
    .sort((a, b) => b.q - a.q);
  return (tags.find((t) => isLocale(t.lang))?.lang as TLocale | undefined) ?? DEFAULT_LOCALE;
}

export type TLocalized = Record<TLocale, string>;
