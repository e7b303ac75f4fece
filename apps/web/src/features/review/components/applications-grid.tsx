import { Box, Link } from '@mui/material';
import { DataGrid, type GridColDef, type GridPaginationModel, type GridSortModel } from '@mui/x-data-grid';
import {
  APPLICATION_PAGE_SIZE,
  APPLICATION_SORT_FIELDS,
  type TApplicationListRow,
} from '@qabul/contract/admin-application';
import type { TPageQuery } from '@qabul/contract/primitives';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useGridLocaleText } from '@/components/ui/grid-locale';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/date-time';
import { translateMessage } from '@/lib/i18n';
import { formatPhone } from '@/lib/phone';
import { GridPagination } from './grid-pagination';
import { StatusChip } from './status-chip';

const SORTABLE = new Set<string>(APPLICATION_SORT_FIELDS);
const autoRowHeight = () => 'auto' as const;

/** The grid's column header (`columnHeaderHeight`), a compact row at its least, and the footer. */
const HEADER_HEIGHT = 56;
const COMPACT_ROW_HEIGHT = 36;
const FOOTER_HEIGHT = 52;

function useColumns(showStatus: boolean): GridColDef<TApplicationListRow>[] {
  const { t } = useTranslation('review');
  return useMemo(() => {
    const header = (field: string) => translateMessage(`column_${field}`);
    // Sized for a 1,280 px laptop, where the grid beside the menu is 943 px wide with a classic scrollbar: the phone,
    // passport and status keep the width their values need on one line (a number broken in two is misread), and the
    // names, date and faculty share the rest, wrapping between words. The minimums add up to 937 px; narrower
    // screens scroll sideways. Under the ID, a search says what matched exactly (an id, PINFL, passport, phone).
    const all: GridColDef<TApplicationListRow>[] = [
      {
        field: 'id',
        headerName: header('id'),
        width: 68,
        cellClassName: 'narrow',
        headerClassName: 'narrow',
        renderCell: ({ row }) => (
          <Box>
            <Link
              href={paths.admin.applicationShow.getHref(row.id)}
              target="_blank"
              rel="noopener"
              aria-label={t('dashboard.open', { id: row.id })}
              // The row's own click opens it; the link is there for keyboards and middle-clicks.
              onClick={(event) => event.stopPropagation()}
            >
              {row.id}
            </Link>
            {row.matchedBy && row.matchedBy !== 'text' ? (
              <Box
                component="span"
                sx={{ display: 'block', fontSize: 11, lineHeight: 1.2, color: 'text.secondary' }}
                title={t('dashboard.matched_title', { field: translateMessage(`column_${row.matchedBy}`) })}
                data-testid="matched-by"
              >
                {t(`dashboard.matched.${row.matchedBy}`)}
              </Box>
            ) : null}
          </Box>
        ),
      },
      { field: 'lastName', headerName: header('lastName'), flex: 1.3, minWidth: 112 },
      { field: 'firstName', headerName: header('firstName'), flex: 1, minWidth: 92 },
      { field: 'middleName', headerName: header('middleName'), flex: 1.5, minWidth: 116 },
      {
        field: 'registrationDate',
        headerName: header('registrationDate'),
        flex: 0.7,
        minWidth: 104,
        maxWidth: 136,
        valueFormatter: (value: string | null) => formatDateTime(value),
      },
      {
        field: 'educationFaculty',
        headerName: header('educationFaculty'),
        flex: 1.8,
        minWidth: 104,
        valueGetter: (_value, row) => row.educationFaculty?.name ?? '',
      },
      {
        field: 'mobilePhone',
        headerName: header('mobilePhone'),
        width: 141,
        cellClassName: 'whole',
        valueFormatter: (value: string | null) => (value ? formatPhone(value) : ''),
      },
      { field: 'passportNumber', headerName: header('passportNumber'), width: 96, cellClassName: 'whole' },
      {
        field: 'status',
        headerName: header('status'),
        width: 104,
        renderCell: ({ row }) => <StatusChip status={row.status} />,
      },
    ];
    return all
      .filter((column) => column.field !== 'status' || showStatus)
      .map((column) => ({ ...column, sortable: SORTABLE.has(column.field) }));
  }, [t, showStatus]);
}

/** The server-paged, server-sorted list of the dashboard (spec §2), a row opening its application. */
export function ApplicationsGrid({
  rows,
  total,
  loading,
  query,
  onQueryChange,
  showStatus,
  onOpen,
}: {
  /** Undefined until the first page has arrived. */
  rows: TApplicationListRow[] | undefined;
  total: number;
  loading: boolean;
  query: TPageQuery;
  onQueryChange: (change: (current: TPageQuery) => TPageQuery) => void;
  /** The "all" tab: a filtered list has one status, whose column would repeat the tab's name on every row. */
  showStatus: boolean;
  onOpen: (id: number) => void;
}) {
  const localeText = useGridLocaleText();
  const columns = useColumns(showStatus);

  // One model per sort: the grid takes a new model object as a new sort and goes back to the first page.
  const sortModel = useMemo(
    (): GridSortModel => (query.sortField ? [{ field: query.sortField, sort: query.sortOrder }] : []),
    [query.sortField, query.sortOrder],
  );
  const onSortModelChange = (model: GridSortModel) =>
    onQueryChange((current) => {
      const [first] = model;
      return { ...current, page: 0, sortField: first?.field, sortOrder: first?.sort === 'asc' ? 'asc' : 'desc' };
    });
  const onPaginationModelChange = (model: GridPaginationModel) =>
    onQueryChange((current) => ({ ...current, page: model.page }));

  // The grid draws its footer a frame before its rows, right under the header, and the rows then push it down a
  // screen (the dashboard's one layout shift): it is held at least where the rows will put it, a page of them until
  // the first page has arrived.
  const leastHeight = HEADER_HEIGHT + (rows?.length ?? query.size) * COMPACT_ROW_HEIGHT + FOOTER_HEIGHT;
  return (
    <Box sx={{ width: '100%' }}>
      <DataGrid<TApplicationListRow>
        rows={rows ?? []}
        rowCount={total}
        columns={columns}
        loading={loading}
        paginationMode="server"
        sortingMode="server"
        filterMode="server"
        paginationModel={{ page: query.page, pageSize: query.size }}
        onPaginationModelChange={onPaginationModelChange}
        pageSizeOptions={[APPLICATION_PAGE_SIZE]}
        sortModel={sortModel}
        onSortModelChange={onSortModelChange}
        sortingOrder={['desc', 'asc']}
        onRowClick={({ row }) => onOpen(row.id)}
        slots={{ pagination: GridPagination }}
        disableColumnFilter
        disableColumnMenu
        disableRowSelectionOnClick
        density="compact"
        // Rows as tall as their wrapped cells (at least the compact row).
        getRowHeight={autoRowHeight}
        localeText={localeText}
        columnHeaderHeight={HEADER_HEIGHT}
        sx={{
          minHeight: leastHeight,
          border: 0,
          borderTop: 1,
          borderColor: 'divider',
          borderRadius: 0,
          '& .MuiDataGrid-row': { cursor: 'pointer' },
          '& .MuiDataGrid-columnHeaderTitle': { whiteSpace: 'normal', lineHeight: 1.25 },
          // Not the empty filler cell after the last column, whose padding would widen the rows past the grid.
          '& .MuiDataGrid-cell:not(.MuiDataGrid-cellEmpty), & .MuiDataGrid-columnHeader': { px: 1 },
          '& .MuiDataGrid-cell': {
            display: 'flex',
            alignItems: 'center',
            minHeight: 36,
            py: 0.75,
            lineHeight: 1.35,
            whiteSpace: 'normal',
            // Between words first; a single word longer than its column breaks rather than being cut.
            overflowWrap: 'anywhere',
          },
          '& .MuiDataGrid-cell.whole': { whiteSpace: 'nowrap', overflowWrap: 'normal' },
          '& .MuiDataGrid-cell.narrow, & .MuiDataGrid-columnHeader.narrow': { px: 0.75 },
        }}
        data-testid="applications-grid"
      />
    </Box>
  );
}
