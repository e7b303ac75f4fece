import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/snackbar';
import { register } from '../api/register';
import { PhoneRequestForm } from './phone-request-form';

/** Sign-up: texts a password, then `onSuccess(phone)` (the page returns to the login with the phone). */
export function SignUpForm({ initialPhone, onSuccess }: { initialPhone?: string; onSuccess: (phone: string) => void }) {
  const { t } = useTranslation(['auth', 'common']);
  return (
    <PhoneRequestForm
      testId="sign-up-form"
      initialPhone={initialPhone}
      submitLabel={t('actions.sign_up')}
      onSubmit={async (phone) => {
        const response = await register({ phone });
        notify.success(response.message || t('common:success'));
        onSuccess(phone);
      }}
    />
  );
}
