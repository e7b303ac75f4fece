import { Card, CardActionArea, Grid, Skeleton, Typography } from '@mui/material';
import type { TApplicationCount } from '@qabul/contract/admin-application';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useApplicationCount } from '../api/get-application-count';

/** The four cards of spec §2 and the list tab each one opens (spec §3 filter index). */
const CARDS: { key: keyof TApplicationCount; tab: number; color: string }[] = [
  { key: 'all', tab: 0, color: 'primary.main' },
  { key: 'accepted', tab: 3, color: 'success.main' },
  { key: 'rejected', tab: 2, color: 'error.main' },
  { key: 'submitted', tab: 1, color: 'warning.dark' },
];

const number = new Intl.NumberFormat('ru-RU');

/** spec §2 dashboard: all, accepted, rejected and submitted counts; a card shows its list. */
export function CountCards({
  sessionId,
  onSelect,
  extraCards,
}: {
  sessionId: number | undefined;
  onSelect: (tab: number) => void;
  extraCards?: ReactNode;
}) {
  const { t } = useTranslation('review');
  const counts = useApplicationCount(sessionId);
  return (
    <Grid container spacing={{ xs: 1, sm: 2 }} component="section" aria-label={t('dashboard.counts_label')}>
      {CARDS.map(({ key, tab, color }) => (
        <Grid key={key} size={{ xs: 6, md: extraCards ? 'grow' : 3 }}>
          <Card variant="outlined" sx={{ borderLeft: 4, borderLeftColor: color, height: '100%' }}>
            <CardActionArea onClick={() => onSelect(tab)} sx={{ p: { xs: 1.5, sm: 2 }, height: '100%' }}>
              <Typography variant="body2" color="textSecondary" sx={{ lineHeight: 1.3 }}>
                {t(`counts.${key}`)}
              </Typography>
              <Typography
                variant="h5"
                component="p"
                sx={{ fontWeight: 700, mt: 0.5, fontSize: { xs: 20, sm: 24 } }}
                data-testid={`count-${key}`}
              >
                {/* spec §9: thousands separated by a space */}
                {counts.data ? number.format(counts.data[key]) : <Skeleton width={60} />}
              </Typography>
            </CardActionArea>
          </Card>
        </Grid>
      ))}
      {extraCards}
    </Grid>
  );
}
