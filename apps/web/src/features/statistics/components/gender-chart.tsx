import { PieChart } from '@mui/x-charts/PieChart';
import type { TGenderStatisticsRow } from '@qabul/contract/statistics';
import { useTranslation } from 'react-i18next';

/** spec §2: boys blue, girls red. */
const COLORS = { MALE: '#1976d2', FEMALE: '#d32f2f' } as const;

export function GenderChart({ rows }: { rows: TGenderStatisticsRow[] }) {
  const { t } = useTranslation('statistics');
  return (
    <PieChart
      height={240}
      series={[
        {
          data: rows.map((row) => ({
            id: row.gender,
            value: row.quantity,
            label: t(`gender.${row.gender}`),
            color: COLORS[row.gender],
          })),
          innerRadius: 40,
          paddingAngle: 1,
          cornerRadius: 4,
          arcLabel: (item) => String(item.value),
        },
      ]}
    />
  );
}
