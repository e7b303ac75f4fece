import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
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
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@/lib/api-client';
import { translateMessage } from '@/lib/i18n';
import { notify } from '@/lib/snackbar';
import { useSendMessage } from '../api/send-message';

const EMPTY: TSmsCampaignRequest = { messageBody: '', toType: 'ALL' };

/**
 * spec §2 "Send message": the text with its 400-character counter and billed SMS parts, and the target. "Send"
 * first asks in a dialog naming the target group (how many it reaches is counted only when the campaign starts).
 */
export function MessageForm() {
  const { t } = useTranslation('sms');
  const send = useSendMessage();
  /** The checked request waiting for the confirmation; null while the dialog is closed. */
  const [pending, setPending] = useState<TSmsCampaignRequest | null>(null);
  const { control, handleSubmit, reset, setError, watch } = useForm<TSmsCampaignRequest>({
    resolver: zodResolver(ZSmsCampaignRequest),
    defaultValues: EMPTY,
  });
  const body = watch('messageBody');
  const parts = countSmsParts(body);

  const submit = handleSubmit((values) => setPending(values));

  const confirmSend = async (values: TSmsCampaignRequest) => {
    try {
      await send.mutateAsync(values);
      notify.success(t('sent'));
      reset(EMPTY);
    } catch (error) {
      for (const [field, messages] of Object.entries((error as ApiError).fieldErrors ?? {})) {
        if (field === 'messageBody' || field === 'toType') setError(field, { message: messages.join(' ') });
      }
    } finally {
      setPending(null);
    }
  };

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
            color={body.length > SMS_MAX_LENGTH ? 'error' : 'textSecondary'}
            data-testid="message-counter"
          >
            {t('counter', { length: body.length, max: SMS_MAX_LENGTH })}
          </Typography>
          <Typography variant="body2" color="textSecondary" data-testid="message-parts">
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
      {pending ? (
        <ConfirmSend
          request={pending}
          busy={send.isPending}
          onConfirm={() => void confirmSend(pending)}
          onClose={() => setPending(null)}
        />
      ) : null}
    </Paper>
  );
}

/** "Send to this group?": the target with who it means, the text and its parts; nothing leaves before "Send". */
function ConfirmSend({
  request,
  busy,
  onConfirm,
  onClose,
}: {
  request: TSmsCampaignRequest;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('sms');
  const parts = countSmsParts(request.messageBody);
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby="message-confirm-title"
      data-testid="message-confirm"
    >
      <DialogTitle id="message-confirm-title">{t('confirm.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('confirm.body')}</DialogContentText>
        <Box sx={{ my: 2, px: 2, py: 1.5, borderLeft: 4, borderColor: 'warning.main', bgcolor: 'action.hover' }}>
          <Typography sx={{ fontWeight: 700 }} data-testid="message-confirm-target">
            {t('confirm.target', { target: t(`targets.${request.toType}`) })}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            {t(`target_hint.${request.toType}`)}
          </Typography>
        </Box>
        <Typography
          variant="body2"
          sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxHeight: 160, overflowY: 'auto' }}
        >
          {request.messageBody}
        </Typography>
        <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
          {t('parts', { count: parts.parts, encoding: parts.encoding })}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy} autoFocus>
          {t('confirm.cancel')}
        </Button>
        <Button variant="contained" onClick={onConfirm} loading={busy} data-testid="message-confirm-send">
          {t('actions.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
