import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { StatisticsDashboard } from '@/features/statistics/components/statistics-dashboard';

/** /admin/admin-statistics (spec §2): its own lazy chunk, so only this page loads the chart library. */
export default function AdminStatisticsPage() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {t('pages.admin_statistics')}
      </Typography>
      <StatisticsDashboard />
    </Stack>
  );
}
