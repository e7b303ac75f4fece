import { DEFAULT_LOCALE, isLocale, type TLocale } from '@qabul/contract/locale';

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
