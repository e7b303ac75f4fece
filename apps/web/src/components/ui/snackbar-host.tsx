import { Alert, type AlertColor, Snackbar } from '@mui/material';

interface SnackbarHostProps {
  current: { id: number; message: string; severity: AlertColor };
  autoHideMs: number;
  onDismiss: (id: number) => void;
}

/**
 * Renders the newest `notify.*` message (spec §8: red for errors, success colour otherwise). It takes the message
 * from its slot rather than from lib/snackbar.ts, which loads this chunk: the import goes one way.
 */
export function SnackbarHost({ current, autoHideMs, onDismiss }: SnackbarHostProps) {
  return (
    <Snackbar
      key={current.id}
      open
      autoHideDuration={autoHideMs}
      onClose={(_, reason) => {
        if (reason !== 'clickaway') onDismiss(current.id);
      }}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
    >
      <Alert
        variant="filled"
        severity={current.severity}
        onClose={() => onDismiss(current.id)}
        sx={{ whiteSpace: 'pre-line', width: '100%' }}
        data-testid={`snackbar-${current.severity}`}
      >
        {current.message}
      </Alert>
    </Snackbar>
  );
}
