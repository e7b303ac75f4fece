import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ExamImportPanels } from '@/features/exams/components/import-panel';
import { ExportPanel } from '@/features/review/components/export-panel';
import { useUser } from '@/lib/auth';

/**
 * /admin/admin-export-import (spec §2 export-for-exams): a column of panels, the exports first, then the exam
 * centre's imports. Only the super admin may import (the server refuses the others), so only they see those panels.
 */
export default function ExportImportPage() {
  const { t } = useTranslation();
  const user = useUser();
  return (
    <Stack spacing={2} sx={{ maxWidth: 880 }}>
      <Typography variant="h5" component="h1">
        {t('pages.admin_export_import')}
      </Typography>
      <ExportPanel />
      {user.data?.role === 'ADMIN_SUPER' && <ExamImportPanels />}
    </Stack>
  );
}
