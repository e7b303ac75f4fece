import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/snackbar';
import { useResetMemberTwoFactor } from '../api/reset-member-two-factor';

/** Asks before the super admin resets a member's two-factor sign-in (a member who lost the phone). */
export function MemberTwoFactorResetDialog({ memberId, onClose }: { memberId: number; onClose: () => void }) {
  const { t } = useTranslation('catalogues');
  const reset = useResetMemberTwoFactor(memberId);
  const confirm = async () => {
    const { message } = await reset.mutateAsync();
    notify.success(message);
    onClose();
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" data-testid="two-factor-reset-dialog">
      <DialogTitle>{t('dialog.two_factor_reset_title', { id: memberId })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('dialog.two_factor_reset_text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.cancel')}</Button>
        <Button
          variant="contained"
          color="warning"
          loading={reset.isPending}
          onClick={() => void confirm().catch(() => undefined)}
          data-testid="two-factor-reset-confirm"
        >
          {t('actions.reset_two_factor')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
