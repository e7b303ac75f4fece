import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { TwoFactorSettings } from '@/features/auth/components/two-factor-settings';

/** /admin/admin-two-factor: every staff member's own two-factor sign-in (decision 0205). */
export default function AdminTwoFactorPage() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {t('pages.admin_two_factor')}
      </Typography>
      <TwoFactorSettings />
    </Stack>
  );
}
