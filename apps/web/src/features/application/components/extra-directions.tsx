import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Box, Button, Grid, IconButton, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { MAX_EXTRA_DIRECTIONS } from '@qabul/contract/application/directions';
import { useController, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { namespaceTexts, translateMessage } from '@/lib/i18n';
import { useLookup } from '../api/get-lookups';
import type { TApplicationFormValues } from '../utils/form-values';
import { useApplicationFormContext } from './application-form-context';
import { FieldCell } from './form-fields';

const t = namespaceTexts('application');

/**
 * Up to eight more directions after the main one (issue 46, spec §9), in the applicant's order: each a faculty with
 * its language, moved by buttons (keyboard and touch alike). Read-only (staff, a sent application): the ranking as
 * text. Plain selects: the page's weight budget has no room for a drag-and-drop library.
 */
export function ExtraDirections() {
  const { readOnly, application } = useApplicationFormContext();
  const { control, setFocus, formState } = useFormContext<TApplicationFormValues>();
  const { fields, append, remove, swap } = useFieldArray({ control, name: 'extraDirections' });
  const error = formState.errors.extraDirections?.message;

  if (readOnly) {
    return (
      <FieldCell name="extraDirections" invalid={false} wide>
        <Typography variant="subtitle2">{t('fields.extraDirections')}</Typography>
        {application.extraDirections.length ? (
          <Box component="ol" start={2} sx={{ m: 0, pl: 3 }} data-testid="extra-directions">
            {application.extraDirections.map((direction, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the rank is the row's identity here
              <li key={index}>
                {[direction.educationFaculty?.name, direction.educationLanguage?.name].filter(Boolean).join(' — ')}
              </li>
            ))}
          </Box>
        ) : (
          <Typography color="text.secondary">{t('directions.none')}</Typography>
        )}
      </FieldCell>
    );
  }

  // Focus follows the row it moved, so the keyboard can move it again.
  const move = (from: number, to: number) => {
    swap(from, to);
    requestAnimationFrame(() => document.getElementById(`direction-${to}-up`)?.focus());
  };
  return (
    <FieldCell name="extraDirections" invalid={Boolean(error)} wide>
      <Typography variant="subtitle2">{t('fields.extraDirections')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('directions.hint')}
      </Typography>
      <Stack spacing={1.5} data-testid="extra-directions">
        {fields.map((field, index) => (
          <Paper key={field.id} variant="outlined" sx={{ p: 1.5 }} data-testid={`direction-${index + 2}`}>
            <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
              <Typography sx={{ fontWeight: 600, flexGrow: 1 }}>
                {t('directions.choice', { rank: index + 2 })}
              </Typography>
              <IconButton
                id={`direction-${index}-up`}
                aria-label={t('directions.move_up', { rank: index + 2 })}
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
              >
                <ArrowUpwardIcon />
              </IconButton>
              <IconButton
                aria-label={t('directions.move_down', { rank: index + 2 })}
                disabled={index === fields.length - 1}
                onClick={() => move(index, index + 1)}
              >
                <ArrowDownwardIcon />
              </IconButton>
              <IconButton aria-label={t('directions.remove', { rank: index + 2 })} onClick={() => remove(index)}>
                <DeleteOutlineIcon />
              </IconButton>
            </Stack>
            <DirectionRow index={index} />
          </Paper>
        ))}
      </Stack>
      {error ? (
        <Typography color="error" variant="body2" sx={{ mt: 1 }}>
          {translateMessage(error)}
        </Typography>
      ) : null}
      {fields.length < MAX_EXTRA_DIRECTIONS ? (
        <Box sx={{ mt: 1.5 }}>
          <Button
            startIcon={<AddIcon />}
            onClick={() => {
              append({ educationFaculty: { id: '' }, educationLanguage: { id: '' } }, { shouldFocus: false });
              requestAnimationFrame(() => setFocus(`extraDirections.${fields.length}.educationFaculty`));
            }}
          >
            {t('directions.add')}
          </Button>
        </Box>
      ) : null}
    </FieldCell>
  );
}

/** One extra direction's faculty and language; choosing another faculty clears the language (spec §4). */
function DirectionRow({ index }: { index: number }) {
  const faculties = useLookup('faculties');
  const facultyId = useWatch<TApplicationFormValues, `extraDirections.${number}.educationFaculty.id`>({
    name: `extraDirections.${index}.educationFaculty.id`,
  });
  const languages = useLookup('educationLanguages', facultyId);
  const { setValue, formState } = useFormContext<TApplicationFormValues>();
  return (
    <Grid container spacing={1.5}>
      <DirectionSelect
        name={`extraDirections.${index}.educationFaculty`}
        label={t('fields.educationFaculty')}
        options={faculties.data}
        onChosen={() =>
          setValue(
            `extraDirections.${index}.educationLanguage`,
            { id: '' },
            { shouldDirty: true, shouldValidate: formState.isSubmitted },
          )
        }
      />
      <DirectionSelect
        name={`extraDirections.${index}.educationLanguage`}
        label={t('fields.educationLanguage')}
        options={facultyId === '' ? [] : languages.data}
        disabled={facultyId === ''}
      />
    </Grid>
  );
}

function DirectionSelect({
  name,
  label,
  options,
  disabled,
  onChosen,
}: {
  name: `extraDirections.${number}.educationFaculty` | `extraDirections.${number}.educationLanguage`;
  label: string;
  options: readonly { id: number; name: string }[] | undefined;
  disabled?: boolean;
  onChosen?: () => void;
}) {
  const { field, fieldState } = useController<TApplicationFormValues, typeof name>({ name });
  const error = fieldState.error?.message ?? (fieldState.error as { id?: { message?: string } })?.id?.message;
  // Until its list arrives, a chosen item is still shown (the select would drop a value it has no item for).
  const listed = options?.some((option) => option.id === field.value.id);
  return (
    <Grid size={{ xs: 12, md: 6 }}>
      <TextField
        select
        label={label}
        name={field.name}
        value={listed ? field.value.id : ''}
        onChange={(event) => {
          field.onChange({ id: Number(event.target.value) });
          onChosen?.();
        }}
        onBlur={field.onBlur}
        inputRef={field.ref}
        disabled={disabled}
        required
        error={Boolean(error)}
        helperText={error ? translateMessage(error) : undefined}
        fullWidth
        slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } } }}
      >
        {(options ?? []).map((option) => (
          <MenuItem key={option.id} value={option.id}>
            {option.name}
          </MenuItem>
        ))}
      </TextField>
    </Grid>
  );
}
