import { Pagination, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import {
  gridPageCountSelector,
  gridPageSelector,
  gridPageSizeSelector,
  gridRowCountSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';

/**
 * spec §9: up to 10 page buttons under the application list (the grid's own footer has only arrows); fewer on
 * phones, where ten do not fit.
 */
export function GridPagination() {
  const { t } = useTranslation();
  const apiRef = useGridApiContext();
  const page = useGridSelector(apiRef, gridPageSelector);
  const pageCount = useGridSelector(apiRef, gridPageCountSelector);
  const pageSize = useGridSelector(apiRef, gridPageSizeSelector);
  const rowCount = useGridSelector(apiRef, gridRowCountSelector);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const from = rowCount === 0 ? 0 : page * pageSize + 1;
  const to = Math.min(rowCount, (page + 1) * pageSize);
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ alignItems: 'center', justifyContent: 'space-between', width: '100%', px: 1, py: 1 }}
    >
      <Typography variant="body2" color="textSecondary">
        {t('grid.displayed_rows', { from, to, count: rowCount })}
      </Typography>
      <Pagination
        count={pageCount}
        page={page + 1}
        onChange={(_, value) => apiRef.current.setPage(value - 1)}
        // The current page, three on each side, the first and the last: about ten buttons with the gaps.
        siblingCount={phone ? 0 : 3}
        boundaryCount={1}
        size={phone ? 'small' : 'medium'}
        color="primary"
        shape="rounded"
        data-testid="list-pagination"
      />
    </Stack>
  );
}
