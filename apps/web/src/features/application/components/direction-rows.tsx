import { Box, Grid, IconButton, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import type { TApplication } from '@qabul/contract/application/response';
import { useEffect } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import ArrowDownwardIcon from '@/components/icons/ArrowDownward';
import ArrowUpwardIcon from '@/components/icons/ArrowUpward';
import DeleteOutlinedIcon from '@/components/icons/DeleteOutlined';
import { namespaceTexts, translateMessage } from '@/lib/i18n';
import { useLookup } from '../api/get-lookups';
import type { TApplicationFormValues } from '../utils/form-values';

const t = namespaceTexts('application');

type Rows = { count: number; remove: (index: number) => void; swap: (from: number, to: number) => void };

/**
 * The extra directions being chosen, each a card with its rank, its faculty and language, and buttons to move it up
 * or down or remove it (keyboard and touch alike).
 */
function DirectionRows({ count, remove, swap, focusRow }: Rows & { focusRow: { index: number } | null }) {
  const { setFocus } = useFormContext<TApplicationFormValues>();
  // A row just added takes the focus (its faculty first).
  useEffect(() => {
    if (focusRow) setFocus(`extraDirections.${focusRow.index}.educationFaculty`);
  }, [focusRow, setFocus]);
  // Focus follows the row it moved, so the keyboard can move it again.
  const move = (from: number, to: number) => {
    swap(from, to);
    requestAnimationFrame(() => document.getElementById(`direction-${to}-up`)?.focus());
  };
  return (
    <Stack spacing={1.5}>
      {Array.from({ length: count }, (_, index) => (
        // The rank is the card's identity: a moved direction's values move, not its card.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Paper key={index} variant="outlined" sx={{ p: 1.5 }} data-testid={`direction-${index + 2}`}>
          <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
            <Typography sx={{ fontWeight: 600, flexGrow: 1 }}>{t('directions.choice', { rank: index + 2 })}</Typography>
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
              disabled={index === count - 1}
              onClick={() => move(index, index + 1)}
            >
              <ArrowDownwardIcon />
            </IconButton>
            <IconButton aria-label={t('directions.remove', { rank: index + 2 })} onClick={() => remove(index)}>
              <DeleteOutlinedIcon />
            </IconButton>
          </Stack>
          <DirectionRow index={index} />
        </Paper>
      ))}
    </Stack>
  );
}

/**
 * The extra directions: as sent, ranked from 2 (staff, a sent application), or the cards that choose them. Loaded
 * once there is one to draw: most of the form's visits never draw it.
 */
export default function Directions(
  props: { sent: TApplication['extraDirections'] } | Parameters<typeof DirectionRows>[0],
) {
  return 'sent' in props ? <RankedList directions={props.sent} /> : <DirectionRows {...props} />;
}

function RankedList({ directions }: { directions: TApplication['extraDirections'] }) {
  if (!directions.length) return <Typography color="textSecondary">—</Typography>;
  return (
    <Box component="ol" start={2} sx={{ m: 0, pl: 3 }} data-testid="extra-directions">
      {directions.map((direction, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the rank is the row's identity here
        <li key={index}>
          {[direction.educationFaculty?.name, direction.educationLanguage?.name].filter(Boolean).join(' — ')}
        </li>
      ))}
    </Box>
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
