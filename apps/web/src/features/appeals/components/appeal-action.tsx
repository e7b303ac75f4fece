import { Alert, Button, Stack, Typography } from '@mui/material';
import type { TOwnAppeal } from '@qabul/contract/appeal';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import GavelOutlinedIcon from '@/components/icons/GavelOutlined';
import { paths } from '@/config/paths';
import { useOwnAppeal } from '../api/own-appeal';

/** The applicant's appeal as one line: waiting or answered, with the link to read it unless `link` is false. */
export function AppealState({ appeal, link = true }: { appeal: NonNullable<TOwnAppeal['appeal']>; link?: boolean }) {
  const { t } = useTranslation('appeal');
  const answered = appeal.answer !== null;
  return (
    <Alert
      severity={answered ? 'success' : 'info'}
      data-testid="appeal-state"
      data-answered={answered}
      action={
        link ? (
          <Button component={Link} to={paths.home.appeal.getHref()} color="inherit" size="small">
            {t('home_open')}
          </Button>
        ) : undefined
      }
    >
      {t(answered ? 'home_answered' : 'home_waiting')}
    </Alert>
  );
}

/**
 * On the result page: the way to appeal while the applicant may (one appeal, to /home/appeal), or the state of the
 * appeal they sent; nothing for anyone else.
 */
export function AppealAction() {
  const { t } = useTranslation('appeal');
  const own = useOwnAppeal().data;
  if (own?.appeal) return <AppealState appeal={own.appeal} />;
  if (!own?.eligible) return null;
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }} data-testid="appeal-action">
      <Typography>{t('result_hint')}</Typography>
      <Button
        component={Link}
        to={paths.home.appeal.getHref()}
        variant="contained"
        startIcon={<GavelOutlinedIcon />}
        data-testid="appeal-start"
      >
        {t('start')}
      </Button>
    </Stack>
  );
}
