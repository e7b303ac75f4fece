import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { type TPasswordChange, ZPasswordChange } from '@qabul/contract/catalogue';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '@/components/ui/password-field';
import { ApiError } from '@/lib/api-client';
import { translateMessage } from '@/lib/i18n';
import { notify } from '@/lib/snackbar';
import { useChangeMemberPassword } from '../api/change-member-password';
import { fieldTestId, useFieldLabel } from './catalogue-field';
import { serverFieldErrors } from './server-field-errors';

const FIELDS = ['password', 'passwordConfirmation'] as const;

/** The members' change-password dialog (spec §2, §5: both required and equal). */
export function MemberPasswordDialog({ memberId, onClose }: { memberId: number; onClose: () => void }) {
  const { t } = useTranslation(['catalogues', 'common']);
  const label = useFieldLabel('members');
  const change = useChangeMemberPassword(memberId);
  const { control, handleSubmit, setError, formState } = useForm<TPasswordChange>({
    resolver: zodResolver(ZPasswordChange),
    defaultValues: { password: '', passwordConfirmation: '' },
  });

  const submit = handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
    } catch (error) {
      const messages = serverFieldErrors(error instanceof ApiError ? error.fieldErrors : {}, FIELDS);
      for (const [field, message] of Object.entries(messages))
        setError(field as (typeof FIELDS)[number], { type: 'server', message });
      return;
    }
    notify.success(t('common:success'));
    onClose();
  });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <Stack component="form" noValidate onSubmit={submit} data-testid="password-dialog">
        <DialogTitle>{t('dialog.password_title', { id: memberId })}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {FIELDS.map((name) => (
              <Controller
                key={name}
                control={control}
                name={name}
                render={({ field: { ref, ...input }, fieldState }) => (
                  <PasswordField
                    {...input}
                    inputRef={ref}
                    label={label(name)}
                    autoComplete="new-password"
                    required
                    fullWidth
                    error={Boolean(fieldState.error)}
                    helperText={translateMessage(fieldState.error?.message)}
                    slotProps={{ htmlInput: { 'data-testid': fieldTestId(name) } }}
                  />
                )}
              />
            ))}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={onClose}>{t('actions.cancel')}</Button>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            {t('actions.save')}
          </Button>
        </DialogActions>
      </Stack>
    </Dialog>
  );
}
