import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { SignUpForm } from '@/features/auth/components/sign-up-form';

/** `/sign-up?phone=`: after the SMS is sent the user returns to the login with the phone (spec §2). */
export function SignUpRoute() {
  const { t } = useTranslation('auth');
  const [search] = useSearchParams();
  const navigate = useNavigate();
  return (
    <AuthLayout title={t('sign_up.title')} subtitle={t('sign_up.subtitle')}>
      <SignUpForm
        initialPhone={search.get('phone')?.replace(/\D/g, '') ?? ''}
        onSuccess={(phone) => navigate(paths.login.getHref(phone))}
      />
    </AuthLayout>
  );
}
