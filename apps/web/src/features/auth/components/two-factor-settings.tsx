import { Alert, Button, Checkbox, FormControlLabel, FormGroup, Paper, Stack, Typography } from '@mui/material';
import { ADMIN_ROLES } from '@qabul/contract/auth';
import type { TTwoFactorPolicy } from '@qabul/contract/two-factor';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUser } from '@/lib/auth';
import { notify } from '@/lib/snackbar';
import { getTwoFactorPolicy, getTwoFactorStatus, saveTwoFactorPolicy, staffEnrolment } from '../api/two-factor';
import { TwoFactorEnrolment } from './two-factor-enrolment';

/** /admin/admin-two-factor: the member's own two-factor sign-in, and for the super admin the per-role requirement. */
export function TwoFactorSettings() {
  const { t } = useTranslation(['security', 'auth']);
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: ['two-factor', 'status'], queryFn: getTwoFactorStatus });
  const [enrolling, setEnrolling] = useState(false);
  const superAdmin = useUser().data?.role === 'ADMIN_SUPER';

  const finished = () => {
    setEnrolling(false);
    notify.success(t('done'));
    void queryClient.invalidateQueries({ queryKey: ['two-factor'] });
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 560 }}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        {status.data ? (
          <Stack spacing={2} data-testid="two-factor-status">
            <Typography>
              {t(status.data.enrolled ? 'page_on' : 'page_off')} {status.data.required ? t('page_required') : ''}
            </Typography>
            {status.data.enrolled ? (
              <Typography variant="body2">{t('codes_left', { count: status.data.recoveryCodesLeft })}</Typography>
            ) : enrolling ? (
              <TwoFactorEnrolment enrolment={staffEnrolment} onDone={finished} />
            ) : (
              <Button variant="contained" onClick={() => setEnrolling(true)} data-testid="two-factor-start">
                {t('enrol_start')}
              </Button>
            )}
          </Stack>
        ) : null}
      </Paper>
      {superAdmin ? <PolicyForm /> : null}
    </Stack>
  );
}

function PolicyForm() {
  const { t } = useTranslation(['security', 'catalogues', 'common']);
  const policy = useQuery({ queryKey: ['two-factor', 'policy'], queryFn: getTwoFactorPolicy });
  const [draft, setDraft] = useState<TTwoFactorPolicy>();
  const save = useMutation({ mutationFn: saveTwoFactorPolicy });
  const current = draft ?? policy.data;
  if (!current) return null;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={1}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {t('policy_title')}
        </Typography>
        <FormGroup>
          {ADMIN_ROLES.map((role) => (
            <FormControlLabel
              key={role}
              control={
                <Checkbox
                  checked={current[role]}
                  onChange={(event) => setDraft({ ...current, [role]: event.target.checked })}
                />
              }
              label={t(`catalogues:roles.${role}`)}
            />
          ))}
        </FormGroup>
        {save.isError ? <Alert severity="error">{save.error.message}</Alert> : null}
        <Button
          variant="contained"
          sx={{ alignSelf: 'flex-start' }}
          loading={save.isPending}
          disabled={!draft}
          onClick={() =>
            save.mutate(current, {
              onSuccess: () => {
                setDraft(undefined);
                notify.success(t('common:success'));
                void policy.refetch();
              },
            })
          }
        >
          {t('policy_save')}
        </Button>
      </Stack>
    </Paper>
  );
}
