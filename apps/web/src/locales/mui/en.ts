import type { Localization } from '@mui/material/locale';

/**
 * English texts of MUI's components. MUI's `enUS` pack is empty (its defaults are English); spelling them out lets
 * the locale test check every language the same way.
 */
function pageAriaLabel(type: string): string {
  if (type === 'first') return 'Go to first page';
  if (type === 'last') return 'Go to last page';
  if (type === 'next') return 'Go to next page';
  return 'Go to previous page';
}

export const enMaterial: Localization = {
  components: {
    MuiBreadcrumbs: { defaultProps: { expandText: 'Show path' } },
    MuiTablePagination: {
      defaultProps: {
        getItemAriaLabel: pageAriaLabel,
        labelRowsPerPage: 'Rows per page:',
        labelDisplayedRows: ({ from, to, count }) => `${from}–${to} of ${count !== -1 ? count : `more than ${to}`}`,
      },
    },
    MuiRating: {
      defaultProps: {
        getLabelText: (value) => `${value} Star${value !== 1 ? 's' : ''}`,
        emptyLabelText: 'Empty',
      },
    },
    MuiAutocomplete: {
      defaultProps: {
        clearText: 'Clear',
        closeText: 'Close',
        loadingText: 'Loading…',
        noOptionsText: 'No options',
        openText: 'Open',
      },
    },
    MuiAlert: { defaultProps: { closeText: 'Close' } },
    MuiPagination: {
      defaultProps: {
        'aria-label': 'Pagination navigation',
        getItemAriaLabel: (type, page, selected) => {
          if (type === 'page') return `${selected ? '' : 'Go to '}page ${page}`;
          return pageAriaLabel(type);
        },
      },
    },
  },
};
