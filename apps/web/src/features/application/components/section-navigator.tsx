import { Box, ButtonBase, Paper, Stack, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { type RefObject, useEffect, useState } from 'react';
import { type FieldValues, type Resolver, useFormState } from 'react-hook-form';
import CheckCircleIcon from '@/components/icons/CheckCircle';
import ErrorIcon from '@/components/icons/Error';
import RateReviewOutlinedIcon from '@/components/icons/RateReviewOutlined';
import { namespaceTexts } from '@/lib/i18n';
import { useFormProblems } from '../hooks/use-form-problems';
import { useRemarks } from '../hooks/use-remarks';
import { useSectionInView } from '../hooks/use-section-in-view';
import { focusCell } from '../utils/first-error';
import { SECTION_KEYS, sectionElementId, sectionOfField } from './sections';

const t = namespaceTexts('application');

type TSectionMark = 'done' | 'error' | 'remark' | 'todo';

const MARK_ICON = {
  done: <CheckCircleIcon fontSize="small" color="success" />,
  error: <ErrorIcon fontSize="small" color="error" />,
  remark: <RateReviewOutlinedIcon fontSize="small" color="error" />,
  todo: null,
} as const;

/** Scrolls to section `number` and focuses its heading; false when it is not on the page yet. */
function focusSection(number: number): boolean {
  const section = document.getElementById(sectionElementId(number));
  if (!section) return false;
  focusCell(section, section.querySelector<HTMLElement>('h2'));
  return true;
}

type SectionNavigatorProps<T extends FieldValues, R> = {
  resolver: Resolver<T, unknown, R>;
  root: RefObject<HTMLElement | null>;
  /** Complete/error marks (an editable form); without them the bar only jumps. */
  marks: boolean;
  /** The sections on the page so far (they appear one by one); the marks wait for all of them. */
  sectionsShown: number;
  /** Asks for the sections up to `number` to be drawn (a jump to one not reached yet). */
  reachSection: (number: number) => void;
};

/**
 * spec §2's seven numbered sections as a sticky bar under the app bar: each jumps to its section (and focuses its
 * heading) and shows whether it is complete, or has errors the applicant has already been shown (after leaving a
 * field, a submit attempt or a reviewer's remark). One row that scrolls sideways on a phone.
 */
export function SectionNavigator<T extends FieldValues, R>({
  resolver,
  root,
  marks,
  sectionsShown,
  reachSection,
}: SectionNavigatorProps<T, R>) {
  const inView = useSectionInView(sectionsShown);
  const problems = useFormProblems(resolver, root, sectionsShown === SECTION_KEYS.length);
  const { touchedFields, isSubmitted } = useFormState<T>();
  const openRemarks = useRemarks().open;
  const markOf = (number: number): TSectionMark => {
    if (!marks) return 'todo';
    // A reviewer's remark not yet addressed marks its section whatever the answers' validity: a rejected answer is
    // often a valid one (a blurred scan, a wrong but well-formed number).
    if (openRemarks.some((field) => sectionOfField(field) === number)) return 'remark';
    if (!problems) return 'todo';
    const inSection = problems.filter((problem) => problem.section === number);
    if (!inSection.length) return 'done';
    const touched = touchedFields as Record<string, unknown>;
    const shown = inSection.some(({ field }) => isSubmitted || touched[field]);
    return shown ? 'error' : 'todo';
  };
  const sections = SECTION_KEYS.map((key, index) => ({
    number: index + 1,
    title: t(`sections.${key}`),
    mark: markOf(index + 1),
  }));

  // A jump to a section not drawn yet (they appear one by one, as far as reached) draws it and waits for it.
  const [pendingJump, setPendingJump] = useState<number>();
  const jump = (number: number) => {
    if (focusSection(number)) return setPendingJump(undefined);
    setPendingJump(number);
    reachSection(number);
  };
  useEffect(() => {
    if (pendingJump !== undefined && sectionsShown >= pendingJump && focusSection(pendingJump)) {
      setPendingJump(undefined);
    }
  }, [pendingJump, sectionsShown]);

  return (
    <Paper
      component="nav"
      aria-label={t('navigator.label')}
      elevation={0}
      sx={{
        position: 'sticky',
        top: { xs: 56, sm: 64 },
        zIndex: 2,
        mx: { xs: -2, sm: 0 },
        borderBottom: 1,
        borderColor: 'divider',
        borderRadius: { xs: 0, sm: 2 },
        overflowX: 'auto',
      }}
      data-testid="section-navigator"
    >
      {/* One row on a phone, scrolled sideways; from 900 px every title shows, and a row too long for them (the staff's
          page beside its menu, in Uzbek) wraps rather than hiding its last sections past the edge. */}
      <Stack
        component="ol"
        direction="row"
        spacing={0.5}
        useFlexGap
        sx={{ listStyle: 'none', m: 0, p: 0.75, flexWrap: { md: 'wrap' } }}
      >
        {sections.map(({ number, title, mark }) => (
          <Box component="li" key={number} sx={{ flexShrink: 0 }}>
            <ButtonBase
              href={`#${sectionElementId(number)}`}
              onClick={(event) => {
                event.preventDefault();
                jump(number);
              }}
              aria-current={number === inView ? 'location' : undefined}
              data-mark={mark}
              data-testid={`navigator-section-${number}`}
              sx={{
                gap: 0.75,
                px: 1.25,
                py: 0.75,
                borderRadius: 5,
                border: 1,
                borderColor:
                  mark === 'error' || mark === 'remark' ? 'error.main' : number === inView ? 'primary.main' : 'divider',
                bgcolor: number === inView ? 'action.selected' : 'transparent',
                color: 'text.primary',
              }}
            >
              <Typography component="span" sx={{ fontWeight: 700, fontSize: 14 }}>
                {number}
              </Typography>
              {/* On phones only the current section shows its title; the others keep it for screen readers. */}
              <Typography
                component="span"
                sx={[
                  { fontSize: 14 },
                  number !== inView && ((theme) => ({ [theme.breakpoints.down('md')]: visuallyHidden })),
                ]}
              >
                {` ${title}`}
              </Typography>
              {MARK_ICON[mark]}
              {mark === 'todo' ? null : (
                <Box component="span" sx={visuallyHidden}>
                  {` (${t(`navigator.${mark}`)})`}
                </Box>
              )}
            </ButtonBase>
          </Box>
        ))}
      </Stack>
    </Paper>
  );
}
