import { Alert, Paper, Stack, Typography } from '@mui/material';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed, Loading } from '@/components/ui/load-state';
import { useOwnAppeal } from '../api/own-appeal';
import { AppealThread } from './appeal-thread';

// The form (react-hook-form, zod and the contract's appeal schema) is fetched only for an applicant who may appeal:
// the page's text and state draw without it.
const AppealForm = lazy(() => import('./appeal-form'));

/**
 * /home/appeal: an applicant whose application was rejected or who was not recommended after the exam sends one
 * appeal and later reads the answer here; anyone else reads who may appeal.
 */
export function AppealView() {
  const { t } = useTranslation('appeal');
  const own = useOwnAppeal();
  let body: ReactNode;
  if (own.isError) {
    body = <LoadFailed message={t('load_failed')} retryLabel={t('retry')} onRetry={() => void own.refetch()} />;
  } else if (!own.data) {
    body = <Loading label={t('loading')} />;
  } else if (own.data.appeal) {
    body = <AppealThread appeal={own.data.appeal} />;
  } else if (own.data.eligible) {
    body = (
      <>
        <Typography sx={{ mb: 2 }}>{t('intro')}</Typography>
        <Suspense fallback={<Loading label={t('loading')} />}>
          <AppealForm />
        </Suspense>
      </>
    );
  } else {
    body = <Alert severity="info">{t('not_eligible')}</Alert>;
  }
  return (
    <Stack spacing={3} sx={{ maxWidth: 800 }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: 24, sm: 32 } }}>
        {t('title')}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        {body}
      </Paper>
    </Stack>
  );
}
