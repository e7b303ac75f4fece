import { Avatar, Grid, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** One numbered section of the application form (spec §2: seven numbered sections). */
export function FormSection({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  const headingId = `application-section-${number}`;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, md: 3 } }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2.5 }}>
        <Avatar sx={{ bgcolor: 'primary.main', width: 32, height: 32, fontSize: 16, fontWeight: 700 }}>{number}</Avatar>
        <Typography id={headingId} variant="h6" component="h2" sx={{ fontSize: { xs: 17, sm: 20 }, lineHeight: 1.3 }}>
          {title}
        </Typography>
      </Stack>
      <Grid container spacing={2}>
        {children}
      </Grid>
    </Paper>
  );
}
