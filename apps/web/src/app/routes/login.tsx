import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { LoginForm } from '@/features/auth/components/login-form';
import { areaHrefFor } from '@/lib/member';

/** `/` (spec §2): `?phone=` prefills the phone and focuses the password. */
export function LoginRoute() {
  const { t } = useTranslation('auth');
  const [search] = useSearchParams();
  const navigate = useNavigate();
  return (
    <AuthLayout title={t('login.title')} subtitle={t('login.subtitle')}>
      <LoginForm
        initialPhone={search.get('phone')?.replace(/\D/g, '') ?? ''}
        onSuccess={(member) => navigate(areaHrefFor(member.role), { replace: true })}
      />
    </AuthLayout>
  );
}
