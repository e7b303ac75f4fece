import { Alert, Box, Button, CircularProgress, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useApplication } from '@/features/application/api/get-application';
import { ApplicationForm } from '@/features/application/components/application-form';
import { useUser } from '@/lib/auth';

/** /home/application: the applicant's application form (spec §2), a lazy chunk of the applicant area. */
export default function ApplicationPage() {
  const { t } = useTranslation('application');
  const application = useApplication();
  const user = useUser();
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
  if (!application.data || !user.data) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label={t('loading')} />
      </Box>
    );
  }
  return (
    <ApplicationForm
      key={application.data.id}
      application={application.data}
      memberId={user.data.id}
      memberPhone={user.data.phone}
    />
  );
}
