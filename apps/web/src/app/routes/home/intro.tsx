import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import VolunteerActivismOutlinedIcon from '@mui/icons-material/VolunteerActivismOutlined';
import { Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SessionDates } from '@/features/admission-session/components/session-dates';
import { AppealNotice } from '@/features/appeals/components/appeal-notice';
import { useApplication } from '@/features/application/api/get-application';
import { NextStep } from '@/features/application/components/next-step';

const paragraphs = [
  { key: 'free', icon: <VolunteerActivismOutlinedIcon color="primary" /> },
  { key: 'deadline', icon: <EventOutlinedIcon color="primary" /> },
  { key: 'fee', icon: <PaymentsOutlinedIcon color="primary" /> },
  { key: 'exam', icon: <CampaignOutlinedIcon color="primary" /> },
] as const;

/**
 * /home index: the application's status and next step, the appeal's state, the admission session's dates, the intro
 * (spec §1, §2).
 */
export default function IntroPage() {
  const { t } = useTranslation('home');
  const application = useApplication();
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
      {application.data ? <NextStep application={application.data} /> : null}
      <AppealNotice />
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
