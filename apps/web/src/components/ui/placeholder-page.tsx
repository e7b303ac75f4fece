import { Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import ConstructionIcon from '@/components/icons/Construction';

/** A page not built yet: its translated title and the current path (spec §2). Replace it via the route tables. */
export function PlaceholderPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t(titleKey)}
      </Typography>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <ConstructionIcon color="action" />
          <Stack>
            <Typography>{t('placeholder.text')}</Typography>
            <Typography variant="body2" color="textSecondary" sx={{ fontFamily: 'monospace' }}>
              {pathname}
            </Typography>
          </Stack>
        </Stack>
      </Paper>
    </Stack>
  );
}
