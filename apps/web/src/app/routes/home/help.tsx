import { Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import AssignmentOutlinedIcon from '@/components/icons/AssignmentOutlined';
import BadgeOutlinedIcon from '@/components/icons/BadgeOutlined';
import PhotoCameraFrontOutlinedIcon from '@/components/icons/PhotoCameraFrontOutlined';
import PictureAsPdfOutlinedIcon from '@/components/icons/PictureAsPdfOutlined';
import WorkspacePremiumOutlinedIcon from '@/components/icons/WorkspacePremiumOutlined';

const HINTS = [
  { key: 'photo', icon: <PhotoCameraFrontOutlinedIcon color="primary" /> },
  { key: 'passport', icon: <BadgeOutlinedIcon color="primary" /> },
  { key: 'diploma', icon: <AssignmentOutlinedIcon color="primary" /> },
  { key: 'appendix', icon: <PictureAsPdfOutlinedIcon color="primary" /> },
  { key: 'certificate', icon: <WorkspacePremiumOutlinedIcon color="primary" /> },
] as const;

/** /home/help: five hints on preparing the documents to upload (spec §2, §5). */
export default function HelpPage() {
  const { t } = useTranslation('home');
  return (
    <Stack spacing={2} sx={{ maxWidth: 840 }}>
      <div>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: 24, sm: 32 } }}>
          {t('help.title')}
        </Typography>
        <Typography color="textSecondary" sx={{ mt: 1 }}>
          {t('help.subtitle')}
        </Typography>
      </div>
      {HINTS.map((hint) => (
        <Paper key={hint.key} variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
            {hint.icon}
            <div>
              <Typography sx={{ fontWeight: 600 }}>{t(`help.items.${hint.key}.title`)}</Typography>
              <Typography color="textSecondary" variant="body2" sx={{ mt: 0.5 }}>
                {t(`help.items.${hint.key}.text`)}
              </Typography>
            </div>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
