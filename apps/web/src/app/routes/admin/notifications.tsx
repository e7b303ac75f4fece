import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { SessionPicker } from '@/features/admission-session/components/session-picker';
import { NotificationSettings } from '@/features/notifications/components/notification-settings';
import { useChosenSession } from '@/lib/chosen-session';

/** /admin/admin-notifications: the super admin's switches and texts of the applicant notifications per session. */
export default function AdminNotificationsPage() {
  const { t } = useTranslation();
  const { t: sms } = useTranslation('sms');
  const [sessionId, chooseSession] = useChosenSession();
  return (
    <Stack spacing={2} sx={{ maxWidth: 840 }}>
      <PageHeader title={t('pages.admin_notifications')}>
        <SessionPicker value={sessionId} onChange={chooseSession} />
      </PageHeader>
      <Typography color="textSecondary">
        {sms('notifications.intro', { id: '{{id}}', direction: '{{direction}}' })}
      </Typography>
      <NotificationSettings sessionId={sessionId} />
    </Stack>
  );
}
