import { Alert, Button, Stack } from '@mui/material';
import type { TMember } from '@qabul/contract/auth';
import { useEffect, useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PasswordField } from '@/components/ui/password-field';
import { ControlledPhoneField } from '@/components/ui/phone-field';
import { paths } from '@/config/paths';
import { translateMessage } from '@/lib/i18n';
import { lazyResolver } from '@/lib/lazy-resolver';
import { logIn } from '../api/login';
import type { TLoginForm } from '../api/schemas';

/** spec §9: the password gets the focus 100 ms after a prefilled phone. */
const PASSWORD_FOCUS_DELAY_MS = 100;

const resolver = lazyResolver(() => import('../api/schemas').then((schemas) => schemas.loginResolver));

type LoginFormProps = { initialPhone?: string; onSuccess: (member: TMember) => void };

export function LoginForm({ initialPhone = '', onSuccess }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const passwordRef = useRef<HTMLInputElement | null>(null);
  const { control, handleSubmit, getValues, watch, setFocus, setError, formState } = useForm<TLoginForm>({
    resolver,
    defaultValues: { phone: initialPhone, password: '' },
  });
  const phone = watch('phone');

  useEffect(() => {
    if (!initialPhone) return;
    const timer = window.setTimeout(() => passwordRef.current?.focus(), PASSWORD_FOCUS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [initialPhone]);

  const submit = handleSubmit(async (values) => {
    try {
      onSuccess(await logIn({ username: values.phone, password: values.password }));
    } catch (error) {
      setError('root.server', { message: (error as Error).message });
    }
  });
  const serverError = formState.errors.root?.server?.message;

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={submit}
      onInput={resolver.preload}
      spacing={2}
      data-testid="login-form"
    >
      <ControlledPhoneField
        control={control}
        name="phone"
        label={t('fields.phone')}
        required
        fullWidth
        autoFocus={!initialPhone}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          if (getValues('password')) void submit();
          else setFocus('password');
        }}
      />
      <Controller
        control={control}
        name="password"
        render={({ field: { ref, ...field }, fieldState }) => (
          <PasswordField
            {...field}
            inputRef={(element: HTMLInputElement | null) => {
              ref(element);
              passwordRef.current = element;
            }}
            label={t('fields.password')}
            error={Boolean(fieldState.error)}
            helperText={translateMessage(fieldState.error?.message)}
            required
            fullWidth
            slotProps={{ htmlInput: { 'data-testid': 'password-input' } }}
          />
        )}
      />
      {serverError ? (
        <Alert severity="error" data-testid="login-error" sx={{ whiteSpace: 'pre-line' }}>
          {serverError}
        </Alert>
      ) : null}
      <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting} fullWidth>
        {t('actions.continue')}
      </Button>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button component={RouterLink} to={paths.signUp.getHref(phone)} variant="outlined" fullWidth>
          {t('actions.sign_up')}
        </Button>
        <Button component={RouterLink} to={paths.forgotPassword.getHref(phone)} variant="text" fullWidth>
          {t('actions.forgot_password')}
        </Button>
      </Stack>
    </Stack>
  );
}
