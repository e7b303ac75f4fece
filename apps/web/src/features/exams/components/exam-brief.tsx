import { Link, Stack, Typography } from '@mui/material';
import type { TExamResult, TPermit } from '@qabul/contract/exam';
import { examOutcome } from '@qabul/contract/exam-reading';
import { isLocale } from '@qabul/contract/locale';
import { useTranslation } from 'react-i18next';
import CancelIcon from '@/components/icons/Cancel';
import CheckCircleIcon from '@/components/icons/CheckCircle';
import EventOutlinedIcon from '@/components/icons/EventOutlined';
import PlaceOutlinedIcon from '@/components/icons/PlaceOutlined';
import { examPlace, useShiftText } from './exam-facts';

/** The exam's when and where in a few lines, for the home page: date, shift and start, branch, room, address. */
export function PermitBrief({ permit }: { permit: TPermit }) {
  const { t, i18n } = useTranslation('exams');
  const shiftText = useShiftText();
  const { address, mapUrl } = examPlace(isLocale(i18n.language) ? i18n.language : 'uz');
  const shift = shiftText(permit.smena1);
  const place = [permit.branch, permit.room].filter(Boolean).join(', ');
  return (
    <Stack spacing={1} data-testid="permit-brief">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <EventOutlinedIcon color="primary" fontSize="small" sx={{ mt: 0.25 }} />
        <Typography sx={{ fontWeight: 700 }}>
          {permit.time
            ? t('brief.when_time', { day: permit.day1, shift, time: permit.time })
            : t('brief.when', { day: permit.day1, shift })}
        </Typography>
      </Stack>
      {place || address ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <PlaceOutlinedIcon color="primary" fontSize="small" sx={{ mt: 0.25 }} />
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            {[place, address].filter(Boolean).join(' · ')}
            {mapUrl ? (
              <>
                {' '}
                <Link href={mapUrl} target="_blank" rel="noopener noreferrer" sx={{ whiteSpace: 'nowrap' }}>
                  {t('permit.map')}
                </Link>
              </>
            ) : null}
          </Typography>
        </Stack>
      ) : null}
    </Stack>
  );
}

/** The result in one line for the home page: the outcome in its colour and the score when there is one. */
export function ResultBrief({ result }: { result: TExamResult }) {
  const { t, i18n } = useTranslation('exams');
  const outcome = examOutcome(result);
  const recommended = outcome === 'recommended';
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ alignItems: 'center', flexWrap: 'wrap', color: recommended ? 'success.main' : 'error.main' }}
      data-testid="result-brief"
      data-outcome={outcome}
    >
      {recommended ? <CheckCircleIcon fontSize="small" /> : <CancelIcon fontSize="small" />}
      <Typography sx={{ fontWeight: 700, color: 'inherit' }}>{t(`result.${outcome}`)}</Typography>
      {result.score !== undefined ? (
        <Typography sx={{ color: 'text.primary' }}>
          {t('brief.score', { score: result.score.toLocaleString(i18n.language) })}
        </Typography>
      ) : null}
    </Stack>
  );
}
