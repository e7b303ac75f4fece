import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Paper, Stack, Typography } from '@mui/material';
import { type TAppealAnswer, ZAppealAnswer } from '@qabul/contract/appeal';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { ApiError } from '@/lib/api-client';
import { useUser } from '@/lib/auth';
import { notify } from '@/lib/snackbar';
import { useAnswerAppeal, useApplicationAppeal } from '../api/appeals';
import { AppealTextField } from './appeal-text-field';
import { AppealThread } from './appeal-thread';

/** The URL hash that opens the staff application page at its appeal (the queue's rows link there). */
export const APPEAL_PANEL_HASH = 'appeal';

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
      <AppealTextField control={control} name="answer" label={t('answer_label')} minRows={4} />
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
  const { hash } = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = Boolean(appeal);
  // Opened from the queue (#appeal): once the panel is drawn, bring it into view and put the focus on its heading.
  useEffect(() => {
    if (!shown || hash !== `#${APPEAL_PANEL_HASH}`) return;
    heading.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, [shown, hash]);
  if (!appeal) return null;
  return (
    <Paper
      variant="outlined"
      id={APPEAL_PANEL_HASH}
      sx={{ p: { xs: 2, sm: 3 }, scrollMarginTop: 80 }}
      data-testid="appeal-panel"
    >
      <Stack spacing={2}>
        <Typography
          variant="h6"
          component="h2"
          ref={heading}
          tabIndex={-1}
          sx={{ outline: 'none', scrollMarginTop: 80 }}
        >
          {t('staff_title')}
        </Typography>
        <AppealThread appeal={appeal} applicationId={applicationId} />
        {canAnswer && appeal.answer === null ? <AnswerForm applicationId={applicationId} /> : null}
      </Stack>
    </Paper>
  );
}
