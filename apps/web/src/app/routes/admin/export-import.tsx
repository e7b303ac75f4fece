import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { SessionPicker } from '@/features/admission-session/components/session-picker';
import { ExamImportPanels } from '@/features/exams/components/import-panel';
import { ExportPanel } from '@/features/review/components/export-panel';
import { useUser } from '@/lib/auth';
import { useChosenSession } from '@/lib/chosen-session';

/**
 * /admin/admin-export-import (spec §2 export-for-exams): a column of panels, the exports of the session picked first,
 * then the exam centre's imports. Only the super admin may import (the server refuses the others), so only they see
 * those panels.
 */
export default function ExportImportPage() {
  const { t } = useTranslation();
  const user = useUser();
  const [sessionId, chooseSession] = useChosenSession();
  return (
    <Stack spacing={2} sx={{ maxWidth: 880 }}>
      <PageHeader title={t('pages.admin_export_import')}>
        <SessionPicker value={sessionId} onChange={chooseSession} />
      </PageHeader>
      <ExportPanel sessionId={sessionId} />
      {user.data?.role === 'ADMIN_SUPER' && <ExamImportPanels />}
    </Stack>
  );
}
