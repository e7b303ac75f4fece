import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePublicFacultyStatistics } from '../api/get-public-faculty-statistics';

/** /home/statistics: how many applications each faculty has (totals only). */
export function PublicFacultyTotals() {
  const { t } = useTranslation('statistics');
  const totals = usePublicFacultyStatistics();
  return (
    <Paper variant="outlined" data-testid="public-faculty-totals">
      {totals.isPending ? <Skeleton variant="rounded" height={160} /> : null}
      {totals.data?.length === 0 ? <Alert severity="info">{t('empty')}</Alert> : null}
      <List disablePadding>
        {totals.data?.map((row, index) => (
          <ListItem key={row.facultyId} divider={index < totals.data.length - 1}>
            <ListItemText primary={row.facultyName} sx={{ overflowWrap: 'anywhere', pr: 2 }} />
            <Typography sx={{ fontWeight: 700 }} aria-label={t('faculty.quantity')}>
              {row.quantity}
            </Typography>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
