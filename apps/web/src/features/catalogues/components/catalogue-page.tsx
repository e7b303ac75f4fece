import { Paper, Stack, Typography } from '@mui/material';
import { DataGrid } from '@mui/x-data-grid';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGridLocaleText } from '@/components/ui/grid-locale';
import { useUser } from '@/lib/auth';
import { useCataloguePage } from '../api/get-catalogue-page';
import { useCatalogueColumns } from '../hooks/use-catalogue-columns';
import { PAGE_SIZE_OPTIONS, useCatalogueQuery } from '../hooks/use-catalogue-query';
import { useGridHeight } from '../hooks/use-grid-height';
import type { CatalogueResource, CatalogueRow } from '../resources/resource';
import { CatalogueFormDialog } from './catalogue-form-dialog';
import { CatalogueToolbar } from './catalogue-toolbar';
import { MemberPasswordDialog } from './member-password-dialog';
import { MemberTwoFactorResetDialog } from './member-two-factor-reset-dialog';

type DialogState =
  | { kind: 'form'; item: CatalogueRow | undefined }
  | { kind: 'password' | 'two-factor'; item: CatalogueRow };

/**
 * The one catalogue screen (spec §2): title, search, refresh, add, a server-paged and server-sorted table with an
 * edit button and on/off switches, and the add/edit dialog. Everything specific comes from the resource.
 * Only the super admin may write (spec §6); the other roles get the same table read-only.
 */
export function CataloguePage({ resource }: { resource: CatalogueResource }) {
  const { t } = useTranslation('catalogues');
  const localeText = useGridLocaleText();
  const height = useGridHeight();
  const canWrite = useUser().data?.role === 'ADMIN_SUPER';
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const { query, sortModel, search, onPaginationModelChange, onSortModelChange } = useCatalogueQuery(resource);
  const list = useCataloguePage(resource.path, resource.item, query);
  const columns = useCatalogueColumns(resource, {
    canWrite,
    onEdit: useCallback((item: CatalogueRow) => setDialog({ kind: 'form', item }), []),
    onChangePassword: useCallback((item: CatalogueRow) => setDialog({ kind: 'password', item }), []),
    onResetTwoFactor: useCallback((item: CatalogueRow) => setDialog({ kind: 'two-factor', item }), []),
  });

  return (
    <Stack spacing={2} data-testid={`catalogue-${resource.name}`}>
      <Typography variant="h5" component="h1">
        {t(`resources.${resource.name}.name`)}
      </Typography>
      <CatalogueToolbar
        onSearch={search}
        onRefresh={() => void list.refetch()}
        onAdd={canWrite ? () => setDialog({ kind: 'form', item: undefined }) : undefined}
      />
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
      {dialog?.kind === 'two-factor' ? (
        <MemberTwoFactorResetDialog memberId={dialog.item.id} onClose={() => setDialog(null)} />
      ) : null}
    </Stack>
  );
}
