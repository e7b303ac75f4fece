import { LineChart } from '@mui/x-charts/LineChart';
import type { TDailyStatisticsRow } from '@qabul/contract/statistics';
import { useTranslation } from 'react-i18next';

const SERIES = [
  { status: 'ACCEPTED', color: '#2e7d32' },
  { status: 'REJECTED', color: '#d32f2f' },
  { status: 'SUBMITTED', color: '#ed6c02' },
] as const;

/** spec §2: the daily line chart with three series (Accepted, Rejected, To be review). */
export function DailyChart({ rows }: { rows: TDailyStatisticsRow[] }) {
  const { t } = useTranslation('statistics');
  const dates = [...new Set(rows.map((row) => row.date))].sort();
  const count = new Map(rows.map((row) => [`${row.date}/${row.status}`, row.quantity]));
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: dates, valueFormatter: (date: string) => date.slice(5) }]}
      yAxis={[{ min: 0, tickMinStep: 1, width: 40 }]}
      series={SERIES.map(({ status, color }) => ({
        id: status,
        label: t(`daily.${status}`),
        color,
        data: dates.map((date) => count.get(`${date}/${status}`) ?? 0),
        curve: 'linear' as const,
        showMark: dates.length < 20,
      }))}
      margin={{ left: 0, right: 24 }}
    />
  );
}
