import { Button, Dialog, DialogActions, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** spec §8 confirmations ('Are you sure?', 'Do you really want to delete?'): nothing happens until "Yes". */
export function ConfirmDialog({
  question,
  busy,
  onConfirm,
  onClose,
}: {
  question: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('review');
  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="xs" fullWidth data-testid="confirm-dialog">
      <DialogTitle>{question}</DialogTitle>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy}>
          {t('confirm.no')}
        </Button>
        <Button variant="contained" onClick={onConfirm} loading={busy} autoFocus>
          {t('confirm.yes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
