import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import CheckCircleOutlinedIcon from '@/components/icons/CheckCircleOutlined';
import TelegramIcon from '@/components/icons/Telegram';
import { portalSettings } from '@/config/settings';
import { namespaceTexts } from '@/lib/i18n';

const t = namespaceTexts('application');

const channel = portalSettings.contacts.telegram;

/** After a successful submit: 'Successfully sent' and an invitation to the messenger channel (spec §2). */
export function SubmittedDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth data-testid="submitted-dialog">
      <DialogTitle>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <CheckCircleOutlinedIcon color="success" />
          <span>{t('submitted.title')}</span>
        </Stack>
      </DialogTitle>
      <DialogContent>
        <Typography>{t('submitted.text')}</Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>{t('submitted.close')}</Button>
        {channel ? (
          <Button
            variant="contained"
            startIcon={<TelegramIcon />}
            href={channel}
            target="_blank"
            rel="noopener"
            onClick={onClose}
          >
            {t('submitted.subscribe')}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
