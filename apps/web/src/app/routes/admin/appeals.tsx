import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { SessionPicker } from '@/features/admission-session/components/session-picker';
import { AppealQueue } from '@/features/appeals/components/appeal-queue';
import { useChosenSession } from '@/lib/chosen-session';

/** /admin/admin-appeals: the appeals of one admission session, waiting and answered (issue 42). */
export default function AdminAppealsPage() {
  const { t } = useTranslation();
  const [sessionId, chooseSession] = useChosenSession();
  return (
    <Stack spacing={2}>
      <PageHeader title={t('pages.admin_appeals')}>
        <SessionPicker value={sessionId} onChange={chooseSession} />
      </PageHeader>
      <AppealQueue key={sessionId ?? 'active'} admissionSessionId={sessionId} />
    </Stack>
  );
}
