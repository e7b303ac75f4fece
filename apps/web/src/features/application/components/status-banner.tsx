import { Alert, AlertTitle, Box } from '@mui/material';
import type { TAcceptedDirection } from '@qabul/contract/application/response';
import type { TApplicationStatus } from '@qabul/contract/application/status';
import type { ReactNode } from 'react';
import { namespaceTexts, translateMessage } from '@/lib/i18n';

const t = namespaceTexts('application');

const SEVERITY = { SUBMITTED: 'warning', ACCEPTED: 'success', REJECTED: 'error' } as const;
// MUI's filled warning is orange; the spec's Waiting is yellow, which needs dark text to stay readable.
const WAITING_SX = { bgcolor: '#fdd835', color: 'rgba(0, 0, 0, 0.87)', '& .MuiAlert-icon': { color: 'inherit' } };

/**
 * spec §4: Waiting (SUBMITTED) yellow, Accepted green, Rejected red; a draft has no banner. `children` replace the
 * text written for the applicant (the staff side says something else under the same status). An acceptance names
 * the direction accepted into (issue 46: one of the applicant's ranked ones).
 */
export function StatusBanner({
  status,
  accepted,
  children,
}: {
  status: TApplicationStatus;
  accepted?: TAcceptedDirection | null;
  children?: ReactNode;
}) {
  if (status === 'DRAFT') return null;
  return (
    <Alert
      severity={SEVERITY[status]}
      variant="filled"
      sx={status === 'SUBMITTED' ? WAITING_SX : undefined}
      data-testid="application-status"
    >
      <AlertTitle sx={{ mb: 0.25 }}>{translateMessage(`status_${status}`)}</AlertTitle>
      {children ?? t(`status_text.${status}`)}
      {status === 'ACCEPTED' && accepted ? (
        <Box sx={{ mt: 0.5, fontWeight: 600 }} data-testid="accepted-direction">
          {`${translateMessage('column_acceptedDirection')}: ${accepted.educationFaculty.name} — ${accepted.educationLanguage.name}`}
        </Box>
      ) : null}
    </Alert>
  );
}
