import { Alert, Box, Button, CircularProgress, Stack } from '@mui/material';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { useApplication } from '@/features/application/api/get-application';
import { ApplicationForm } from '@/features/application/components/application-form';
import { useUser } from '@/lib/auth';

/** /home/application: the applicant's application form (spec §2), a lazy chunk of the applicant area. */
export default function ApplicationPage() {
  const { t } = useTranslation('application');
  const application = useApplication();
  const user = useUser();
  // The form's first drawing is a background render that React interrupts for taps (the spinner stays till then).
  const data = useDeferredValue(application.data);
  if (application.isError) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="error">{t('load_failed')}</Alert>
        <Button variant="outlined" onClick={() => application.refetch()}>
          {t('retry')}
        </Button>
      </Stack>
    );
  }
  if (!data || !user.data) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label={t('loading')} />
      </Box>
    );
  }
  return <ApplicationForm key={data.id} application={data} memberId={user.data.id} memberPhone={user.data.phone} />;
}
