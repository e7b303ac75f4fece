import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import CheckCircleIcon from '@/components/icons/CheckCircle';
import ErrorOutlinedIcon from '@/components/icons/ErrorOutlined';
import { paths } from '@/config/paths';
import { namespaceTexts } from '@/lib/i18n';
import { SECTION_KEYS, sectionOfField } from './sections';

const t = namespaceTexts('application');

/** Where a remark's "Fix" leads: the form, opened at that field. */
export const fieldHref = (field: string) => `${paths.home.application.getHref()}?field=${encodeURIComponent(field)}`;

/**
 * The reviewer's remarks, what to fix first: each with its field and section, whether it is addressed yet, and a
 * "Fix" that opens the form at that field (or, on the form, jumps to it: `onOpen`).
 */
export function RemarksList({
  reviews,
  addressed,
  onOpen,
}: {
  reviews: Record<string, string>;
  addressed: readonly string[];
  onOpen?: (field: string) => void;
}) {
  // Open remarks first, each group in the order of the form.
  const fields = Object.keys(reviews).sort(
    (a, b) => Number(addressed.includes(a)) - Number(addressed.includes(b)) || sectionOfField(a) - sectionOfField(b),
  );
  const open = fields.filter((field) => !addressed.includes(field)).length;
  return (
    <Stack spacing={1.5} data-testid="remarks-list">
      <Typography role="status" data-testid="remarks-summary">
        {open ? t('remarks.open', { count: open, total: fields.length }) : t('remarks.all_addressed')}
      </Typography>
      <Stack component="ol" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {fields.map((field) => {
          const done = addressed.includes(field);
          const section = sectionOfField(field);
          return (
            <Paper
              component="li"
              key={field}
              variant="outlined"
              sx={{ p: { xs: 1.5, sm: 2 }, borderColor: done ? 'success.main' : 'error.main' }}
              data-testid={`remark-item-${field}`}
              data-addressed={done}
            >
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
                {done ? (
                  <CheckCircleIcon color="success" sx={{ mt: 0.25 }} />
                ) : (
                  <ErrorOutlinedIcon color="error" sx={{ mt: 0.25 }} />
                )}
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600 }}>{t(`fields.${field}`)}</Typography>
                  {section ? (
                    <Typography variant="body2" color="textSecondary">
                      {t('remarks.section', { number: section, title: t(`sections.${SECTION_KEYS[section - 1]}`) })}
                    </Typography>
                  ) : null}
                  <Typography sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>{reviews[field]}</Typography>
                  <Typography variant="body2" sx={{ mt: 0.5, color: done ? 'success.dark' : 'error.dark' }}>
                    {done ? t('remarks.addressed') : t('remarks.not_addressed')}
                  </Typography>
                </Box>
                <Button
                  component={Link}
                  to={fieldHref(field)}
                  variant={done ? 'text' : 'contained'}
                  size="small"
                  sx={{ flexShrink: 0 }}
                  onClick={(event: MouseEvent) => {
                    if (!onOpen) return;
                    event.preventDefault();
                    onOpen(field);
                  }}
                  aria-label={`${t('remarks.fix')}: ${t(`fields.${field}`)}`}
                  data-testid={`remark-fix-${field}`}
                >
                  {t('remarks.fix')}
                </Button>
              </Stack>
            </Paper>
          );
        })}
      </Stack>
    </Stack>
  );
}
