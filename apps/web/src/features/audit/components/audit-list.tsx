import { Button, MenuItem, Paper, Stack, TextField } from '@mui/material';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';
import { AUDIT_ACTIONS, type TAuditAction, type TAuditEntry } from '@qabul/contract/audit';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import FileDownloadIcon from '@/components/icons/FileDownload';
import { useGridLocaleText } from '@/components/ui/grid-locale';
import { formatDateTime } from '@/lib/date-time';
import { saveFile } from '@/lib/download';
import { exportAudit, type TAuditFilterValues, useAuditPage, useStaffMembers } from '../api/audit';

const PAGE_SIZES = [25, 50, 100];

/** A row's details as `key: value` pairs, for the table cell (the export has the JSON). */
const detailsText = (details: Record<string, unknown>) =>
  Object.entries(details)
    .map(([key, value]) => `${key}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`)
    .join(', ');

/**
 * /admin/admin-audit: who saw or changed what, newest first, filtered by member, action and days (Tashkent), paged
 * on the server, and exported as filtered.
 */
export function AuditList() {
  const { t } = useTranslation('catalogues');
  const localeText = useGridLocaleText();
  const [filters, setFilters] = useState<TAuditFilterValues>({});
  const [paging, setPaging] = useState<GridPaginationModel>({ page: 0, pageSize: 50 });
  const [exporting, setExporting] = useState(false);
  const page = useAuditPage({ ...filters, page: paging.page, size: paging.pageSize });
  const members = useStaffMembers();

  const filter = (next: TAuditFilterValues) => {
    setFilters({ ...filters, ...next });
    setPaging({ ...paging, page: 0 });
  };

  const download = async () => {
    setExporting(true);
    try {
      const { blob, filename } = await exportAudit(filters);
      saveFile(blob, filename);
    } catch {
      // The client's snackbar has said what failed.
    } finally {
      setExporting(false);
    }
  };

  const columns = useMemo(
    (): GridColDef<TAuditEntry>[] => [
      { field: 'at', headerName: t('audit.at'), width: 150, valueFormatter: (value: string) => formatDateTime(value) },
      { field: 'memberPhone', headerName: t('audit.member'), width: 130 },
      {
        field: 'action',
        headerName: t('audit.action'),
        width: 220,
        valueFormatter: (value: TAuditAction) => t(`audit.actions.${value}`),
      },
      {
        field: 'targetId',
        headerName: t('audit.target'),
        width: 130,
        valueGetter: (_value, row) => [row.targetType, row.targetId].filter(Boolean).join(' #'),
      },
      {
        field: 'details',
        headerName: t('audit.details'),
        flex: 1,
        minWidth: 220,
        valueGetter: (_value, row) => detailsText(row.details),
      },
      { field: 'ip', headerName: t('audit.ip'), width: 120 },
      { field: 'userAgent', headerName: t('audit.device'), width: 220 },
    ],
    [t],
  );

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5}>
        <TextField
          select
          size="small"
          label={t('audit.member')}
          value={filters.memberId ?? ''}
          onChange={(event) => filter({ memberId: event.target.value ? Number(event.target.value) : undefined })}
          sx={{ minWidth: 200 }}
          slotProps={{ htmlInput: { 'data-testid': 'audit-filter-member' } }}
        >
          <MenuItem value="">{t('audit.all')}</MenuItem>
          {(members.data?.content ?? []).map((member) => (
            <MenuItem key={member.id} value={member.id}>
              {[member.lastName, member.firstName].filter(Boolean).join(' ')} +{member.phone}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('audit.action')}
          value={filters.action ?? ''}
          onChange={(event) => filter({ action: (event.target.value || undefined) as TAuditAction | undefined })}
          sx={{ minWidth: 220 }}
          data-testid="audit-filter-action"
        >
          <MenuItem value="">{t('audit.all')}</MenuItem>
          {AUDIT_ACTIONS.map((action) => (
            <MenuItem key={action} value={action}>
              {t(`audit.actions.${action}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          type="date"
          size="small"
          label={t('audit.from')}
          value={filters.from ?? ''}
          onChange={(event) => filter({ from: event.target.value || undefined })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'audit-filter-from' } }}
        />
        <TextField
          type="date"
          size="small"
          label={t('audit.to')}
          value={filters.to ?? ''}
          onChange={(event) => filter({ to: event.target.value || undefined })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'audit-filter-to' } }}
        />
        <Button
          variant="outlined"
          startIcon={<FileDownloadIcon />}
          loading={exporting}
          onClick={() => void download()}
          data-testid="audit-export"
        >
          {t('audit.export')}
        </Button>
      </Stack>
      <Paper variant="outlined" sx={{ height: 560, overflow: 'hidden' }} data-testid="audit-grid">
        <DataGrid<TAuditEntry>
          rows={page.data?.content ?? []}
          rowCount={page.data?.totalElements ?? 0}
          columns={columns}
          loading={page.isFetching}
          paginationMode="server"
          paginationModel={paging}
          onPaginationModelChange={setPaging}
          pageSizeOptions={PAGE_SIZES}
          disableColumnFilter
          disableColumnMenu
          disableColumnSorting
          disableRowSelectionOnClick
          localeText={localeText}
          sx={{ border: 0 }}
        />
      </Paper>
    </Stack>
  );
}
