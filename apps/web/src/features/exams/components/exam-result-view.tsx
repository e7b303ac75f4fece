import { Alert, Box, Button, Divider, Paper, Stack, Typography } from '@mui/material';
import { examOutcome, hasExamResult } from '@qabul/contract/exam-reading';
import { isLocale } from '@qabul/contract/locale';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import CancelIcon from '@/components/icons/Cancel';
import CheckCircleIcon from '@/components/icons/CheckCircle';
import DescriptionIcon from '@/components/icons/Description';
import { LoadFailed, Loading } from '@/components/ui/load-state';
import { portalSettings } from '@/config/settings';
import { saveFile } from '@/lib/download';
import { useAnswerSheet } from '../api/get-answer-sheet';
import { useExamResult } from '../api/get-exam-result';

/**
 * The result page (spec §2), for the applicant (no id) or staff: heading, full name, university, then attended and
 * recommended (green), attended and not recommended (red), did not take part (red), with the score and the note the
 * import gave; a link to the scanned answer sheet when there is one; before publication a clear "not published yet".
 * `appeal` (the appeals feature's action, composed by the page) shows under a "not recommended" result.
 */
export function ExamResultView({ applicationId, appeal }: { applicationId?: number; appeal?: ReactNode }) {
  const { t, i18n } = useTranslation('exams');
  const result = useExamResult({ applicationId });
  const answerSheet = useAnswerSheet();
  const locale = isLocale(i18n.language) ? i18n.language : 'uz';
  // The university of the settings file (docs/settings.md), in the shown language or its English-less fallback.
  const names = portalSettings.university?.name;
  const university = names ? names[locale] || names.ru : undefined;

  if (result.isError) {
    return (
      <LoadFailed
        message={t('result.load_failed')}
        retryLabel={t('result.retry')}
        onRetry={() => void result.refetch()}
      />
    );
  }
  if (!result.data) return <Loading label={t('result.loading')} />;

  const heading = (
    <Typography variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: 24, sm: 32 } }}>
      {t('result.title')}
    </Typography>
  );
  if (!hasExamResult(result.data)) {
    return (
      <Stack spacing={2} sx={{ maxWidth: 840 }}>
        {heading}
        <Alert severity="info" data-testid="result-not-published">
          {t('result.not_published')}
        </Alert>
      </Stack>
    );
  }

  const data = result.data;
  const outcome = examOutcome(data);
  const recommended = outcome === 'recommended';
  const { answerId } = data;
  return (
    <Stack spacing={2} sx={{ maxWidth: 840 }}>
      {heading}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          <div>
            <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
              {data.fullName}
            </Typography>
            {university ? <Typography color="textSecondary">{university}</Typography> : null}
          </div>
          <Stack
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', color: recommended ? 'success.main' : 'error.main' }}
            data-testid="exam-outcome"
            data-outcome={outcome}
          >
            {recommended ? <CheckCircleIcon /> : <CancelIcon />}
            <Typography variant="h6" component="p" sx={{ fontWeight: 700, color: 'inherit' }}>
              {t(`result.${outcome}`)}
            </Typography>
          </Stack>
          {data.score !== undefined ? (
            <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }} data-testid="exam-score">
              <Typography color="textSecondary">{t('result.score')}</Typography>
              <Typography component="span" sx={{ fontSize: 28, fontWeight: 700, lineHeight: 1.2 }}>
                {data.score.toLocaleString(locale)}
              </Typography>
            </Box>
          ) : null}
          {data.actxt ? (
            <Typography
              sx={{ color: recommended ? 'success.dark' : 'text.primary', overflowWrap: 'anywhere' }}
              data-testid="exam-note"
            >
              {data.actxt}
            </Typography>
          ) : null}
          {answerId && (
            <div>
              <Button
                variant="outlined"
                startIcon={<DescriptionIcon />}
                disabled={answerSheet.isPending}
                onClick={() =>
                  answerSheet.mutate(
                    { applicationId, answerId },
                    { onSuccess: (blob) => saveFile(blob, `${answerId}.pdf`) },
                  )
                }
              >
                {t('result.answer_sheet')}
              </Button>
            </div>
          )}
          {outcome === 'not_recommended' && appeal ? (
            <>
              <Divider />
              {appeal}
            </>
          ) : null}
        </Stack>
      </Paper>
    </Stack>
  );
}
