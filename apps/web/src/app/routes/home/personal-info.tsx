import { Paper, Stack, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import PhoneIphoneOutlinedIcon from '@/components/icons/PhoneIphoneOutlined';
import { Loading } from '@/components/ui/load-state';
import { useUser } from '@/lib/auth';
import { useShownAfterPaint } from '@/lib/use-shown-after-paint';

// The page's texts draw at once; the phone's grouping (libphonenumber-js) and the password form (react-hook-form,
// zod) follow as chunks of their own once they are on screen, the number shown as digits meanwhile.
const PhoneText = lazy(() => import('@/features/auth/components/phone-text'));
const ChangePasswordForm = lazy(() =>
  import('@/features/auth/components/change-password-form').then((module) => ({ default: module.ChangePasswordForm })),
);

/** /home/personal-info: the applicant's login phone and the change of password (spec §2 route). */
export default function PersonalInfoPage() {
  const { t } = useTranslation('auth');
  const phone = useUser().data?.phone;
  const digits = phone ? `+${phone}` : null;
  const restShown = useShownAfterPaint();
  const loading = <Loading label={t('app.loading', { ns: 'common' })} />;
  return (
    <Stack spacing={3} sx={{ maxWidth: 640 }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: 24, sm: 32 } }}>
        {t('personal_info.title')}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('personal_info.phone')}
        </Typography>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <PhoneIphoneOutlinedIcon color="primary" />
          <Typography sx={{ fontWeight: 600 }} data-testid="personal-phone" dir="ltr">
            {phone && restShown ? (
              <Suspense fallback={digits}>
                <PhoneText phone={phone} />
              </Suspense>
            ) : (
              digits
            )}
          </Typography>
        </Stack>
        <Typography color="textSecondary" sx={{ mt: 1 }}>
          {t('personal_info.phone_hint')}
        </Typography>
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ mb: 0.5 }}>
          {t('change_password.title')}
        </Typography>
        <Typography color="textSecondary" sx={{ mb: 2 }}>
          {t('change_password.intro')}
        </Typography>
        {restShown ? (
          <Suspense fallback={loading}>
            <ChangePasswordForm />
          </Suspense>
        ) : (
          loading
        )}
      </Paper>
    </Stack>
  );
}
