import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ExamImportPanels } from '@/features/exams/components/import-panel';
import { useUser } from '@/lib/auth';

/**
 * /admin/admin-export-import: the exam centre's imports. Only the super admin may import (the server refuses the
 * others), so other roles do not see the panels.
 */
export default function ExportImportPage() {
  const { t } = useTranslation();
  const user = useUser();
  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: 24, sm: 32 } }}>
        {t('pages.admin_export_import')}
      </Typography>
      {user.data?.role === 'ADMIN_SUPER' && <ExamImportPanels />}
    </Stack>
  );
}
