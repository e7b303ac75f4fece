import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';

/** `/forgot-password?phone=`: after the SMS is sent the user returns to the login with the phone (spec §2). */
export function ForgotPasswordRoute() {
  const { t } = useTranslation('auth');
  const [search] = useSearchParams();
  const navigate = useNavigate();
  return (
    <AuthLayout title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
      <ForgotPasswordForm
        initialPhone={search.get('phone')?.replace(/\D/g, '') ?? ''}
        onSuccess={(phone) => navigate(paths.login.getHref(phone))}
      />
    </AuthLayout>
  );
}
