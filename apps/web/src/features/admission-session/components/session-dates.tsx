import { Chip, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import EventOutlinedIcon from '@/components/icons/EventOutlined';
import { formatDay } from '@/lib/date-time';
import { useAdmissionSession } from '../api/get-admission-session';

/** The active admission session: its name, dates and whether registration is open (nothing while none is active). */
export function SessionDates() {
  const { t } = useTranslation('home');
  const session = useAdmissionSession().data?.admissionSession;
  if (!session) return null;
  const rows = [
    { key: 'start', value: session.startDate },
    { key: 'registration_end', value: session.registrationEndDate },
    { key: 'end', value: session.endDate },
  ] as const;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="admission-session">
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1.5 }}>
        <EventOutlinedIcon color="primary" />
        <Typography variant="h6" component="h2">
          {t('session.title', { name: session.name })}
        </Typography>
        <Chip
          size="small"
          color={session.registrationOpen ? 'success' : 'default'}
          label={t(session.registrationOpen ? 'session.open' : 'session.closed')}
        />
      </Stack>
      <Stack component="dl" spacing={0.75} sx={{ m: 0 }}>
        {rows.map((row) => (
          <Stack key={row.key} direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Typography component="dt" color="textSecondary">
              {t(`session.${row.key}`)}:
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
              {formatDay(row.value)}
            </Typography>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
