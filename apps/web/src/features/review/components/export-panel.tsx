import { Box, Button, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import FileDownloadOutlinedIcon from '@/components/icons/FileDownloadOutlined';
import { saveFile } from '@/lib/download';
import { notify } from '@/lib/snackbar';
import { type TDownloadProgress, type TExportKind, useExportApplications } from '../api/export-applications';

const STATUS_EXPORTS: TExportKind[] = ['all', 'submitted', 'accepted', 'rejected'];

/** 1536 → "1.5 KB" (the reviewer sees the file grow while it downloads). */
function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * The spreadsheet downloads of the export-for-exams screen (spec §2), of one admission session: 'Export to excel'
 * for the exam centre and the per-status lists. One download at a time, with its progress under the panel; the file is then saved under the
 * name the server gave it.
 */
export function ExportPanel({ sessionId }: { sessionId: number | undefined }) {
  const { t } = useTranslation('review');
  const download = useExportApplications();
  const [progress, setProgress] = useState<TDownloadProgress | null>(null);
  const running = download.isPending ? download.variables.kind : null;

  const start = (kind: TExportKind) => {
    setProgress(null);
    download.mutate(
      { kind, sessionId, onProgress: setProgress },
      {
        onSuccess: ({ blob, filename }) => {
          saveFile(blob, filename);
          notify.success(t('export.saved', { name: filename }));
        },
        onSettled: () => setProgress(null),
      },
    );
  };

  const button = (kind: TExportKind, label: string, primary = false) => (
    <Button
      key={kind}
      variant={primary ? 'contained' : 'outlined'}
      startIcon={<FileDownloadOutlinedIcon />}
      onClick={() => start(kind)}
      loading={running === kind}
      loadingPosition="start"
      disabled={running !== null && running !== kind}
      data-testid={`export-${kind}`}
    >
      {label}
    </Button>
  );

  const percent = progress?.total ? Math.min(100, (progress.loaded / progress.total) * 100) : undefined;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} data-testid="export-panel">
      <Stack spacing={3}>
        <Stack spacing={1}>
          <Typography variant="h6" component="h2">
            {t('export.exam_title')}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            {t('export.exam_text')}
          </Typography>
          <Box>{button('exported', t('export.export_excel'), true)}</Box>
        </Stack>
        <Stack spacing={1}>
          <Typography variant="h6" component="h2">
            {t('export.status_title')}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            {t('export.status_text')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {STATUS_EXPORTS.map((kind) => button(kind, t(`export.${kind}`)))}
          </Stack>
        </Stack>
        {running ? (
          <Stack spacing={0.5} role="status" data-testid="export-progress">
            <LinearProgress variant={percent === undefined ? 'indeterminate' : 'determinate'} value={percent} />
            <Typography variant="caption" color="textSecondary">
              {progress?.total
                ? t('export.progress_of', { size: formatSize(progress.loaded), total: formatSize(progress.total) })
                : t('export.progress', { size: formatSize(progress?.loaded ?? 0) })}
            </Typography>
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
