import Stack from '@mui/material/Stack';
import { CampaignList } from '@/features/messages/components/campaign-list';
import { MessageForm } from '@/features/messages/components/message-form';

/** /admin/admin-messages (spec §2 "Send message"): the form, and the campaigns it started under it. */
export default function AdminMessagesPage() {
  return (
    <Stack spacing={3} sx={{ maxWidth: 840 }}>
      <MessageForm />
      <CampaignList />
    </Stack>
  );
}
