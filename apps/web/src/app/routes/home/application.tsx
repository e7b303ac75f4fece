import { Alert, Box, Button, CircularProgress, Stack } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApplication } from '@/features/application/api/get-application';
import { ApplicationHeading, FORM_COLUMN } from '@/features/application/components/application-heading';
import { useUser } from '@/lib/auth';
import { useShownAfterPaint } from '@/lib/use-shown-after-paint';

// The form's code (most of the page's weight) is asked for once the heading is on screen: asked for earlier, it took
// a slow phone network's bandwidth and main thread from the heading's own code and data. It runs in two tasks, not
// one: the fields (MUI's form components, the mask, react-hook-form), then the form (its schemas, its sections).
const ApplicationForm = lazy(async () => {
  await import('@/features/application/components/form-fields');
  await new Promise((resolve) => setTimeout(resolve));
  const { ApplicationForm } = await import('@/features/application/components/application-form');
  return { default: ApplicationForm };
});

/** /home/application: the applicant's application form (spec §2), a lazy chunk of the applicant area. */
export default function ApplicationPage() {
  const { t } = useTranslation('application');
  const application = useApplication();
  const user = useUser();
  const formShown = useShownAfterPaint(Boolean(application.data));
  const [draftStatusSlot, setDraftStatusSlot] = useState<HTMLElement | null>(null);
  const data = formShown ? application.data : undefined;
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
  const spinner = (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress aria-label={t('loading')} />
    </Box>
  );
  if (!application.data) {
    // Until the application has come: in the middle of the screen, where index.html's spinner was, and out of the
    // page's flow, so the heading arriving above it moves nothing (the form's spinner then shows below the heading).
    return (
      <Box
        sx={{
          position: 'fixed',
          inset: 0,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          pointerEvents: 'none',
        }}
      >
        <CircularProgress aria-label={t('loading')} />
      </Box>
    );
  }
  // The heading as soon as the application has come, and the same element once the form is drawn below it: it is
  // the page's largest text, so its first paint is the LCP. The form puts the draft's status beside it.
  return (
    <Stack {...FORM_COLUMN}>
      <ApplicationHeading
        status={application.data.status}
        accepted={application.data.acceptedDirection}
        aside={<Box ref={setDraftStatusSlot} />}
      />
      {data && user.data ? (
        <Suspense fallback={spinner}>
          <ApplicationForm
            key={data.id}
            application={data}
            memberId={user.data.id}
            memberPhone={user.data.phone}
            draftStatusSlot={draftStatusSlot}
          />
        </Suspense>
      ) : (
        spinner
      )}
    </Stack>
  );
}
