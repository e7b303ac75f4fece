import { Alert, Button, Stack } from '@mui/material';
import type { TMember, TTwoFactorChallenge } from '@qabul/contract/auth';
import { type FormEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PasswordField } from '@/components/ui/password-field';
import { PhoneField } from '@/components/ui/phone-field';
import { paths } from '@/config/paths';
import { staffTexts, translateMessage, withContractMessages } from '@/lib/i18n';
import { lazyValue } from '@/lib/lazy-module';
import { logIn } from '../api/login';
import type { TLoginForm } from '../api/schemas';

/** Staff with two-factor only: applicants never download the second step, nor its texts (the staff area's). */
const TwoFactorLoginStep = lazy(() =>
  Promise.all([import('./two-factor-login-step'), staffTexts.get()]).then(([module]) => ({
    default: module.TwoFactorLoginStep,
  })),
);

/** spec §9: the password gets the focus 100 ms after a prefilled phone. */
const PASSWORD_FOCUS_DELAY_MS = 100;

const loginSchema = lazyValue(() =>
  withContractMessages(import('../api/schemas')).then((schemas) => schemas.ZLoginForm),
);

type LoginErrors = Partial<Record<keyof TLoginForm, string>>;

/** The contract's first message (a key) per field, none when the values are valid. */
async function validate(values: TLoginForm): Promise<LoginErrors> {
  const result = (await loginSchema.get()).safeParse(values);
  const errors: LoginErrors = {};
  for (const issue of result.error?.issues ?? []) errors[issue.path[0] as keyof TLoginForm] ??= issue.message;
  return errors;
}

type LoginFormProps = { initialPhone?: string; onSuccess: (member: TMember) => void };

/**
 * The first page every applicant loads, so it is kept light: two fields in React state, checked with the contract's
 * schema (loaded on the first keystroke) as react-hook-form would check them (on submit, then on every change),
 * without loading react-hook-form.
 */
export function LoginForm({ initialPhone = '', onSuccess }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const phoneRef = useRef<HTMLInputElement | null>(null);
  const passwordRef = useRef<HTMLInputElement | null>(null);
  const [values, setValues] = useState<TLoginForm>({ phone: initialPhone, password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [serverError, setServerError] = useState<string>();
  const [secondStep, setSecondStep] = useState<TTwoFactorChallenge>();

  useEffect(() => {
    if (!initialPhone) return;
    const timer = window.setTimeout(() => passwordRef.current?.focus(), PASSWORD_FOCUS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [initialPhone]);

  // After the first submit, the messages follow what is typed. Each check awaits the one loaded schema, so they land
  // in the order typed. (Typing is a discrete event: React has drawn the last value before the next keystroke.)
  const change = (next: Partial<TLoginForm>) => {
    const updated = { ...values, ...next };
    setValues(updated);
    if (submitted) validate(updated).then(setErrors, () => undefined);
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (submitting) return;
    setSubmitted(true);
    setServerError(undefined);
    let found: LoginErrors;
    try {
      found = await validate(values);
    } catch {
      // The schema's chunk did not download: a dropped connection, said as for a failed call.
      setServerError(t('errors.no_connection', { ns: 'common' }));
      return;
    }
    setErrors(found);
    if (found.phone || found.password) {
      (found.phone ? phoneRef : passwordRef).current?.focus();
      return;
    }
    setSubmitting(true);
    try {
      const outcome = await logIn({ username: values.phone, password: values.password });
      if ('member' in outcome) onSuccess(outcome.member);
      else setSecondStep(outcome);
    } catch (error) {
      setServerError((error as Error).message);
    } finally {
      setSubmitting(false);
    }
  };

  /** What both fields show the same way: their label, required mark and message. */
  const fieldProps = (name: keyof TLoginForm) => ({
    name,
    label: t(`fields.${name}`),
    error: Boolean(errors[name]),
    helperText: translateMessage(errors[name]),
    required: true,
    fullWidth: true,
  });

  if (secondStep) {
    return (
      <Suspense fallback={null}>
        <TwoFactorLoginStep
          step={secondStep}
          onSuccess={onSuccess}
          onRestart={() => {
            setSecondStep(undefined);
            setValues({ ...values, password: '' });
          }}
        />
      </Suspense>
    );
  }

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={submit}
      onInput={loginSchema.preload}
      spacing={2}
      data-testid="login-form"
    >
      <PhoneField
        value={values.phone}
        onChange={(phone) => change({ phone })}
        inputRef={phoneRef}
        {...fieldProps('phone')}
        autoFocus={!initialPhone}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          if (values.password) void submit();
          else passwordRef.current?.focus();
        }}
      />
      <PasswordField
        value={values.password}
        onChange={(event) => change({ password: event.target.value })}
        inputRef={passwordRef}
        {...fieldProps('password')}
        slotProps={{ htmlInput: { 'data-testid': 'password-input' } }}
      />
      {serverError ? (
        <Alert severity="error" data-testid="login-error" sx={{ whiteSpace: 'pre-line' }}>
          {serverError}
        </Alert>
      ) : null}
      <Button type="submit" variant="contained" size="large" loading={submitting} fullWidth>
        {t('actions.continue')}
      </Button>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button component={RouterLink} to={paths.signUp.getHref(values.phone)} variant="outlined" fullWidth>
          {t('actions.sign_up')}
        </Button>
        <Button component={RouterLink} to={paths.forgotPassword.getHref(values.phone)} variant="text" fullWidth>
          {t('actions.forgot_password')}
        </Button>
      </Stack>
    </Stack>
  );
}
