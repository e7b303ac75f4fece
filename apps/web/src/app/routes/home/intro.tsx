import { Paper, Stack, Typography } from '@mui/material';
import { examOutcome, hasExamResult, hasPermit } from '@qabul/contract/exam-reading';
import { type ReactNode, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import CampaignOutlinedIcon from '@/components/icons/CampaignOutlined';
import EventOutlinedIcon from '@/components/icons/EventOutlined';
import PaymentsOutlinedIcon from '@/components/icons/PaymentsOutlined';
import VolunteerActivismOutlinedIcon from '@/components/icons/VolunteerActivismOutlined';
import { useAdmissionSession } from '@/features/admission-session/api/get-admission-session';
import { SessionDates } from '@/features/admission-session/components/session-dates';
import { useOwnAppeal } from '@/features/appeals/api/own-appeal';
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
 * The application's journey (its stage and next step with the exam's when and where, the result and the appeal), the
 * session's dates and the intro, drawn in one go once everything they depend on has come: until then a placeholder
 * of the journey's height, and nothing under it that could be pushed down (CLS). The permit, result, appeal and
 * session are asked for at once with the application (and early, by the boot script), not after it.
 */
function IntroBody() {
  const { t } = useTranslation('home');
  const application = useApplication();
  const permit = usePermit({});
  const result = useExamResult({});
  const appeal = useOwnAppeal();
  const session = useAdmissionSession();
  const status = application.data?.status;
  const examMatters = status === 'ACCEPTED' || status === 'REJECTED';
  const arriving =
    application.isPending ||
    session.isPending ||
    (examMatters && (permit.isPending || result.isPending || appeal.isPending));
  // The journey, the dates and the intro are the page's long drawing: made as a background render that React cuts
  // into short pieces, not in the update that brought the last answer (a query's update is drawn in one go).
  const waiting = useDeferredValue(arriving, true);
  if (waiting) return <NextStepPlaceholder />;
  const own = appeal.data;
  const journey: TJourney = {
    permit: hasPermit(permit.data),
    outcome: hasExamResult(result.data) ? examOutcome(result.data) : undefined,
    appeal: own?.appeal ? (own.appeal.answer !== null ? 'answered' : 'waiting') : own?.eligible ? 'eligible' : 'none',
  };
  const resultBrief = hasExamResult(result.data) ? <ResultBrief result={result.data} /> : null;
  // The state without its own link: the next step's button opens the appeal.
  const appealState = own?.appeal ? <AppealState appeal={own.appeal} link={false} /> : null;
  const details: Partial<Record<TJourneyStep, ReactNode>> = {
    // An appeal against the rejection, while the application is rejected; an accepted one leaves it behind.
    accepted: status === 'REJECTED' ? appealState : null,
    permit: hasPermit(permit.data) ? <PermitBrief permit={permit.data} /> : null,
    result: resultBrief,
    appeal: (
      <Stack spacing={1.5}>
        {resultBrief}
        {appealState}
      </Stack>
    ),
  };
  return (
    <>
      {application.data ? <NextStep application={application.data} journey={journey} details={details} /> : null}
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
    </>
  );
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
        <Typography color="textSecondary" sx={{ mt: 1 }}>
          {t('intro.subtitle')}
        </Typography>
      </div>
      <IntroBody />
    </Stack>
  );
}
