import { Button, Stack } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ControlledPhoneField } from '@/components/ui/controlled-phone-field';
import { paths } from '@/config/paths';
import type { ApiError } from '@/lib/api-client';
import { withContractMessages } from '@/lib/i18n';
import { lazyResolver } from '@/lib/lazy-module';
import type { TPhoneForm } from '../api/schemas';

const resolver = lazyResolver(() =>
  withContractMessages(import('../api/resolvers')).then((resolvers) => resolvers.phoneResolver),
);

type PhoneRequestFormProps = {
  initialPhone?: string;
  submitLabel: string;
  onSubmit: (phone: string) => Promise<unknown>;
  testId: string;
};

/** The phone-only form of sign-up and forgot-password; server field errors (499) land on the field too. */
export function PhoneRequestForm({ initialPhone = '', submitLabel, onSubmit, testId }: PhoneRequestFormProps) {
  const { t } = useTranslation('auth');
  const { control, handleSubmit, setError, watch, formState } = useForm<TPhoneForm>({
    resolver,
    defaultValues: { phone: initialPhone },
  });
  const phone = watch('phone');

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values.phone);
    } catch (error) {
      const messages = (error as ApiError).fieldErrors?.phone;
      if (messages?.length) setError('phone', { message: messages.join(' ') });
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={submit} onInput={resolver.preload} spacing={2} data-testid={testId}>
      <ControlledPhoneField control={control} name="phone" label={t('fields.phone')} required fullWidth autoFocus />
      <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting} fullWidth>
        {submitLabel}
      </Button>
      <Button component={RouterLink} to={paths.login.getHref(phone)} variant="text" fullWidth>
        {t('actions.back_to_login')}
      </Button>
    </Stack>
  );
}
