import { Alert, AlertTitle, Box, Button, Paper, Skeleton, Stack, Typography } from '@mui/material';
import type { TApplication } from '@qabul/contract/application/response';
import type { TExamOutcome } from '@qabul/contract/exam-reading';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import CheckIcon from '@/components/icons/Check';
import CloseIcon from '@/components/icons/Close';
import { paths } from '@/config/paths';
import { namespaceTexts } from '@/lib/i18n';
import { StatusBanner } from './status-banner';

const t = namespaceTexts('home');

/** The applicant's journey (issue 42): the appeal step is shown only when it concerns them. */
export const JOURNEY_STEPS = ['draft', 'submitted', 'accepted', 'permit', 'result', 'appeal'] as const;
export type TJourneyStep = (typeof JOURNEY_STEPS)[number];

/** What the exam and appeal calls say, as far as the home page needs it. */
export type TJourney = {
  /** The permit is published to the applicant. */
  permit: boolean;
  /** The exam result, once published. */
  outcome?: TExamOutcome;
  /** May send an appeal, has sent one (waiting or answered), or neither. */
  appeal: 'none' | 'eligible' | 'waiting' | 'answered';
};

/**
 * The stepper and the card keep these heights whatever the stage, and so does the placeholder drawn while the
 * journey loads: the page below them never moves (CLS). A stage with more to say grows the card, not the page's
 * first paint.
 */
const STEPPER_HEIGHT = { xs: 62, sm: 78 } as const;
const CARD_HEIGHT = { xs: 300, sm: 236 } as const;
const BANNER_HEIGHT = { xs: 112, sm: 88 } as const;

type Action = { key: string; href: string };

function stageOf(status: TApplication['status'], journey: TJourney) {
  const appealSent = journey.appeal === 'waiting' || journey.appeal === 'answered';
  // The appeal is a step of its own only after a "not recommended" result. An appeal against a rejection belongs to
  // the decision's step (its state is shown there) and is behind the applicant once the application is accepted;
  // an application has one appeal, so after a "not recommended" result a sent one is taken to concern that result.
  const resultAppeal = status === 'ACCEPTED' && journey.outcome === 'not_recommended';
  const steps = JOURNEY_STEPS.filter((step) => step !== 'appeal' || resultAppeal);
  let current: TJourneyStep;
  if (status === 'DRAFT') current = 'draft';
  else if (status === 'SUBMITTED') current = 'submitted';
  else if (status === 'REJECTED') current = 'accepted';
  else if (resultAppeal && appealSent) current = 'appeal';
  else if (journey.outcome) current = 'result';
  else if (journey.permit) current = 'permit';
  else current = 'accepted';
  // Steps that ended against the applicant: a rejection, a result other than "recommended".
  const failed = new Set<TJourneyStep>();
  if (status === 'REJECTED') failed.add('accepted');
  if (status === 'ACCEPTED' && journey.outcome && journey.outcome !== 'recommended') failed.add('result');
  return { steps, current, failed };
}

/** The text and links of the current stage; never the permit's download once a result is out. */
function nextOf(application: TApplication, journey: TJourney, current: TJourneyStep) {
  const { status } = application;
  const h = paths.home;
  if (status === 'DRAFT') return { text: t('next.DRAFT'), actions: [{ key: 'fill', href: h.application.getHref() }] };
  if (status === 'SUBMITTED')
    return { text: t('next.SUBMITTED'), actions: [{ key: 'view', href: h.application.getHref() }] };
  if (status === 'REJECTED') {
    const count = Object.keys(application.reviews).length;
    const actions: Action[] = [{ key: 'remarks', href: h.remarks.getHref() }];
    if (journey.appeal !== 'none')
      actions.push({ key: journey.appeal === 'eligible' ? 'appeal' : 'appeal_open', href: h.appeal.getHref() });
    return { text: t('next.REJECTED', { count }), actions };
  }
  if (current === 'appeal') {
    return {
      text: t(journey.appeal === 'answered' ? 'next.appeal_answered' : 'next.appeal_waiting'),
      actions: [
        { key: 'appeal_open', href: h.appeal.getHref() },
        { key: 'result', href: h.result.getHref() },
      ],
    };
  }
  if (current === 'result') {
    const appeal = journey.outcome === 'not_recommended' && journey.appeal === 'eligible';
    return {
      text: t(`next.result_${journey.outcome}`),
      actions: [
        ...(appeal ? [{ key: 'appeal', href: h.appeal.getHref() }] : []),
        { key: 'result', href: h.result.getHref() },
      ],
    };
  }
  if (current === 'permit')
    return { text: t('next.permit'), actions: [{ key: 'permit_open', href: h.allowance.getHref() }] };
  return { text: t('next.ACCEPTED'), actions: [{ key: 'view', href: h.application.getHref() }] };
}

function StepDot({ state, index }: { state: 'done' | 'current' | 'failed' | 'upcoming'; index: number }) {
  const filled = state !== 'upcoming';
  return (
    <Box
      aria-hidden
      sx={{
        width: 28,
        height: 28,
        flex: 'none',
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        fontSize: 14,
        fontWeight: 700,
        border: 2,
        borderColor: state === 'failed' ? 'error.main' : filled ? 'primary.main' : 'grey.400',
        bgcolor: state === 'failed' ? 'error.main' : state === 'done' ? 'primary.main' : 'background.paper',
        color: state === 'done' || state === 'failed' ? 'common.white' : filled ? 'primary.main' : 'text.secondary',
        boxShadow: state === 'current' ? (theme) => `0 0 0 4px ${theme.palette.primary.light}40` : 'none',
      }}
    >
      {state === 'done' ? (
        <CheckIcon sx={{ fontSize: 18 }} />
      ) : state === 'failed' ? (
        <CloseIcon sx={{ fontSize: 18 }} />
      ) : (
        index + 1
      )}
    </Box>
  );
}

/**
 * The journey as a row of steps: a dot per step joined by a line, its name under it from 600 px; on a phone only
 * the current step is named, under the row ("Step 4 of 6: Exam permit"). Screen readers get the whole list.
 */
function Stepper({
  steps,
  current,
  failed,
  rejected,
}: {
  steps: readonly TJourneyStep[];
  current: TJourneyStep;
  failed: Set<TJourneyStep>;
  rejected: boolean;
}) {
  const currentIndex = steps.indexOf(current);
  const label = (step: TJourneyStep) => t(`journey.${step === 'accepted' && rejected ? 'rejected' : step}`);
  return (
    <Box sx={{ height: STEPPER_HEIGHT }} data-testid="journey" data-current={current} data-steps={steps.join(' ')}>
      <Box component="ol" aria-label={t('journey.label')} sx={{ display: 'flex', m: 0, p: 0, listStyle: 'none' }}>
        {steps.map((step, index) => {
          const state =
            failed.has(step) && index <= currentIndex
              ? 'failed'
              : index < currentIndex
                ? 'done'
                : index === currentIndex
                  ? 'current'
                  : 'upcoming';
          return (
            <Box
              component="li"
              key={step}
              aria-current={index === currentIndex ? 'step' : undefined}
              data-step={step}
              data-state={state}
              sx={{
                flex: 1,
                minWidth: 0,
                position: 'relative',
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                // The line to the previous step, behind the dots.
                '&:not(:first-of-type)::before': {
                  content: '""',
                  position: 'absolute',
                  top: 13,
                  right: '50%',
                  width: '100%',
                  height: 2,
                  bgcolor: index <= currentIndex ? 'primary.main' : 'grey.300',
                },
              }}
            >
              <Box sx={{ position: 'relative', zIndex: 1 }}>
                <StepDot state={state} index={index} />
              </Box>
              <Typography
                variant="caption"
                sx={{
                  mt: 0.75,
                  px: 0.25,
                  textAlign: 'center',
                  lineHeight: 1.25,
                  fontWeight: index === currentIndex ? 700 : 400,
                  color: index === currentIndex ? 'text.primary' : 'text.secondary',
                  overflowWrap: 'anywhere',
                  display: '-webkit-box',
                  WebkitLineClamp: 2,
                  WebkitBoxOrient: 'vertical',
                  overflow: 'hidden',
                  // Screen readers read every step's name; a phone shows only the current one's, under the row.
                  position: { xs: 'absolute', sm: 'static' },
                  width: { xs: '1px', sm: 'auto' },
                  height: { xs: '1px', sm: 'auto' },
                  clip: { xs: 'rect(0 0 0 0)', sm: 'auto' },
                }}
              >
                {label(step)}
              </Typography>
            </Box>
          );
        })}
      </Box>
      <Typography
        sx={{ display: { xs: 'block', sm: 'none' }, mt: 1, fontWeight: 700, textAlign: 'center' }}
        aria-hidden
        noWrap
      >
        {t('journey.current', { index: currentIndex + 1, total: steps.length, label: label(current) })}
      </Typography>
    </Box>
  );
}

/**
 * The applicant's application on the home page: its status banner, the journey's stepper (draft → submitted →
 * accepted → permit → result → appeal) and the current stage's next step, with `details` the exam and appeal features
 * give for it (the permit's when and where, the result, the appeal's state).
 */
export function NextStep({
  application,
  journey,
  details = {},
}: {
  application: TApplication;
  journey: TJourney;
  details?: Partial<Record<TJourneyStep, ReactNode>>;
}) {
  const { status } = application;
  const { steps, current, failed } = stageOf(status, journey);
  const next = nextOf(application, journey, current);
  return (
    <Stack spacing={1.5} data-testid="next-step" data-status={status}>
      <Box sx={{ minHeight: BANNER_HEIGHT, display: 'flex', '& > *': { flex: 1 } }}>
        {status === 'DRAFT' ? (
          <Alert severity="info" variant="outlined" data-testid="application-status">
            <AlertTitle sx={{ mb: 0.25 }}>{t('next.status_draft')}</AlertTitle>
            {t('next.draft_hint')}
          </Alert>
        ) : (
          // Past the acceptance the exam's date is on the permit: the banner no longer promises an SMS with it.
          <StatusBanner status={status} accepted={application.acceptedDirection}>
            {status === 'ACCEPTED' && current !== 'accepted' ? t('next.accepted_banner') : undefined}
          </StatusBanner>
        )}
      </Box>
      <Paper
        variant="outlined"
        sx={{ p: { xs: 2, sm: 3 }, minHeight: CARD_HEIGHT, display: 'flex', flexDirection: 'column', gap: 2 }}
      >
        <Stepper steps={steps} current={current} failed={failed} rejected={status === 'REJECTED'} />
        <div>
          <Typography variant="h6" component="h2" sx={{ mb: 0.5 }}>
            {t('next.title')}
          </Typography>
          <Typography data-testid="next-step-text">{next.text}</Typography>
        </div>
        {details[current] ? <div data-testid="next-step-detail">{details[current]}</div> : null}
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ mt: 'auto', alignItems: { xs: 'stretch', sm: 'center' } }}
        >
          {next.actions.map((action, index) => (
            <Button
              key={action.key}
              component={Link}
              to={action.href}
              variant={index === 0 ? 'contained' : 'outlined'}
              size="large"
            >
              {t(`next.action_${action.key}`)}
            </Button>
          ))}
        </Stack>
      </Paper>
    </Stack>
  );
}

/** The same boxes at the same heights while the application and its exam and appeal load. */
export function NextStepPlaceholder() {
  return (
    <Stack spacing={1.5} data-testid="next-step-loading" aria-busy="true">
      <Skeleton variant="rounded" sx={{ height: BANNER_HEIGHT }} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, minHeight: CARD_HEIGHT }}>
        <Skeleton variant="rounded" sx={{ height: STEPPER_HEIGHT }} />
      </Paper>
    </Stack>
  );
}
