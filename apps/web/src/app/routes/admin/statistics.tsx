import { StatisticsDashboard } from '@/features/statistics/components/statistics-dashboard';

/** /admin/admin-statistics (spec §2): its own lazy chunk, so only this page loads the chart library. */
export default function AdminStatisticsPage() {
  return <StatisticsDashboard />;
}
