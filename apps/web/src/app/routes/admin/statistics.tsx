import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { SessionPicker } from '@/features/admission-session/components/session-picker';
import { StatisticsDashboard } from '@/features/statistics/components/statistics-dashboard';
import { useChosenSession } from '@/lib/chosen-session';

/** /admin/admin-statistics (spec §2): its own lazy chunk, so only this page loads the chart library. */
export default function AdminStatisticsPage() {
  const { t } = useTranslation();
  const [sessionId, chooseSession] = useChosenSession();
  return (
    <Stack spacing={2}>
      <PageHeader title={t('pages.admin_statistics')}>
        <SessionPicker value={sessionId} onChange={chooseSession} />
      </PageHeader>
      <StatisticsDashboard sessionId={sessionId} />
    </Stack>
  );
}
