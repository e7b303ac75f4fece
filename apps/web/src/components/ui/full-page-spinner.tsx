import { Box, CircularProgress, Typography } from '@mui/material';

/** Full-screen progress; `label` (already translated) is shown under the spinner. */
export function FullPageSpinner({ label }: { label?: string }) {
  return (
    <Box
      role="progressbar"
      aria-busy="true"
      aria-label={label}
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
      <CircularProgress />
      {label ? <Typography color="text.secondary">{label}</Typography> : null}
    </Box>
  );
}
