import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import type { TMember, TTwoFactorChallenge } from '@qabul/contract/auth';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { answerTwoFactor, loginEnrolment } from '../api/two-factor';
import { CodeField, isTotpCode, TwoFactorEnrolment } from './two-factor-enrolment';

/**
 * The login's second step for staff with two-factor: the code from the app (or a recovery code), or, for a member
 * who must enrol first, the enrolment. `onRestart` goes back to the password (an expired challenge).
 */
export function TwoFactorLoginStep({
  step,
  onSuccess,
  onRestart,
}: {
  step: TTwoFactorChallenge;
  onSuccess: (member: TMember) => void;
  onRestart: () => void;
}) {
  const { t } = useTranslation(['security', 'auth']);
  const enrolment = useMemo(() => loginEnrolment(step.challenge), [step.challenge]);
  if (step.twoFactor === 'enrolment_required') {
    return (
      <Stack spacing={2}>
        <Alert severity="info">{t('enrol_required')}</Alert>
        <TwoFactorEnrolment enrolment={enrolment} onDone={() => void enrolment.signIn().then(onSuccess)} />
        <Button variant="text" onClick={onRestart}>
          {t('auth:actions.back_to_login')}
        </Button>
      </Stack>
    );
  }
  return <CodeStep challenge={step.challenge} onSuccess={onSuccess} onRestart={onRestart} />;
}

function CodeStep({
  challenge,
  onSuccess,
  onRestart,
}: {
  challenge: string;
  onSuccess: (member: TMember) => void;
  onRestart: () => void;
}) {
  const { t } = useTranslation(['security', 'auth']);
  const [recovery, setRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const cleaned = value.replace(/[\s-]/g, '');
    if (!recovery && !isTotpCode(value)) return setError(t('code_format'));
    if (recovery && !/^[a-z0-9]{10}$/i.test(cleaned)) return setError(t('recovery_format'));
    setBusy(true);
    setError(undefined);
    try {
      onSuccess(await answerTwoFactor(recovery ? { challenge, recoveryCode: cleaned } : { challenge, code: cleaned }));
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} data-testid="two-factor-step">
      <Typography>{t(recovery ? 'recovery_prompt' : 'code_prompt')}</Typography>
      {recovery ? (
        <TextField
          key="recovery"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          label={t('recovery_code')}
          error={Boolean(error)}
          helperText={error}
          required
          fullWidth
          autoFocus
          autoComplete="off"
          slotProps={{ htmlInput: { 'data-testid': 'two-factor-recovery' } }}
        />
      ) : (
        <CodeField key="code" value={value} onChange={setValue} error={error} label={t('code')} />
      )}
      <Button type="submit" variant="contained" size="large" loading={busy} fullWidth>
        {t('auth:actions.continue')}
      </Button>
      <Button
        variant="text"
        onClick={() => {
          setRecovery(!recovery);
          setValue('');
          setError(undefined);
        }}
        data-testid="two-factor-toggle-recovery"
      >
        {t(recovery ? 'use_code' : 'use_recovery')}
      </Button>
      <Button variant="text" onClick={onRestart}>
        {t('auth:actions.back_to_login')}
      </Button>
    </Stack>
  );
}
