import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import VolunteerActivismOutlinedIcon from '@mui/icons-material/VolunteerActivismOutlined';
import { Button, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

const paragraphs = [
  { key: 'free', icon: <VolunteerActivismOutlinedIcon color="primary" /> },
  { key: 'deadline', icon: <EventOutlinedIcon color="primary" /> },
  { key: 'fee', icon: <PaymentsOutlinedIcon color="primary" /> },
  { key: 'exam', icon: <CampaignOutlinedIcon color="primary" /> },
] as const;

/** /home index: the four intro paragraphs (spec §1, §2). */
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
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          {paragraphs.map((p) => (
            <Stack key={p.key} direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
              {p.icon}
              <Typography>{t(`intro.${p.key}`)}</Typography>
            </Stack>
          ))}
        </Stack>
      </Paper>
      <div>
        <Button component={Link} to={paths.home.application.getHref()} variant="contained" size="large">
          {t('intro.start')}
        </Button>
      </div>
    </Stack>
  );
}
