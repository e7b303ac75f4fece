import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { TDirectionStatisticsRow } from '@qabul/contract/statistics';
import { useTranslation } from 'react-i18next';

/** Per direction (faculty and language): how many ranked it first, at any rank, and were accepted into it. */
export function DirectionTable({ rows }: { rows: TDirectionStatisticsRow[] }) {
  const { t } = useTranslation('statistics');
  return (
    <Table size="small" data-testid="direction-table">
      <TableHead>
        <TableRow>
          <TableCell>{t('direction.direction')}</TableCell>
          <TableCell align="right">{t('direction.first_choice')}</TableCell>
          <TableCell align="right">{t('direction.any_choice')}</TableCell>
          <TableCell align="right">{t('direction.accepted')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.educationLanguageId}>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>
              {row.facultyName} — {row.educationLanguageName}
            </TableCell>
            <TableCell align="right">{row.firstChoice}</TableCell>
            <TableCell align="right">{row.anyChoice}</TableCell>
            <TableCell align="right">{row.accepted}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
