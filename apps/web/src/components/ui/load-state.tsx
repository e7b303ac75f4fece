import { Alert, Box, Button, CircularProgress, Stack } from '@mui/material';

/** The spinner and the retry box a page shows while its data loads or after it failed (exams, appeal). */
export function Loading({ label }: { label: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}

export function LoadFailed({
  message,
  retryLabel,
  onRetry,
}: {
  message: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Alert severity="error">{message}</Alert>
      <Button variant="outlined" onClick={onRetry}>
        {retryLabel}
      </Button>
    </Stack>
  );
}
