import { Box, Grid, Paper, Stack, Typography } from '@mui/material';
import { Children, type ReactNode, useEffect } from 'react';
import { namespaceTexts } from '@/lib/i18n';
import { useShownOneByOne } from '../hooks/use-shown-one-by-one';
import { useApplicationFormContext } from './application-form-context';

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

/** spec §2's seven numbered sections in page order: a section's number is its place here, from 1. */
export const SECTION_KEYS = [
  'personal',
  'location',
  'citizen',
  'contact',
  'education',
  'certificate',
  'study',
] as const;
export type TSectionKey = (typeof SECTION_KEYS)[number];

export const sectionNumber = (section: TSectionKey) => SECTION_KEYS.indexOf(section) + 1;

/**
 * The fields of each section, as the sections draw them (a test holds the two together): where a remark on a field
 * sends the applicant, also from pages that do not draw the form.
 */
export const SECTION_FIELDS: Record<TSectionKey, readonly string[]> = {
  personal: ['lastName', 'firstName', 'middleName', 'birthDate', 'gender', 'disability', 'disabilityNote', 'photo'],
  location: ['country', 'region', 'city', 'addressLine'],
  citizen: ['citizenship', 'nationality', 'passportNumber', 'pinfl', 'passportPhoto', 'passportPhotoBack'],
  contact: ['mobilePhone', 'homePhone', 'fatherPhone', 'motherPhone'],
  education: [
    'schoolCountry',
    'schoolRegion',
    'schoolCity',
    'schoolType',
    'schoolName',
    'graduatedDirection',
    'gpa',
    'graduationYear',
    'highSchoolDiplomaNumber',
    'highSchoolDiplomaPhoto',
    'highSchoolDiplomaAppendix',
  ],
  certificate: [
    'foreignLanguageProficiency',
    'certificateOther',
    'score',
    'certificateNumber',
    'foreignLanguageProficiencyPhoto',
  ],
  study: ['educationFaculty', 'educationLanguage'],
};

/** The section (1–7) that holds `field`, or 0 for a field the form does not show. */
export function sectionOfField(field: string): number {
  const index = SECTION_KEYS.findIndex((key) => SECTION_FIELDS[key].includes(field));
  return index + 1;
}

/** The element id of section `number`, the section navigator's jump target. */
export const sectionElementId = (number: number) => `section-${number}`;

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
