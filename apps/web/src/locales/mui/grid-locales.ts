import type { GridLocaleText } from '@mui/x-data-grid';
import { enUS as gridEnUS, ruRU as gridRuRU } from '@mui/x-data-grid/locales';
import type { TLocale } from '@qabul/contract/locale';
import { uzDataGridTexts } from './uz';

/** DataGrid texts MUI X's Russian pack lacks (it would show the English defaults). */
const ruDataGridTexts = {
  columnMenuAriaLabel: (columnName: string) => `Меню столбца «${columnName}»`,
  paginationDisplayedRows: ({ from, to, count }: { from: number; to: number; count: number }) =>
    `${from}–${to} из ${count !== -1 ? count : `более чем ${to}`}`,
} satisfies Partial<GridLocaleText>;

const englishGrid = gridEnUS.components.MuiDataGrid.defaultProps.localeText;
const russianGrid = gridRuRU.components.MuiDataGrid.defaultProps.localeText;

/** The DataGrid's own texts per interface language; every grid passes them as `localeText` (grid-locale.ts). */
export const GRID_LOCALES: Record<TLocale, Partial<GridLocaleText>> = {
  uz: { ...englishGrid, ...uzDataGridTexts },
  ru: { ...englishGrid, ...russianGrid, ...ruDataGridTexts },
  en: englishGrid,
};
