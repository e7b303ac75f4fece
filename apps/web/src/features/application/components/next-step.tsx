import { Alert, AlertTitle, Button, Paper, Stack, Typography } from '@mui/material';
import type { TApplication } from '@qabul/contract/application/response';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { namespaceTexts } from '@/lib/i18n';
import { StatusBanner } from './status-banner';

const t = namespaceTexts('home');

/**
 * The applicant's application on the home page: its status in the banner's colours and what to do next (fill in,
 * wait for the review, fix the remarks, download the permit and see the result).
 */
export function NextStep({ application }: { application: TApplication }) {
  const { status } = application;
  const remarks = Object.keys(application.reviews).length;
  const actions: { key: string; href: string }[] = {
    DRAFT: [{ key: 'fill', href: paths.home.application.getHref() }],
    SUBMITTED: [{ key: 'view', href: paths.home.application.getHref() }],
    REJECTED: [{ key: 'fix', href: paths.home.application.getHref() }],
    ACCEPTED: [
      { key: 'permit', href: paths.home.allowance.getHref() },
      { key: 'result', href: paths.home.result.getHref() },
    ],
  }[status];
  return (
    <Stack spacing={1.5} data-testid="next-step" data-status={status}>
      {status === 'DRAFT' ? (
        <Alert severity="info" variant="outlined" data-testid="application-status">
          <AlertTitle sx={{ mb: 0.25 }}>{t('next.status_draft')}</AlertTitle>
        </Alert>
      ) : (
        <StatusBanner status={status} />
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ mb: 0.5 }}>
          {t('next.title')}
        </Typography>
        <Typography>{t(`next.${status}`, { count: remarks })}</Typography>
      </Paper>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        {actions.map((action, index) => (
          <Button
            key={action.key}
            component={Link}
            to={action.href}
            variant={index === 0 ? 'contained' : 'outlined'}
            size="large"
          >
            {t(`next.action_${action.key}`)}
          </Button>
        ))}
      </Stack>
    </Stack>
  );
}
