import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CampaignList } from '@/features/messages/components/campaign-list';
import { MessageForm } from '@/features/messages/components/message-form';

/** /admin/admin-messages (spec §2 "Send message"): the form, and the campaigns it started under it. */
export default function AdminMessagesPage() {
  const { t } = useTranslation();
  return (
    <Stack spacing={3} sx={{ maxWidth: 840 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {t('pages.admin_messages')}
      </Typography>
      <MessageForm />
      <CampaignList />
    </Stack>
  );
}
