import { Alert, Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import type { TTwoFactorEnrolment } from '@qabul/contract/two-factor';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import ContentCopyIcon from '@/components/icons/ContentCopy';
import DownloadIcon from '@/components/icons/Download';
import { saveFile } from '@/lib/download';
import { notify } from '@/lib/snackbar';
import type { EnrolmentApi } from '../api/two-factor';

/** Six digits, spaces allowed (apps show "123 456"). */
export const isTotpCode = (value: string) => /^\d{6}$/.test(value.replace(/\s/g, ''));

/** The code field of both steps: digits keyboard, the browser's one-time-code autofill. */
export function CodeField({
  value,
  onChange,
  error,
  label,
  testId = 'two-factor-code',
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  label: string;
  testId?: string;
}) {
  return (
    <TextField
      value={value}
      onChange={(event) => onChange(event.target.value)}
      label={label}
      error={Boolean(error)}
      helperText={error}
      required
      fullWidth
      autoFocus
      autoComplete="one-time-code"
      slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': testId, maxLength: 7 } }}
    />
  );
}

/**
 * Enrolment: the QR code and the secret as text for the app, then the first code to confirm it; then the recovery
 * codes, shown this once. `onDone` runs when the member has taken them.
 */
export function TwoFactorEnrolment({ enrolment, onDone }: { enrolment: EnrolmentApi; onDone: () => void }) {
  const { t } = useTranslation(['security', 'auth']);
  const [secret, setSecret] = useState<TTwoFactorEnrolment>();
  const [loadError, setLoadError] = useState<string>();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [codes, setCodes] = useState<string[]>();

  useEffect(() => {
    enrolment.begin().then(setSecret, (failure: Error) => setLoadError(failure.message));
  }, [enrolment]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isTotpCode(code)) return setError(t('code_format'));
    setBusy(true);
    setError(undefined);
    try {
      setCodes((await enrolment.confirm(code.replace(/\s/g, ''))).recoveryCodes);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };

  if (codes) return <RecoveryCodes codes={codes} onDone={onDone} />;
  if (loadError) return <Alert severity="error">{loadError}</Alert>;
  if (!secret) return null;
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} data-testid="two-factor-enrolment">
      <Typography>{t('enrol_scan')}</Typography>
      <Box
        component="img"
        src={`data:image/svg+xml;utf8,${encodeURIComponent(secret.qrSvg)}`}
        alt={t('qr_alt')}
        sx={{ width: 200, height: 200, alignSelf: 'center', bgcolor: 'common.white' }}
        data-testid="two-factor-qr"
      />
      <Typography variant="body2">{t('enrol_secret')}</Typography>
      <Typography
        component="code"
        data-testid="two-factor-secret"
        sx={{ fontFamily: 'monospace', fontSize: 16, wordBreak: 'break-all', letterSpacing: 1 }}
      >
        {secret.secret.replace(/(.{4})/g, '$1 ').trim()}
      </Typography>
      <CodeField value={code} onChange={setCode} error={error} label={t('code')} />
      <Button type="submit" variant="contained" size="large" loading={busy} fullWidth>
        {t('confirm')}
      </Button>
    </Stack>
  );
}

/** The 10 recovery codes, once: copy or download them, then go on. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation(['security', 'auth']);
  const text = `${codes.join('\n')}\n`;
  const copy = () =>
    navigator.clipboard.writeText(text).then(
      () => notify.success(t('copied')),
      () => undefined,
    );
  return (
    <Stack spacing={2} data-testid="recovery-codes">
      <Alert severity="warning">{t('recovery_once')}</Alert>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Box
          component="ol"
          sx={{ m: 0, pl: 3, fontFamily: 'monospace', fontSize: 16, columns: { xs: 1, sm: 2 } }}
          data-testid="recovery-code-list"
        >
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </Box>
      </Paper>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copy()} fullWidth>
          {t('copy')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          onClick={() => saveFile(new Blob([text], { type: 'text/plain' }), 'qabul-recovery-codes.txt')}
          fullWidth
        >
          {t('download')}
        </Button>
      </Stack>
      <Button variant="contained" size="large" onClick={onDone} fullWidth data-testid="recovery-codes-done">
        {t('codes_saved')}
      </Button>
    </Stack>
  );
}
