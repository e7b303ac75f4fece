import { Alert, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useOwnAppeal } from '../api/appeals';

/** On the applicant's home: their appeal is answered (or still considered), with a link to read it. */
export function AppealNotice() {
  const { t } = useTranslation('appeal');
  const appeal = useOwnAppeal().data?.appeal;
  if (!appeal) return null;
  const answered = appeal.answer !== null;
  return (
    <Alert
      severity={answered ? 'success' : 'info'}
      data-testid="appeal-notice"
      action={
        <Button component={Link} to={paths.home.appeal.getHref()} color="inherit" size="small">
          {t('home_open')}
        </Button>
      }
    >
      {t(answered ? 'home_answered' : 'home_waiting')}
    </Alert>
  );
}
