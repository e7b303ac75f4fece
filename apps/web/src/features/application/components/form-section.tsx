import { Box, Grid, Paper, Stack, Typography } from '@mui/material';
import { Children, type ReactNode, useEffect } from 'react';
import { namespaceTexts } from '@/lib/i18n';
import { useShownOneByOne } from '../hooks/use-shown-one-by-one';
import { useApplicationFormContext } from './application-form-context';
import { sectionElementId, sectionNumber, type TSectionKey } from './sections';

const t = namespaceTexts('application');

const SECTION_NUMBER = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 32,
  height: 32,
  borderRadius: '50%',
  bgcolor: 'primary.main',
  color: 'primary.contrastText',
  fontSize: 16,
  fontWeight: 700,
} as const;

/** One numbered section of the application form, its fields drawn one per task; the navigator jumps to it by its id. */
export function FormSection({ section, children }: { section: TSectionKey; children: ReactNode }) {
  const number = sectionNumber(section);
  const headingId = `application-section-${number}`;
  // Keyed by their place among all children (a field shown by a choice keeps its neighbours' keys).
  const fields = Children.toArray(children);
  const fieldsShown = useShownOneByOne(fields.length);
  const { sectionDrawn } = useApplicationFormContext();
  const drawn = fieldsShown >= fields.length;
  useEffect(() => {
    if (drawn) sectionDrawn(number);
  }, [drawn, number, sectionDrawn]);
  return (
    <Paper
      component="section"
      id={sectionElementId(number)}
      variant="outlined"
      aria-labelledby={headingId}
      data-section={number}
      // Clear of the fixed app bar and the sticky section navigator when jumped to.
      sx={{ p: { xs: 2, md: 3 }, scrollMarginTop: { xs: 120, sm: 136 } }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2.5 }}>
        {/* A circle of its own rather than MUI's Avatar, which the form's first download would carry for this alone. */}
        <Box sx={SECTION_NUMBER}>{number}</Box>
        <Typography id={headingId} variant="h6" component="h2" sx={{ fontSize: { xs: 17, sm: 20 }, lineHeight: 1.3 }}>
          {t(`sections.${section}`)}
        </Typography>
      </Stack>
      <Grid container spacing={2}>
        {fields.slice(0, fieldsShown)}
      </Grid>
    </Paper>
  );
}
