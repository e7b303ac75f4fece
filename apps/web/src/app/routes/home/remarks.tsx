import { Alert, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailed, Loading } from '@/components/ui/load-state';
import { paths } from '@/config/paths';
import { useApplication } from '@/features/application/api/get-application';
import { RemarksList } from '@/features/application/components/remarks-list';

/**
 * /home/remarks: where a rejected applicant lands to see what to fix. Every remark with its field and section,
 * whether it is addressed yet, and a link that opens the form at that field.
 */
export default function RemarksPage() {
  const { t } = useTranslation('application');
  const application = useApplication();
  if (application.isError) {
    return <LoadFailed message={t('load_failed')} retryLabel={t('retry')} onRetry={() => void application.refetch()} />;
  }
  if (!application.data) return <Loading label={t('loading')} />;
  const { status, reviews, remarksAddressed } = application.data;
  const heading = (
    <Typography variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: 24, sm: 32 } }}>
      {t('remarks.title')}
    </Typography>
  );
  if (status !== 'REJECTED' || Object.keys(reviews).length === 0) {
    return (
      <Stack spacing={2} sx={{ maxWidth: 840, alignItems: 'flex-start' }}>
        {heading}
        <Alert severity="info" sx={{ alignSelf: 'stretch' }} data-testid="remarks-none">
          {t('remarks.none')}
        </Alert>
        <Button component={Link} to={paths.home.application.getHref()} variant="outlined">
          {t('remarks.open_form')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack spacing={2} sx={{ maxWidth: 840 }}>
      {heading}
      <Typography color="textSecondary">{t('remarks.intro')}</Typography>
      <RemarksList reviews={reviews} addressed={remarksAddressed ?? []} />
      <div>
        <Button component={Link} to={paths.home.application.getHref()} variant="outlined" size="large">
          {t('remarks.resubmit')}
        </Button>
      </div>
    </Stack>
  );
}
