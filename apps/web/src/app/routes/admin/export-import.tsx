import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ExportPanel } from '@/features/review/components/export-panel';

/** /admin/admin-export-import (spec §2 export-for-exams): a column of panels, the exports first. */
export default function ExportImportPage() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} sx={{ maxWidth: 880 }}>
      <Typography variant="h5" component="h1">
        {t('pages.admin_export_import')}
      </Typography>
      <ExportPanel />
    </Stack>
  );
}
