import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SessionPicker } from '@/features/admission-session/components/session-picker';
import { AppealQueue } from '@/features/appeals/components/appeal-queue';
import { useChosenSession } from '@/lib/chosen-session';

/** /admin/admin-appeals: the appeals of one admission session, waiting and answered (issue 42). */
export default function AdminAppealsPage() {
  const { t } = useTranslation();
  const [sessionId, chooseSession] = useChosenSession();
  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {t('pages.admin_appeals')}
        </Typography>
        <SessionPicker value={sessionId} onChange={chooseSession} />
      </Stack>
      <AppealQueue key={sessionId ?? 'active'} admissionSessionId={sessionId} />
    </Stack>
  );
}
