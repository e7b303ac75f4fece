import { Alert, Snackbar } from '@mui/material';
import { dismissSnackbar, SNACKBAR_TIMEOUT_MS, useCurrentSnackbar } from '@/lib/snackbar';

/** Renders the newest `notify.*` message (spec §8: red for errors, success colour otherwise, 8500 ms). */
export function SnackbarHost() {
  const current = useCurrentSnackbar();
  if (!current) return null;
  return (
    <Snackbar
      key={current.id}
      open
      autoHideDuration={SNACKBAR_TIMEOUT_MS}
      onClose={(_, reason) => {
        if (reason !== 'clickaway') dismissSnackbar(current.id);
      }}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
    >
      <Alert
        variant="filled"
        severity={current.severity}
        onClose={() => dismissSnackbar(current.id)}
        sx={{ whiteSpace: 'pre-line', width: '100%' }}
        data-testid={`snackbar-${current.severity}`}
      >
        {current.message}
      </Alert>
    </Snackbar>
  );
}
