import { Chip } from '@mui/material';
import type { TApplicationStatus } from '@qabul/contract/application/status';
import { translateMessage } from '@/lib/i18n';

/** spec §4 colours: Waiting yellow, Accepted green, Rejected red. */
const COLOR = { DRAFT: 'default', SUBMITTED: 'default', ACCEPTED: 'success', REJECTED: 'error' } as const;
// The spec's yellow with near-black text, as on the applicant's banner: orange text on white fails WCAG AA.
const WAITING_SX = { bgcolor: '#fdd835', color: 'rgba(0, 0, 0, 0.87)' };

export function StatusChip({ status }: { status: TApplicationStatus }) {
  return (
    <Chip
      size="small"
      color={COLOR[status]}
      label={translateMessage(`status_${status}`)}
      sx={status === 'SUBMITTED' ? WAITING_SX : undefined}
      data-status={status}
    />
  );
}
