import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/snackbar';
import { forgotPassword } from '../api/forgot-password';
import { PhoneRequestForm } from './phone-request-form';

/** Forgot password: texts a new password, then `onSuccess(phone)` (the page returns to the login). */
export function ForgotPasswordForm({
  initialPhone,
  onSuccess,
}: {
  initialPhone?: string;
  onSuccess: (phone: string) => void;
}) {
  const { t } = useTranslation(['auth', 'common']);
  return (
    <PhoneRequestForm
      testId="forgot-password-form"
      initialPhone={initialPhone}
      submitLabel={t('forgot.submit')}
      onSubmit={async (phone) => {
        const response = await forgotPassword({ phone });
        notify.success(response.message || t('common:success'));
        onSuccess(phone);
      }}
    />
  );
}
