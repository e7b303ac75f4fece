import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import KeyIcon from '@mui/icons-material/Key';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Button, IconButton, Paper, Stack, Tooltip, Typography, useMediaQuery, useTheme } from '@mui/material';
import { DataGrid, type GridColDef, type GridPaginationModel, type GridSortModel } from '@mui/x-data-grid';
import type { TPageQuery } from '@qabul/contract/primitives';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGridLocaleText } from '@/components/ui/grid-locale';
import { SearchField } from '@/components/ui/search-field';
import { useUser } from '@/lib/auth';
import { formatDay } from '@/lib/date-time';
import { useCataloguePage } from '../api/get-catalogue-page';
import { useGridHeight } from '../hooks/use-grid-height';
import type { CatalogueResource, CatalogueRow, ColumnDef } from '../resources/resource';
import { useFieldLabel } from './catalogue-field';
import { CatalogueFormDialog } from './catalogue-form-dialog';
import { MemberPasswordDialog } from './member-password-dialog';
import { ToggleSwitch } from './toggle-switch';

/** spec §9: 50 rows a page, 25/50/100 to choose from. */
const PAGE_SIZE = 50;
const PAGE_SIZE_OPTIONS = [25, 50, 100];
/** Flexible columns keep this width on phones; the grid scrolls sideways instead of squeezing them. */
const FLEX_MIN_WIDTH = 160;
/** On a 360 px phone: name + one switch + the buttons fit the screen's 328 px. */
const PHONE_NAME_MIN_WIDTH = 120;
const PHONE_TOGGLE_WIDTH = 90;

type DialogState = { kind: 'form'; item: CatalogueRow | undefined } | { kind: 'password'; item: CatalogueRow };

/**
 * The one catalogue screen (spec §2): title, search, refresh, add, a server-paged and server-sorted table with an
 * edit button and on/off switches, and the add/edit dialog. Everything specific comes from the resource.
 * Only the super admin may write (spec §6); the other roles get the same table read-only.
 */
export function CataloguePage({ resource }: { resource: CatalogueResource }) {
  const { t } = useTranslation('catalogues');
  const label = useFieldLabel(resource.name);
  const localeText = useGridLocaleText();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const height = useGridHeight();
  const canWrite = useUser().data?.role === 'ADMIN_SUPER';
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState<TPageQuery>({ page: 0, size: PAGE_SIZE, sortOrder: 'asc' });
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const list = useCataloguePage(resource.path, resource.item, query);

  const sortFields = useMemo(() => {
    const entries: [string, string | false][] = [
      ...resource.columns.map((column): [string, string | false] => [column.field, column.sortField ?? column.field]),
      ...resource.toggles.map((toggle): [string, string] => [toggle.field, toggle.sortField]),
    ];
    return new Map(entries);
  }, [resource]);

  const columns = useMemo((): GridColDef<CatalogueRow>[] => {
    const text = (column: ColumnDef<CatalogueRow>, row: CatalogueRow): string => {
      if (column.text) return column.text(row);
      const value = (row as Record<string, unknown>)[column.field];
      if (value === null || value === undefined) return '';
      if (column.format === 'date') return formatDay(String(value));
      if (column.format) return t(`${column.format.enumKey}.${String(value)}`);
      return String(value);
    };
    const editable = (row: CatalogueRow) => canWrite && (resource.editable?.(row) ?? true);
    const dataColumns = resource.columns.map(
      (column): GridColDef<CatalogueRow> => ({
        field: column.field,
        headerName: label(column.field),
        sortable: column.sortField !== false,
        width: column.width,
        flex: column.flex,
        minWidth: column.flex ? (column.minWidth ?? FLEX_MIN_WIDTH) : undefined,
        valueGetter: (_value, row) => text(column, row),
      }),
    );
    const toggleColumns = resource.toggles.map(
      (toggle): GridColDef<CatalogueRow> => ({
        field: toggle.field,
        headerName: label(toggle.field),
        width: phone ? PHONE_TOGGLE_WIDTH : 110,
        align: 'center',
        headerAlign: 'center',
        renderCell: ({ row }) => (
          <ToggleSwitch
            resource={resource}
            toggle={toggle}
            row={row}
            label={label(toggle.field)}
            disabled={!editable(row)}
          />
        ),
      }),
    );
    const actionColumns: GridColDef<CatalogueRow>[] = canWrite
      ? [
          {
            field: 'actions',
            headerName: t('grid.actions'),
            sortable: false,
            width: resource.passwordChange ? 110 : 100,
            align: 'center',
            headerAlign: 'center',
            renderCell: ({ row }) =>
              editable(row) ? (
                <Stack direction="row" sx={{ justifyContent: 'center', height: '100%', alignItems: 'center' }}>
                  <Tooltip title={t('actions.edit')}>
                    <IconButton
                      size="small"
                      aria-label={t('actions.edit')}
                      onClick={() => setDialog({ kind: 'form', item: row })}
                      data-testid={`edit-${row.id}`}
                    >
                      <EditIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  {resource.passwordChange ? (
                    <Tooltip title={t('actions.change_password')}>
                      <IconButton
                        size="small"
                        aria-label={t('actions.change_password')}
                        onClick={() => setDialog({ kind: 'password', item: row })}
                        data-testid={`password-${row.id}`}
                      >
                        <KeyIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  ) : null}
                </Stack>
              ) : null,
          } satisfies GridColDef<CatalogueRow>,
        ]
      : [];
    if (!phone) return [...dataColumns, ...toggleColumns, ...actionColumns];
    // On a phone the row's name, its switches and its buttons come first, so no sideways scroll is needed to reach
    // them; the other columns follow.
    const lead = Math.max(
      0,
      dataColumns.findIndex((column) => column.field !== 'id'),
    );
    const name = { ...dataColumns[lead], flex: 1, minWidth: PHONE_NAME_MIN_WIDTH, width: undefined };
    return [name, ...toggleColumns, ...actionColumns, ...dataColumns.filter((_, index) => index !== lead)];
  }, [resource, canWrite, label, t, phone]);

  const sortModel: GridSortModel = useMemo(() => {
    if (!query.sortField) return [];
    const field = [...sortFields].find(([, sortField]) => sortField === query.sortField)?.[0];
    return field ? [{ field, sort: query.sortOrder }] : [];
  }, [query.sortField, query.sortOrder, sortFields]);

  const runSearch = () => setQuery((current) => ({ ...current, page: 0, name: search.trim() || undefined }));

  const onPaginationModelChange = (model: GridPaginationModel) =>
    setQuery((current) => ({
      ...current,
      page: model.pageSize === current.size ? model.page : 0,
      size: model.pageSize,
    }));

  const onSortModelChange = (model: GridSortModel) =>
    setQuery((current) => {
      const [first] = model;
      const sortField = first ? sortFields.get(first.field) : undefined;
      return {
        ...current,
        page: 0,
        sortField: sortField || undefined,
        sortOrder: first?.sort === 'desc' ? 'desc' : 'asc',
      };
    });

  return (
    <Stack spacing={2} data-testid={`catalogue-${resource.name}`}>
      <Typography variant="h5" component="h1">
        {t(`resources.${resource.name}.name`)}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <SearchField
          value={search}
          onChange={setSearch}
          onSearch={runSearch}
          label={t('toolbar.search')}
          buttonLabel={t('toolbar.search')}
          testId="catalogue-search"
          sx={{ flex: '1 1 140px', maxWidth: { sm: 400 } }}
        />
        <Tooltip title={t('toolbar.refresh')}>
          <IconButton
            onClick={() => void list.refetch()}
            aria-label={t('toolbar.refresh')}
            data-testid="catalogue-refresh"
          >
            <RefreshIcon />
          </IconButton>
        </Tooltip>
        {canWrite ? (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setDialog({ kind: 'form', item: undefined })}
            sx={{ ml: 'auto' }}
            data-testid="catalogue-add"
          >
            {t('toolbar.add')}
          </Button>
        ) : null}
      </Stack>
      <Paper variant="outlined" sx={{ height, overflow: 'hidden' }}>
        <DataGrid<CatalogueRow>
          rows={list.data?.content ?? []}
          rowCount={list.data?.totalElements ?? 0}
          columns={columns}
          loading={list.isFetching}
          paginationMode="server"
          sortingMode="server"
          paginationModel={{ page: query.page, pageSize: query.size }}
          onPaginationModelChange={onPaginationModelChange}
          pageSizeOptions={PAGE_SIZE_OPTIONS}
          sortModel={sortModel}
          onSortModelChange={onSortModelChange}
          disableColumnFilter
          disableColumnMenu
          disableRowSelectionOnClick
          localeText={localeText}
          // Long Uzbek and Russian headers wrap onto a second line instead of being cut off.
          columnHeaderHeight={64}
          sx={{
            border: 0,
            '& .MuiDataGrid-columnHeaderTitle': { whiteSpace: 'normal', lineHeight: 1.25 },
          }}
        />
      </Paper>
      {dialog?.kind === 'form' ? (
        <CatalogueFormDialog resource={resource} item={dialog.item} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'password' ? (
        <MemberPasswordDialog memberId={dialog.item.id} onClose={() => setDialog(null)} />
      ) : null}
    </Stack>
  );
}
