import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { APPEAL_TEXT_MAX, type TAppealAnswer, ZAppealAnswer } from '@qabul/contract/appeal';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@/lib/api-client';
import { useUser } from '@/lib/auth';
import { translateMessage } from '@/lib/i18n';
import { notify } from '@/lib/snackbar';
import { useAnswerAppeal, useApplicationAppeal } from '../api/appeals';
import { AppealThread } from './appeal-thread';

function AnswerForm({ applicationId }: { applicationId: number }) {
  const { t } = useTranslation('appeal');
  const answer = useAnswerAppeal(applicationId);
  const { control, handleSubmit, setError } = useForm<TAppealAnswer>({
    resolver: zodResolver(ZAppealAnswer),
    defaultValues: { answer: '' },
  });
  const submit = handleSubmit(async (values) => {
    try {
      await answer.mutateAsync(values);
      notify.success(t('answer_sent'));
    } catch (error) {
      const fields = (error as ApiError).fieldErrors ?? {};
      if (fields.answer) setError('answer', { message: fields.answer.join(' ') });
    }
  });
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit} data-testid="appeal-answer-form">
      <Controller
        control={control}
        name="answer"
        render={({ field: { ref, ...field }, fieldState }) => (
          <TextField
            {...field}
            inputRef={ref}
            label={t('answer_label')}
            multiline
            minRows={4}
            required
            fullWidth
            error={Boolean(fieldState.error)}
            helperText={
              fieldState.error
                ? translateMessage(fieldState.error.message)
                : t('text_hint', { length: field.value.length, max: APPEAL_TEXT_MAX })
            }
            slotProps={{ htmlInput: { maxLength: APPEAL_TEXT_MAX } }}
          />
        )}
      />
      <div>
        <Button type="submit" variant="contained" loading={answer.isPending}>
          {t('answer_submit')}
        </Button>
      </div>
    </Stack>
  );
}

/**
 * The application's appeal on the staff detail page, shown only when there is one; super admin and verifier answer
 * it once, the observer reads.
 */
export function AppealPanel({ applicationId }: { applicationId: number }) {
  const { t } = useTranslation('appeal');
  const role = useUser().data?.role;
  const canAnswer = role === 'ADMIN_SUPER' || role === 'ADMIN_VERIFIER';
  const appeal = useApplicationAppeal(applicationId).data?.appeal;
  if (!appeal) return null;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="appeal-panel">
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">
          {t('staff_title')}
        </Typography>
        <AppealThread appeal={appeal} applicationId={applicationId} />
        {canAnswer && appeal.answer === null ? <AnswerForm applicationId={applicationId} /> : null}
      </Stack>
    </Paper>
  );
}
