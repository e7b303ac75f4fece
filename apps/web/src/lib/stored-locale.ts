import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, type TLocale } from '@qabul/contract/locale';
import { cookieValue, writeCookie } from './cookie';

/** localStorage key of the chosen interface language (spec §1). */
export const LOCALE_STORAGE_KEY = 'locale';

/** The language chosen on this device, else the default. A module of its own: the boot script reads it too. */
export function storedLocale(): TLocale {
  try {
    const value = localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(value) ? value : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

/**
 * Tells the server this device's language (LOCALE_COOKIE), so the first screen it draws is in it, and takes away one
 * it drew in another: on a device whose language was chosen before the server was told (plugins/external/web-app.ts).
 */
export function shareLocaleWithServer(locale: TLocale = storedLocale()) {
  if (cookieValue(LOCALE_COOKIE) !== locale) {
    writeCookie(`${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; SameSite=Lax`);
  }
  const dropOtherLanguage = () => {
    const drawn = document.querySelector<HTMLElement>('[data-first-screen]');
    if (drawn && drawn.lang !== locale) drawn.remove();
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', dropOtherLanguage);
  else dropOtherLanguage();
}
