import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SessionPicker } from '@/features/admission-session/components/session-picker';
import { StatisticsDashboard } from '@/features/statistics/components/statistics-dashboard';
import { useChosenSession } from '@/lib/chosen-session';

/** /admin/admin-statistics (spec §2): its own lazy chunk, so only this page loads the chart library. */
export default function AdminStatisticsPage() {
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
          {t('pages.admin_statistics')}
        </Typography>
        <SessionPicker value={sessionId} onChange={chooseSession} />
      </Stack>
      <StatisticsDashboard sessionId={sessionId} />
    </Stack>
  );
}
