import { Box, Button, Typography } from '@mui/material';
import { MAX_EXTRA_DIRECTIONS } from '@qabul/contract/application/directions';
import { lazy, Suspense, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { namespaceTexts } from '@/lib/i18n';
import type { TApplicationFormValues } from '../utils/form-values';
import { useApplicationFormContext } from './application-form-context';
import { FieldCell } from './form-fields';

const t = namespaceTexts('application');

const Directions = lazy(() => import('./direction-rows'));

/**
 * Up to eight more directions after the main one (issue 46, spec §9), in the applicant's order: each a faculty with
 * its language, moved by buttons. Read-only (staff, a sent application): the ranking as text. The cards that choose
 * them come with the first one (direction-rows.tsx): the form's first download stays within its budget. Plain selects
 * and buttons: no drag-and-drop library.
 */
export function ExtraDirections() {
  const { readOnly, application } = useApplicationFormContext();
  const { setValue, getValues, formState } = useFormContext<TApplicationFormValues>();
  // The list is set whole (no useFieldArray: it would add a kilobyte and a half to the form's first download).
  const count = useWatch<TApplicationFormValues, 'extraDirections'>({ name: 'extraDirections' }).length;
  const update = (change: (rows: TApplicationFormValues['extraDirections']) => void) => {
    const rows = [...getValues('extraDirections')];
    change(rows);
    setValue('extraDirections', rows, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  };
  // A new object each time: adding again at the same place (after a removal) focuses again.
  const [focusRow, setFocusRow] = useState<{ index: number } | null>(null);

  if (readOnly) {
    return (
      <FieldCell name="extraDirections" invalid={false} wide>
        <Typography variant="subtitle2" component="h3">
          {t('fields.extraDirections')}
        </Typography>
        <Suspense fallback={null}>
          <Directions sent={application.extraDirections} />
        </Suspense>
      </FieldCell>
    );
  }

  return (
    <FieldCell name="extraDirections" invalid={false} wide>
      {/* Under the section's h2: subtitle2 alone would be an h6 (axe: heading-order). */}
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {t('fields.extraDirections')}
      </Typography>
      <div data-testid="extra-directions">
        {count ? (
          <Suspense fallback={null}>
            <Directions
              count={count}
              remove={(index) => update((rows) => rows.splice(index, 1))}
              swap={(from, to) =>
                update((rows) => {
                  [rows[from], rows[to]] = [rows[to], rows[from]];
                })
              }
              focusRow={focusRow}
            />
          </Suspense>
        ) : null}
      </div>
      {count < MAX_EXTRA_DIRECTIONS ? (
        <Box sx={{ mt: 1.5 }}>
          <Button
            variant="outlined"
            onClick={() => {
              update((rows) => rows.push({ educationFaculty: { id: '' }, educationLanguage: { id: '' } }));
              setFocusRow({ index: count });
            }}
          >
            {t('directions.add')}
          </Button>
        </Box>
      ) : null}
    </FieldCell>
  );
}
