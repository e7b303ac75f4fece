import type { GridLocaleText } from '@mui/x-data-grid';
import { enUS, ruRU } from '@mui/x-data-grid/locales';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * DataGrid texts for every server-paged table (catalogues, applications): MUI X has no Uzbek pack, so Uzbek starts
 * from the Russian one (as the theme does) and the texts a table shows (empty table, sorting, pagination) come from
 * common.json in every language.
 */
export function useGridLocaleText(): Partial<GridLocaleText> {
  const { t, i18n } = useTranslation();
  return useMemo(() => {
    const base = (i18n.language === 'en' ? enUS : ruRU).components.MuiDataGrid.defaultProps.localeText;
    return {
      ...base,
      noRowsLabel: t('grid.no_rows'),
      noResultsOverlayLabel: t('grid.no_rows'),
      columnHeaderSortIconLabel: t('grid.sort'),
      paginationRowsPerPage: t('grid.rows_per_page'),
      paginationDisplayedRows: ({ from, to, count }) => t('grid.displayed_rows', { from, to, count }),
    };
  }, [t, i18n.language]);
}
