import { Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A staff page's title with its controls (a session picker, a button) at the other end, wrapping on a phone. */
export function PageHeader({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
    >
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {children ? (
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          {children}
        </Stack>
      ) : null}
    </Stack>
  );
}
