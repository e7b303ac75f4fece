import type { GridLocaleText } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/lib/i18n';
import { GRID_LOCALES } from '@/locales/mui/grid-locales';

/**
 * DataGrid texts for every server-paged table (catalogues, applications): the interface language's pack (Uzbek is
 * our own, locales/mui/uz.ts), with the texts a table shows (empty table, sorting, pagination) from common.json in
 * every language.
 */
export function useGridLocaleText(): Partial<GridLocaleText> {
  const { t } = useTranslation();
  return useMemo(() => {
    return {
      ...GRID_LOCALES[currentLocale()],
      noRowsLabel: t('grid.no_rows'),
      noResultsOverlayLabel: t('grid.no_rows'),
      columnHeaderSortIconLabel: t('grid.sort'),
      paginationRowsPerPage: t('grid.rows_per_page'),
      paginationDisplayedRows: ({ from, to, count }) => t('grid.displayed_rows', { from, to, count }),
    };
  }, [t]);
}
