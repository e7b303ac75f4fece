import { Box, Stack, Typography } from '@mui/material';
import type { TAcceptedDirection } from '@qabul/contract/application/response';
import { isApplicationEditable, type TApplicationStatus } from '@qabul/contract/application/status';
import type { ReactNode } from 'react';
import { namespaceTexts } from '@/lib/i18n';
import { StatusBanner } from './status-banner';

const t = namespaceTexts('application');

/** The applicant's form and the page that waits for it draw their column alike: the heading stays in place. */
export const FORM_COLUMN = { spacing: { xs: 2, md: 3 }, sx: { maxWidth: 1040, mx: 'auto', width: '100%' } } as const;

/** The place of the form's draft status line (application-form.tsx: a small icon beside a body2 line, 20 px). */
const DRAFT_STATUS_HEIGHT = 24;

/**
 * Above the applicant's form: the title, what to do, the status. The page draws it as soon as the application has
 * come, while the form (the page's long work) is still being drawn.
 */
export function ApplicationHeading({
  status,
  accepted,
  aside,
}: {
  status: TApplicationStatus;
  accepted?: TAcceptedDirection | null;
  /** Beside the title from 600 px, under it on a phone: the form's draft status. */
  aside?: ReactNode;
}) {
  const editable = isApplicationEditable(status);
  return (
    <>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'flex-end' } }}
      >
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: 22, sm: 28 } }}>
            {t('title')}
          </Typography>
          <Typography color="textSecondary" variant="body2" sx={{ mt: 0.5 }}>
            {editable ? t('subtitle') : t('subtitle_read_only')}
          </Typography>
        </Box>
        {/* The draft's status line comes with the first change; on a phone it sits under the subtitle, so an
            editable form keeps its place from the start and its coming moves nothing. */}
        <Box sx={{ minHeight: editable ? DRAFT_STATUS_HEIGHT : 0 }}>{aside}</Box>
      </Stack>
      <StatusBanner status={status} accepted={accepted} />
    </>
  );
}
