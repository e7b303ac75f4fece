import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  countSmsParts,
  SMS_MAX_LENGTH,
  SMS_TARGETS,
  type TSmsCampaignRequest,
  ZSmsCampaignRequest,
} from '@qabul/contract/sms';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@/lib/api-client';
import { translateMessage } from '@/lib/i18n';
import { notify } from '@/lib/snackbar';
import { useSendMessage } from '../api/send-message';

const EMPTY: TSmsCampaignRequest = { messageBody: '', toType: 'ALL' };

/** spec §2 "Send message": the text with its 400-character counter and billed SMS parts, and the target. */
export function MessageForm() {
  const { t } = useTranslation('sms');
  const send = useSendMessage();
  const { control, handleSubmit, reset, setError, watch } = useForm<TSmsCampaignRequest>({
    resolver: zodResolver(ZSmsCampaignRequest),
    defaultValues: EMPTY,
  });
  const body = watch('messageBody');
  const parts = countSmsParts(body);

  const submit = handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values);
      notify.success(t('sent'));
      reset(EMPTY);
    } catch (error) {
      for (const [field, messages] of Object.entries((error as ApiError).fieldErrors ?? {})) {
        if (field === 'messageBody' || field === 'toType') setError(field, { message: messages.join(' ') });
      }
    }
  });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack component="form" noValidate onSubmit={submit} spacing={2} data-testid="message-form">
        <Controller
          control={control}
          name="messageBody"
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              label={t('fields.message')}
              required
              multiline
              minRows={5}
              fullWidth
              error={Boolean(fieldState.error) || body.length > SMS_MAX_LENGTH}
              helperText={translateMessage(fieldState.error?.message)}
              slotProps={{ htmlInput: { 'data-testid': 'message-body' } }}
            />
          )}
        />
        <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mt: '4px !important' }}>
          <Typography
            variant="body2"
            color={body.length > SMS_MAX_LENGTH ? 'error' : 'text.secondary'}
            data-testid="message-counter"
          >
            {t('counter', { length: body.length, max: SMS_MAX_LENGTH })}
          </Typography>
          <Typography variant="body2" color="text.secondary" data-testid="message-parts">
            {t('parts', { count: parts.parts, encoding: parts.encoding })}
          </Typography>
        </Stack>
        <Controller
          control={control}
          name="toType"
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              select
              label={t('fields.target')}
              required
              fullWidth
              error={Boolean(fieldState.error)}
              helperText={translateMessage(fieldState.error?.message) || t(`target_hint.${field.value}`)}
              slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'message-target' } as object } }}
            >
              {SMS_TARGETS.map((target) => (
                <MenuItem key={target} value={target} data-testid={`message-target-${target}`}>
                  {t(`targets.${target}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={send.isPending}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('actions.send')}
        </Button>
      </Stack>
    </Paper>
  );
}
