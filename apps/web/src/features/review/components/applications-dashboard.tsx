import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Box, Button, IconButton, Link, Paper, Stack, Tab, Tabs, Tooltip, Typography } from '@mui/material';
import { DataGrid, type GridColDef, type GridPaginationModel, type GridSortModel } from '@mui/x-data-grid';
import {
  APPLICATION_LIST_FILTERS,
  APPLICATION_PAGE_SIZE,
  APPLICATION_SORT_FIELDS,
  type TApplicationListRow,
} from '@qabul/contract/admin-application';
import type { TPageQuery } from '@qabul/contract/primitives';
import { type MouseEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useGridLocaleText } from '@/components/ui/grid-locale';
import { SearchField } from '@/components/ui/search-field';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { formatDateTime } from '@/lib/date-time';
import { translateMessage } from '@/lib/i18n';
import { formatPhone } from '@/lib/phone';
import { notify } from '@/lib/snackbar';
import { useApplications } from '../api/get-applications';
import { useNextApplication } from '../api/get-next-application';
import { CountCards } from './count-cards';
import { GridPagination } from './grid-pagination';
import { StatusChip } from './status-chip';

/** spec §3 filter index: 0 all, 1 new (submitted), 2 rejected, 3 accepted. */
const TABS = ['all', 'new', 'rejected', 'accepted'] as const;
const SORTABLE = new Set<string>(APPLICATION_SORT_FIELDS);

/** The tab of `?tab=`; anything else is the first. */
function tabOf(value: string | null): number {
  const tab = Number(value);
  return Number.isInteger(tab) && tab >= 0 && tab < TABS.length ? tab : 0;
}

/** Applications open in a new window (spec §2), so the list keeps its page, sort and search. */
function openApplication(id: number) {
  window.open(paths.admin.applicationShow.getHref(id), '_blank', 'noopener');
}

const autoRowHeight = () => 'auto' as const;

const firstQuery = (): TPageQuery => ({ page: 0, size: APPLICATION_PAGE_SIZE, sortOrder: 'desc' });

/**
 * The staff dashboard (spec §2): counts, the tabs of `?tab=`, the server-paged, sorted and searched list, and
 * "Next" for reviewers (the oldest waiting application nobody else has open).
 */
export function ApplicationsDashboard() {
  const { t } = useTranslation('review');
  const localeText = useGridLocaleText();
  const role = useUser().data?.role;
  const canReview = role === 'ADMIN_SUPER' || role === 'ADMIN_VERIFIER';
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = tabOf(searchParams.get('tab'));
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState(firstQuery);
  const list = useApplications(tab === 0 ? undefined : APPLICATION_LIST_FILTERS[tab - 1], query);
  const next = useNextApplication();

  const selectTab = (value: number) => {
    setQuery((current) => ({ ...current, page: 0 }));
    setSearchParams(value === 0 ? {} : { tab: String(value) });
  };

  const onTabClick = (event: MouseEvent, value: number) => {
    event.preventDefault();
    // spec §2: ctrl-click (cmd-click on a Mac) opens the tab in a new window.
    if (event.ctrlKey || event.metaKey) window.open(paths.admin.applications.getHref(value), '_blank', 'noopener');
    else selectTab(value);
  };

  const openNext = () =>
    next.mutate(undefined, {
      onSuccess: ({ id }) => (id === null ? notify.info(t('dashboard.next_none')) : openApplication(id)),
    });

  const runSearch = () => setQuery((current) => ({ ...current, page: 0, name: search.trim() || undefined }));

  const columns = useMemo((): GridColDef<TApplicationListRow>[] => {
    const header = (field: string) => translateMessage(`column_${field}`);
    // Sized for the grid beside the menu on a common laptop (docs/decisions/0138-staff-list-sizing.md): the ID,
    // passport and status keep the width their values need, and the other columns share the rest (flex). What does
    // not fit wraps onto a second line instead of being cut: the date goes above its time, the phone's number below
    // its code, the faculty wraps between words; so rows there are two lines high, and one line on a wide screen.
    // Names get the room first, since they cannot wrap between words (only a name longer than its whole column
    // breaks). Below the minimums' sum (tablets, phones) the grid scrolls sideways, as before.
    const all: GridColDef<TApplicationListRow>[] = [
      {
        field: 'id',
        headerName: header('id'),
        // Six digits with the narrower padding of this column.
        width: 60,
        cellClassName: 'narrow',
        headerClassName: 'narrow',
        renderCell: ({ row }) => (
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
        ),
      },
      // Long surnames and patronymics fit whole at a laptop's width.
      { field: 'lastName', headerName: header('lastName'), flex: 1.3, minWidth: 112 },
      { field: 'firstName', headerName: header('firstName'), flex: 1, minWidth: 92 },
      { field: 'middleName', headerName: header('middleName'), flex: 1.5, minWidth: 124 },
      {
        field: 'registrationDate',
        headerName: header('registrationDate'),
        // dd.mm.yyyy above HH:mm when narrow, one line when wide; never narrower than its Uzbek header.
        flex: 0.7,
        minWidth: 104,
        maxWidth: 136,
        valueFormatter: (value: string | null) => formatDateTime(value),
      },
      {
        field: 'educationFaculty',
        headerName: header('educationFaculty'),
        flex: 1.8,
        minWidth: 112,
        valueGetter: (_value, row) => row.educationFaculty?.name ?? '',
      },
      {
        field: 'mobilePhone',
        headerName: header('mobilePhone'),
        // The number goes below its code when narrow, one line when wide.
        flex: 1.1,
        minWidth: 88,
        maxWidth: 144,
        valueFormatter: (value: string | null) => (value ? formatPhone(value) : ''),
      },
      { field: 'passportNumber', headerName: header('passportNumber'), width: 94 },
      {
        field: 'status',
        headerName: header('status'),
        // The widest chip ("Qabul qilindi", 88 px) and the cell's padding.
        width: 104,
        renderCell: ({ row }) => <StatusChip status={row.status} />,
      },
    ];
    return all.map((column) => ({ ...column, sortable: SORTABLE.has(column.field) }));
  }, [t]);

  // One model per sort: the grid takes a new model object as a new sort and goes back to the first page, which
  // after every page's answer (a new render) sent the reviewer back from page 2 to page 1.
  const sortModel = useMemo(
    (): GridSortModel => (query.sortField ? [{ field: query.sortField, sort: query.sortOrder }] : []),
    [query.sortField, query.sortOrder],
  );

  const onSortModelChange = (model: GridSortModel) =>
    setQuery((current) => {
      const [first] = model;
      return {
        ...current,
        page: 0,
        sortField: first?.field,
        sortOrder: first?.sort === 'asc' ? 'asc' : 'desc',
      };
    });

  const onPaginationModelChange = (model: GridPaginationModel) =>
    setQuery((current) => ({ ...current, page: model.page }));

  return (
    <Stack spacing={2} data-testid="applications-dashboard">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h1">
          {t('dashboard.title')}
        </Typography>
        {canReview ? (
          <Button
            variant="contained"
            endIcon={<NavigateNextIcon />}
            onClick={openNext}
            loading={next.isPending}
            data-testid="next-application"
          >
            {t('dashboard.next')}
          </Button>
        ) : null}
      </Stack>
      <CountCards onSelect={selectTab} />
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <Tabs value={tab} variant="scrollable" aria-label={t('dashboard.tabs_label')}>
            {TABS.map((name, index) => (
              <Tab
                key={name}
                value={index}
                label={t(`tabs.${name}`)}
                component="a"
                href={paths.admin.applications.getHref(index)}
                onClick={(event: MouseEvent) => onTabClick(event, index)}
                sx={{ minWidth: { xs: 64, sm: 90 }, px: { xs: 1.5, sm: 2 } }}
                data-testid={`tab-${name}`}
              />
            ))}
          </Tabs>
        </Box>
        <Stack direction="row" spacing={1} sx={{ p: { xs: 1, sm: 2 }, alignItems: 'center' }}>
          <SearchField
            value={search}
            onChange={setSearch}
            onSearch={runSearch}
            label={t('dashboard.search')}
            buttonLabel={t('dashboard.search_button')}
            testId="application-search"
            sx={{ flex: 1, maxWidth: { sm: 460 } }}
          />
          <Tooltip title={t('dashboard.refresh')}>
            <IconButton onClick={() => void list.refetch()} aria-label={t('dashboard.refresh')}>
              <RefreshIcon />
            </IconButton>
          </Tooltip>
        </Stack>
        {list.data?.totalCapped ? (
          <Typography variant="body2" color="text.secondary" sx={{ px: { xs: 1, sm: 2 }, pb: 1 }} role="status">
            {t('dashboard.search_capped', { count: list.data.totalElements })}
          </Typography>
        ) : null}
        <DataGrid<TApplicationListRow>
          rows={list.data?.content ?? []}
          rowCount={list.data?.totalElements ?? 0}
          columns={columns}
          loading={list.isFetching}
          paginationMode="server"
          sortingMode="server"
          filterMode="server"
          paginationModel={{ page: query.page, pageSize: query.size }}
          onPaginationModelChange={onPaginationModelChange}
          pageSizeOptions={[APPLICATION_PAGE_SIZE]}
          sortModel={sortModel}
          onSortModelChange={onSortModelChange}
          sortingOrder={['desc', 'asc']}
          onRowClick={({ row }) => openApplication(row.id)}
          // A filtered list has one status: its column would repeat the tab's name on every row.
          columnVisibilityModel={{ status: tab === 0 }}
          slots={{ pagination: GridPagination }}
          disableColumnFilter
          disableColumnMenu
          disableRowSelectionOnClick
          density="compact"
          // Rows as tall as their wrapped cells (at least the compact row).
          getRowHeight={autoRowHeight}
          localeText={localeText}
          columnHeaderHeight={56}
          sx={{
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
            '& .MuiDataGrid-cell.narrow, & .MuiDataGrid-columnHeader.narrow': { px: 0.75 },
          }}
          data-testid="applications-grid"
        />
      </Paper>
    </Stack>
  );
}
