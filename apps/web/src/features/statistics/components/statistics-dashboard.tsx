import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { STATISTICS_REFRESH_SECONDS } from '@qabul/contract/statistics';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDailyStatistics } from '../api/get-daily-statistics';
import { useDirectionStatistics } from '../api/get-direction-statistics';
import { useFacultyStatistics } from '../api/get-faculty-statistics';
import { useGenderStatistics } from '../api/get-gender-statistics';
import { useRegionalStatistics } from '../api/get-regional-statistics';
import { DailyChart } from './daily-chart';
import { DirectionTable } from './direction-table';
import { FacultyAccordion } from './faculty-accordion';
import { GenderChart } from './gender-chart';
import { RegionMap } from './region-map';

/** spec §2 /admin-statistics: the four parts of one admission session, each loading on its own. */
export function StatisticsDashboard({ sessionId }: { sessionId: number | undefined }) {
  const { t } = useTranslation('statistics');
  const daily = useDailyStatistics(sessionId);
  const gender = useGenderStatistics(sessionId);
  const faculty = useFacultyStatistics(sessionId);
  const regional = useRegionalStatistics(sessionId);
  const direction = useDirectionStatistics(sessionId);
  return (
    <>
      {/* The applications list counts live; these figures may be half a minute older. */}
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }} data-testid="statistics-freshness">
        {t('freshness', { seconds: STATISTICS_REFRESH_SECONDS })}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
        }}
      >
        <Card titleKey="daily.title" query={daily} testId="statistics-daily">
          {(rows) => <DailyChart rows={rows} />}
        </Card>
        <Card titleKey="gender.title" query={gender} testId="statistics-gender">
          {(rows) => <GenderChart rows={rows} />}
        </Card>
        <Card titleKey="regional.title" query={regional} testId="statistics-regional">
          {(rows) => <RegionMap rows={rows} />}
        </Card>
        <Card titleKey="faculty.title" query={faculty} testId="statistics-faculty">
          {(rows) => <FacultyAccordion rows={rows} />}
        </Card>
        <Box sx={{ gridColumn: '1 / -1', minWidth: 0, overflowX: 'auto' }}>
          <Card titleKey="direction.title" query={direction} testId="statistics-direction">
            {(rows) => <DirectionTable rows={rows} />}
          </Card>
        </Box>
      </Box>
    </>
  );
}

function Card<T extends unknown[]>({
  titleKey,
  query,
  testId,
  children,
}: {
  titleKey: string;
  query: UseQueryResult<T>;
  testId: string;
  children: (rows: T) => ReactNode;
}) {
  const { t } = useTranslation('statistics');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }} data-testid={testId}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t(titleKey)}
      </Typography>
      {query.isPending ? <Skeleton variant="rounded" height={240} /> : null}
      {query.isError ? <Alert severity="error">{t('load_failed')}</Alert> : null}
      {query.data && query.data.length === 0 ? <Alert severity="info">{t('empty')}</Alert> : null}
      {query.data && query.data.length > 0 ? children(query.data) : null}
    </Paper>
  );
}
