import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { APPEAL_FILE_MAX_BYTES, type TAppealCreate, ZAppealCreate } from '@qabul/contract/appeal';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@/lib/api-client';
import { translateMessage } from '@/lib/i18n';
import { notify } from '@/lib/snackbar';
import { useSendAppeal } from '../api/appeals';
import { AppealTextField } from './appeal-text-field';

/** The text and an optional PDF; the file is checked for type and size here, its content by the server. */
export default function AppealForm() {
  const { t } = useTranslation('appeal');
  const send = useSendAppeal();
  const [file, setFile] = useState<File>();
  const [fileError, setFileError] = useState<string>();
  const { control, handleSubmit, setError } = useForm<TAppealCreate>({
    resolver: zodResolver(ZAppealCreate),
    defaultValues: { text: '' },
  });

  // Only one appeal is allowed and it cannot be changed: a checked text is sent only once the applicant confirms.
  const [confirming, setConfirming] = useState<TAppealCreate>();
  const submit = handleSubmit((values) => setConfirming(values));
  const confirm = async () => {
    if (!confirming) return;
    setConfirming(undefined);
    try {
      await send.mutateAsync({ ...confirming, file });
      notify.success(t('sent'));
    } catch (error) {
      const fields = (error as ApiError).fieldErrors ?? {};
      if (fields.text) setError('text', { message: fields.text.join(' ') });
      if (fields.file) setFileError(fields.file.join(' '));
    }
  };

  const pick = (picked: File | undefined) => {
    setFileError(undefined);
    if (picked && picked.type !== 'application/pdf') return setFileError(translateMessage('appeal_file_not_pdf'));
    if (picked && picked.size > APPEAL_FILE_MAX_BYTES) return setFileError(translateMessage('appeal_file_too_large'));
    setFile(picked);
  };

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit} data-testid="appeal-form">
      <AppealTextField control={control} name="text" label={t('text_label')} minRows={6} />
      <Stack spacing={0.5}>
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Button variant="outlined" component="label">
            {t('file_button')}
            <input
              type="file"
              hidden
              accept="application/pdf"
              data-testid="appeal-file"
              onChange={(event) => pick(event.target.files?.[0])}
            />
          </Button>
          <Typography sx={{ overflowWrap: 'anywhere' }}>{file ? file.name : t('file_none')}</Typography>
        </Stack>
        <Typography
          variant="body2"
          color={fileError ? 'error' : 'textSecondary'}
          role={fileError ? 'alert' : undefined}
        >
          {fileError ?? t('file_hint')}
        </Typography>
      </Stack>
      {send.isError && !(send.error as ApiError).fieldErrors ? (
        <Alert severity="error">{send.error.message}</Alert>
      ) : null}
      <div>
        <Button type="submit" variant="contained" size="large" loading={send.isPending}>
          {t('submit')}
        </Button>
      </div>
      <Dialog
        open={Boolean(confirming)}
        onClose={() => setConfirming(undefined)}
        aria-labelledby="appeal-confirm-title"
        aria-describedby="appeal-confirm-text"
        data-testid="appeal-confirm"
      >
        <DialogTitle id="appeal-confirm-title">{t('confirm_title')}</DialogTitle>
        <DialogContent>
          <DialogContentText id="appeal-confirm-text">
            {t(file ? 'confirm_text_file' : 'confirm_text', { file: file?.name })}
          </DialogContentText>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={() => setConfirming(undefined)}>{t('confirm_cancel')}</Button>
          <Button variant="contained" onClick={() => void confirm()} autoFocus>
            {t('confirm_send')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
