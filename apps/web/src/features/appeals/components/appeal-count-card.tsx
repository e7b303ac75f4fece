import { Card, CardActionArea, Grid, Skeleton, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useAppealCount } from '../api/appeals';

const number = new Intl.NumberFormat('ru-RU');

/** The staff dashboard's card of appeals waiting for an answer, opening the appeals queue of the same session. */
export function AppealCountCard({ admissionSessionId }: { admissionSessionId?: number }) {
  const { t } = useTranslation('appeal');
  const count = useAppealCount(admissionSessionId);
  const href =
    admissionSessionId === undefined
      ? paths.admin.appeals.getHref()
      : `${paths.admin.appeals.getHref()}?session=${admissionSessionId}`;
  return (
    <Grid size={{ xs: 12, md: 'grow' }}>
      <Card variant="outlined" sx={{ borderLeft: 4, borderLeftColor: 'secondary.main', height: '100%' }}>
        <CardActionArea component={Link} to={href} sx={{ p: { xs: 1.5, sm: 2 }, height: '100%' }}>
          <Typography variant="body2" color="textSecondary" sx={{ lineHeight: 1.3 }}>
            {t('queue.card')}
          </Typography>
          <Typography
            variant="h5"
            component="p"
            sx={{ fontWeight: 700, mt: 0.5, fontSize: { xs: 20, sm: 24 } }}
            data-testid="count-appeals"
          >
            {count.data ? number.format(count.data.waiting) : <Skeleton width={60} />}
          </Typography>
        </CardActionArea>
      </Card>
    </Grid>
  );
}
