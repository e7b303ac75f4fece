import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import type { TApplication } from '@qabul/contract/application/response';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Who a decision is about, as every confirmation names them. */
export function applicantName(application: TApplication) {
  return [application.lastName, application.firstName, application.middleName].filter(Boolean).join(' ') || '—';
}

type DialogProps = {
  application: TApplication;
  busy: boolean;
  onClose: () => void;
};

/**
 * spec §8 "Are you sure?" for an acceptance, saying to whom and into which direction. Remarks written on the page
 * would be dropped by an acceptance: the dialog says so and offers to reject with them instead.
 */
export function AcceptDialog({
  application,
  busy,
  remarkCount,
  onAccept,
  onRejectInstead,
  onClose,
}: DialogProps & { remarkCount: number; onAccept: (rank: number) => void; onRejectInstead: () => void }) {
  const { t } = useTranslation('review');
  // The applicant's ranking (issue 46): the main direction, then the extra ones; the first is chosen unless changed.
  const ranked = [
    { educationFaculty: application.educationFaculty, educationLanguage: application.educationLanguage },
    ...application.extraDirections,
  ].map((d) => [d.educationFaculty?.name, d.educationLanguage?.name].filter(Boolean).join(', '));
  const [rank, setRank] = useState(1);
  const direction = ranked[rank - 1];
  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="sm" fullWidth data-testid="confirm-dialog">
      <DialogTitle>{t('confirm.sure')}</DialogTitle>
      <DialogContent>
        <Typography data-testid="confirm-text">
          {t('confirm.accept_text', {
            name: applicantName(application),
            id: application.id,
            direction: direction || '—',
          })}
        </Typography>
        {ranked.length > 1 ? (
          <RadioGroup
            value={rank}
            onChange={(event) => setRank(Number(event.target.value))}
            aria-label={t('confirm.accept_direction')}
            sx={{ mt: 1 }}
            data-testid="accept-direction"
          >
            {ranked.map((name, index) => (
              <FormControlLabel
                // biome-ignore lint/suspicious/noArrayIndexKey: the rank is the choice's identity here
                key={index}
                value={index + 1}
                control={<Radio />}
                label={t('confirm.ranked_direction', { rank: index + 1, direction: name || '—' })}
              />
            ))}
          </RadioGroup>
        ) : null}
        {remarkCount ? (
          <Alert severity="warning" sx={{ mt: 2 }} data-testid="confirm-remarks-warning">
            {t('confirm.accept_drops_remarks', { count: remarkCount })}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={busy}>
          {t('confirm.no')}
        </Button>
        {remarkCount ? (
          <Button
            color="error"
            variant="outlined"
            onClick={onRejectInstead}
            disabled={busy}
            data-testid="reject-instead"
          >
            {t('confirm.reject_instead')}
          </Button>
        ) : null}
        <Button
          variant="contained"
          color="success"
          onClick={() => onAccept(rank)}
          loading={busy}
          autoFocus={!remarkCount}
          data-testid="confirm-yes"
        >
          {remarkCount ? t('confirm.accept_anyway') : t('detail.accept')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** A rejection returns the application to the applicant with the remarks listed here. */
export function RejectDialog({
  application,
  busy,
  remarks,
  onReject,
  onClose,
}: DialogProps & { remarks: Record<string, string>; onReject: () => void }) {
  const { t } = useTranslation('review');
  const fields = Object.keys(remarks);
  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="sm" fullWidth data-testid="confirm-dialog">
      <DialogTitle>{t('confirm.sure')}</DialogTitle>
      <DialogContent>
        <Typography data-testid="confirm-text">
          {t('confirm.reject_text', { name: applicantName(application), id: application.id, count: fields.length })}
        </Typography>
        <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
          {fields.map((field) => (
            <li key={field}>
              <strong>{t(`fields.${field}`, { ns: 'application' })}:</strong> {remarks[field]}
            </li>
          ))}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy}>
          {t('confirm.no')}
        </Button>
        <Button variant="contained" color="error" onClick={onReject} loading={busy} data-testid="confirm-yes">
          {t('detail.reject')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** A deletion cannot be undone: the dialog is red, names the applicant and wants their surname or number typed. */
export function DeleteDialog({ application, busy, onDelete, onClose }: DialogProps & { onDelete: () => void }) {
  const { t } = useTranslation('review');
  const [typed, setTyped] = useState('');
  const answer = typed.trim().toUpperCase();
  const matches =
    answer !== '' && (answer === String(application.id) || answer === application.lastName?.toUpperCase());
  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="sm" fullWidth data-testid="confirm-dialog">
      <DialogTitle sx={{ color: 'error.main' }}>{t('confirm.delete')}</DialogTitle>
      <DialogContent>
        <Typography data-testid="confirm-text">
          {t('confirm.delete_text', { name: applicantName(application), id: application.id })}
        </Typography>
        <TextField
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          label={t('confirm.delete_type', { id: application.id })}
          fullWidth
          autoFocus
          size="small"
          sx={{ mt: 2 }}
          slotProps={{ htmlInput: { 'data-testid': 'confirm-delete-input', autoComplete: 'off' } }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy}>
          {t('confirm.no')}
        </Button>
        <Button
          variant="contained"
          color="error"
          onClick={onDelete}
          loading={busy}
          disabled={!matches}
          data-testid="confirm-yes"
        >
          {t('detail.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
