import type { GridLocaleText } from '@mui/x-data-grid';

export { ruRU as ruMaterial } from '@mui/material/locale';

/** DataGrid texts MUI X's Russian pack lacks (it would show the English defaults). */
export const ruDataGridTexts = {
  columnMenuAriaLabel: (columnName: string) => `Меню столбца «${columnName}»`,
  paginationDisplayedRows: ({ from, to, count }: { from: number; to: number; count: number }) =>
    `${from}–${to} из ${count !== -1 ? count : `более чем ${to}`}`,
} satisfies Partial<GridLocaleText>;
