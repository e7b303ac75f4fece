import { Chip } from '@mui/material';
import type { TApplicationStatus } from '@qabul/contract/application/status';
import { translateMessage } from '@/lib/i18n';

/** spec §4 colours: Waiting yellow, Accepted green, Rejected red. */
const COLOR = { DRAFT: 'default', SUBMITTED: 'warning', ACCEPTED: 'success', REJECTED: 'error' } as const;

export function StatusChip({ status }: { status: TApplicationStatus }) {
  return (
    <Chip
      size="small"
      color={COLOR[status]}
      variant={status === 'SUBMITTED' ? 'outlined' : 'filled'}
      label={translateMessage(`status_${status}`)}
    />
  );
}
