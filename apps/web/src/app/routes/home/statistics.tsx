import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PublicFacultyTotals } from '@/features/statistics/components/public-faculty-totals';

/** /home/statistics: applications per faculty in the current admission (totals only). */
export default function StatisticsPage() {
  const { t } = useTranslation('statistics');
  return (
    <Stack spacing={2} sx={{ maxWidth: 840 }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: 24, sm: 32 } }}>
        {t('public.title')}
      </Typography>
      <Typography color="textSecondary">{t('public.subtitle')}</Typography>
      <PublicFacultyTotals />
    </Stack>
  );
}
