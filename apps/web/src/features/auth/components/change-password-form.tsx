import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack } from '@mui/material';
import { type TChangePasswordRequest, ZChangePasswordRequest } from '@qabul/contract/auth';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '@/components/ui/password-field';
import type { ApiError } from '@/lib/api-client';
import { translateMessage } from '@/lib/i18n';
import { notify } from '@/lib/snackbar';
import { useChangePassword } from '../api/change-password';

const FIELDS = [
  { name: 'currentPassword', autoComplete: 'current-password' },
  { name: 'password', autoComplete: 'new-password' },
  { name: 'passwordConfirmation', autoComplete: 'new-password' },
] as const;

const EMPTY: TChangePasswordRequest = { currentPassword: '', password: '', passwordConfirmation: '' };

/** Current password and the new one twice; on success every other session of the applicant has ended. */
export function ChangePasswordForm() {
  const { t } = useTranslation('auth');
  const mutation = useChangePassword();
  const { control, handleSubmit, setError, reset } = useForm<TChangePasswordRequest>({
    resolver: zodResolver(ZChangePasswordRequest),
    defaultValues: EMPTY,
  });

  const submit = handleSubmit(async (values) => {
    try {
      const response = await mutation.mutateAsync(values);
      notify.success(response.message);
      reset(EMPTY);
    } catch (error) {
      for (const [field, messages] of Object.entries((error as ApiError).fieldErrors ?? {}))
        setError(field as keyof TChangePasswordRequest, { message: messages.join(' ') });
    }
  });
  const fieldErrors = mutation.error ? Object.keys((mutation.error as ApiError).fieldErrors ?? {}) : [];

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} data-testid="change-password-form">
      {FIELDS.map(({ name, autoComplete }) => (
        <Controller
          key={name}
          control={control}
          name={name}
          render={({ field: { ref, ...field }, fieldState }) => (
            <PasswordField
              {...field}
              inputRef={ref}
              autoComplete={autoComplete}
              label={t(`change_password.${name}`)}
              error={Boolean(fieldState.error)}
              helperText={
                fieldState.error ? translateMessage(fieldState.error.message) : t(`change_password.hint_${name}`)
              }
              required
              fullWidth
            />
          )}
        />
      ))}
      {mutation.isError && fieldErrors.length === 0 ? <Alert severity="error">{mutation.error.message}</Alert> : null}
      <div>
        <Button type="submit" variant="contained" size="large" loading={mutation.isPending}>
          {t('change_password.submit')}
        </Button>
      </div>
    </Stack>
  );
}
