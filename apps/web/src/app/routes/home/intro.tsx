import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import VolunteerActivismOutlinedIcon from '@mui/icons-material/VolunteerActivismOutlined';
import { Paper, Stack, Typography } from '@mui/material';
import { examOutcome, hasExamResult, hasPermit } from '@qabul/contract/exam';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SessionDates } from '@/features/admission-session/components/session-dates';
import { useOwnAppeal } from '@/features/appeals/api/appeals';
import { AppealState } from '@/features/appeals/components/appeal-action';
import { useApplication } from '@/features/application/api/get-application';
import {
  NextStep,
  NextStepPlaceholder,
  type TJourney,
  type TJourneyStep,
} from '@/features/application/components/next-step';
import { useExamResult } from '@/features/exams/api/get-exam-result';
import { usePermit } from '@/features/exams/api/get-permit';
import { PermitBrief, ResultBrief } from '@/features/exams/components/exam-brief';

const paragraphs = [
  { key: 'free', icon: <VolunteerActivismOutlinedIcon color="primary" /> },
  { key: 'deadline', icon: <EventOutlinedIcon color="primary" /> },
  { key: 'fee', icon: <PaymentsOutlinedIcon color="primary" /> },
  { key: 'exam', icon: <CampaignOutlinedIcon color="primary" /> },
] as const;

/**
 * The application's journey: its stage and next step with the exam's when and where, the result and the appeal,
 * drawn once everything it depends on has come (a placeholder of the same height until then). The permit, result
 * and appeal are asked for at once with the application (and early, by the boot script), not after it.
 */
function Journey() {
  const application = useApplication();
  const permit = usePermit({});
  const result = useExamResult({});
  const appeal = useOwnAppeal();
  const status = application.data?.status;
  const examMatters = status === 'ACCEPTED' || status === 'REJECTED';
  if (application.isError) return null;
  if (!application.data || (examMatters && (permit.isPending || result.isPending || appeal.isPending))) {
    return <NextStepPlaceholder />;
  }
  const own = appeal.data;
  const journey: TJourney = {
    permit: hasPermit(permit.data),
    outcome: hasExamResult(result.data) ? examOutcome(result.data) : undefined,
    appeal: own?.appeal ? (own.appeal.answer !== null ? 'answered' : 'waiting') : own?.eligible ? 'eligible' : 'none',
  };
  const resultBrief = hasExamResult(result.data) ? <ResultBrief result={result.data} /> : null;
  const appealState = own?.appeal ? <AppealState appeal={own.appeal} /> : null;
  const details: Partial<Record<TJourneyStep, ReactNode>> = {
    accepted: appealState,
    permit: hasPermit(permit.data) ? <PermitBrief permit={permit.data} /> : null,
    result: resultBrief,
    appeal: (
      <Stack spacing={1.5}>
        {resultBrief}
        {appealState}
      </Stack>
    ),
  };
  return <NextStep application={application.data} journey={journey} details={details} />;
}

/** /home index: the application's journey and next step, the admission session's dates, the intro (spec §1, §2). */
export default function IntroPage() {
  const { t } = useTranslation('home');
  return (
    <Stack spacing={3} sx={{ maxWidth: 840 }}>
      <div>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: 24, sm: 32 } }}>
          {t('intro.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('intro.subtitle')}
        </Typography>
      </div>
      <Journey />
      <SessionDates />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('intro.about')}
        </Typography>
        <Stack spacing={2}>
          {paragraphs.map((p) => (
            <Stack key={p.key} direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
              {p.icon}
              <Typography>{t(`intro.${p.key}`)}</Typography>
            </Stack>
          ))}
        </Stack>
      </Paper>
    </Stack>
  );
}
