import { type Localization, ruRU } from '@mui/material/locale';
import type { GridLocaleText } from '@mui/x-data-grid';
import { enUS as gridEnUS, ruRU as gridRuRU } from '@mui/x-data-grid/locales';
import type { TLocale } from '@qabul/contract/locale';
import { enMaterial } from './en';
import { ruDataGridTexts } from './ru';
import { uzDataGridTexts, uzMaterial } from './uz';

type GridLocalization = { components: { MuiDataGrid: { defaultProps: { localeText: Partial<GridLocaleText> } } } };

/** The texts of MUI's own components (Autocomplete, pagination, …) and of the DataGrid, per interface language. */
export interface MuiLocale {
  material: Localization;
  dataGrid: GridLocalization;
}

const englishGrid = gridEnUS.components.MuiDataGrid.defaultProps.localeText;
const russianGrid = gridRuRU.components.MuiDataGrid.defaultProps.localeText;
const grid = (localeText: Partial<GridLocaleText>): GridLocalization => ({
  components: { MuiDataGrid: { defaultProps: { localeText } } },
});

export const MUI_LOCALES: Record<TLocale, MuiLocale> = {
  uz: { material: uzMaterial, dataGrid: grid({ ...englishGrid, ...uzDataGridTexts }) },
  ru: { material: ruRU, dataGrid: grid({ ...englishGrid, ...russianGrid, ...ruDataGridTexts }) },
  en: { material: enMaterial, dataGrid: grid(englishGrid) },
};

/** The DataGrid texts of `locale`, for a grid that overrides some of them (a `localeText` prop replaces the theme's). */
export function gridLocaleText(locale: TLocale): Partial<GridLocaleText> {
  return MUI_LOCALES[locale].dataGrid.components.MuiDataGrid.defaultProps.localeText;
}
