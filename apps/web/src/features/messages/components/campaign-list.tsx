import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TSmsCampaign } from '@qabul/contract/sms';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/date-time';
import { useCampaigns } from '../api/get-campaigns';

/** The latest campaigns under the form, with live progress while one is sending (polled by the query). */
export function CampaignList() {
  const { t } = useTranslation('sms');
  const campaigns = useCampaigns();

  return (
    <Stack spacing={1.5} data-testid="campaign-list">
      <Typography variant="h6" component="h2">
        {t('list.title')}
      </Typography>
      {campaigns.isPending ? <Skeleton variant="rounded" height={96} /> : null}
      {campaigns.data?.content.length === 0 ? <Alert severity="info">{t('list.empty')}</Alert> : null}
      {campaigns.data?.content.map((campaign) => (
        <CampaignRow key={campaign.id} campaign={campaign} />
      ))}
    </Stack>
  );
}

function CampaignRow({ campaign }: { campaign: TSmsCampaign }) {
  const { t } = useTranslation('sms');
  const { queued, sent, failed } = campaign.progress;
  const done = queued === 0;
  const percent = campaign.recipients ? ((sent + failed) / campaign.recipients) * 100 : 100;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="campaign-row" data-done={done}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Chip size="small" label={t(`targets.${campaign.toType}`)} color="primary" variant="outlined" />
        <Chip
          size="small"
          label={done ? t('list.finished') : t('list.sending')}
          color={done ? 'success' : 'warning'}
          data-testid="campaign-state"
        />
        <Typography variant="body2" color="textSecondary" sx={{ ml: 'auto' }}>
          {formatDateTime(campaign.createdAt)}
        </Typography>
      </Stack>
      <Typography sx={{ mt: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{campaign.messageBody}</Typography>
      <LinearProgress variant="determinate" value={percent} sx={{ mt: 1.5, mb: 0.5 }} aria-label={t('list.progress')} />
      <Typography variant="body2" color="textSecondary" data-testid="campaign-progress">
        {t('list.counts', { sent, failed, queued, recipients: campaign.recipients })}
      </Typography>
      {campaign.startedBy ? (
        <Typography variant="caption" color="textSecondary">
          {t('list.started_by', { name: campaign.startedBy.name || `+${campaign.startedBy.phone}` })}
        </Typography>
      ) : null}
    </Paper>
  );
}
