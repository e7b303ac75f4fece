import type { Localization } from '@mui/material/locale';
import type { TLocale } from '@qabul/contract/locale';

/** The texts of MUI's own components (Autocomplete, pagination, …) per interface language, loaded on demand. */
export const MATERIAL_LOCALES: Record<TLocale, () => Promise<Localization>> = {
  uz: () => import('./uz').then((pack) => pack.uzMaterial),
  ru: () => import('./ru').then((pack) => pack.ruMaterial),
  en: () => import('./en').then((pack) => pack.enMaterial),
};
