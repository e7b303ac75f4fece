import { Alert, AlertTitle, Box, Link } from '@mui/material';
import type { RefObject } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';
import { namespaceTexts, translateMessage } from '@/lib/i18n';
import { useFormProblems } from '../hooks/use-form-problems';
import { useRemarks } from '../hooks/use-remarks';
import { focusCell } from '../utils/first-error';

const t = namespaceTexts('application');

/**
 * The check before "Submission of documents": every missing or invalid field of the seven sections, each a link to
 * the field itself, or a note that the application is ready to send. The agreement, right below it, is not listed:
 * ticking it would shrink the list and move the checkbox and the submit button under the applicant's finger.
 */
export function ReviewStep<T extends FieldValues, R>({
  resolver,
  root,
}: {
  resolver: Resolver<T, unknown, R>;
  root: RefObject<HTMLElement | null>;
}) {
  const problems = useFormProblems(resolver, root)?.filter(({ section }) => section > 0);
  const remarks = useRemarks();

  const open = (field: string) => {
    const cell = document.querySelector<HTMLElement>(`[data-field="${CSS.escape(field)}"]`);
    if (cell) focusCell(cell);
  };
  const fieldLink = (field: string) => (
    <Link component="button" type="button" onClick={() => open(field)} sx={{ textAlign: 'left' }}>
      {t(`fields.${field}`)}
    </Link>
  );

  if (!problems) return null;
  const fieldList = (label: string, fields: string[]) =>
    fields.length ? (
      <div>
        {label}{' '}
        {fields.map((field, index) => (
          <span key={field}>
            {index ? ', ' : ''}
            {fieldLink(field)}
          </span>
        ))}
      </div>
    ) : null;
  // A resubmission says what the reviewers will find changed, and which of their remarks are still as they were.
  const resubmission = remarks.open.length + remarks.addressed.length > 0 && (
    <Box sx={{ mt: 1 }} data-testid="review-step-remarks">
      {fieldList(t('review_step.remarks_addressed'), remarks.addressed)}
      {fieldList(t('review_step.remarks_open'), remarks.open)}
    </Box>
  );
  if (!problems.length) {
    return (
      <Alert severity={remarks.open.length ? 'warning' : 'success'} data-testid="review-step">
        <AlertTitle component="h2">{t('review_step.title')}</AlertTitle>
        {t('review_step.ready')}
        {resubmission}
      </Alert>
    );
  }
  return (
    <Alert severity="warning" data-testid="review-step">
      <AlertTitle component="h2">{t('review_step.title')}</AlertTitle>
      {t('review_step.missing', { count: problems.length })}
      <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
        {problems.map(({ field, message, section }) => (
          <li key={field}>
            {fieldLink(field)}
            {` (${t('review_step.section', { number: section })}): ${translateMessage(message)}`}
          </li>
        ))}
      </Box>
      {resubmission}
    </Alert>
  );
}
