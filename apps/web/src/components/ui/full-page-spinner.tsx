import { Box, CircularProgress, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Full-screen progress; `label` (already translated) is shown under the spinner, and named to screen readers. */
export function FullPageSpinner({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <Box
      role="progressbar"
      aria-busy="true"
      aria-label={label ?? t('app.loading')}
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: (theme) => theme.zIndex.modal + 1,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        bgcolor: 'background.default',
      }}
    >
      <CircularProgress aria-hidden />
      {label ? <Typography color="textSecondary">{label}</Typography> : null}
    </Box>
  );
}
