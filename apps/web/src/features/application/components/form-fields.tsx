import RateReviewOutlinedIcon from '@mui/icons-material/RateReviewOutlined';
import { Alert, Autocomplete, Grid, MenuItem, TextField } from '@mui/material';
import { TEXT_MAX_LENGTH } from '@qabul/contract/application/fields';
import { type Replacement, type Track, useMask } from '@react-input/mask';
import type { ReactNode, Ref } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PhoneField } from '@/components/ui/phone-field';
import { filterByName } from '@/lib/filter-by-name';
import { translateMessage } from '@/lib/i18n';
import type { TApplicationFormValues, TRefValue } from '../utils/form-values';
import { useApplicationFormContext } from './application-form-context';

type FormField = keyof TApplicationFormValues;
type FieldsOf<V> = { [K in FormField]: TApplicationFormValues[K] extends V ? K : never }[FormField];
/** Fields typed as text (numbers too: the schema reads "4,5" as 4.5). */
export type TextFieldName = { [K in FormField]: string extends TApplicationFormValues[K] ? K : never }[FormField];
export type RefFieldName = FieldsOf<TRefValue>;

/**
 * A field's grid cell: half a row from the md breakpoint (`wide` = a full row), one column on phones. It marks an
 * invalid field for the scroll-to-first-error (`data-invalid`) and shows the reviewer's remark under the field, or
 * on the staff side the box to write one.
 */
export function FieldCell({
  name,
  invalid,
  wide,
  children,
}: {
  name: string;
  invalid: boolean;
  wide?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('application');
  const { reviews, renderRemark } = useApplicationFormContext();
  const remark = reviews[name];
  return (
    <Grid
      size={{ xs: 12, md: wide ? 12 : 6 }}
      sx={{ display: 'flex', flexDirection: 'column' }}
      data-testid={`field-${name}`}
      data-field={name}
      data-invalid={invalid || undefined}
    >
      {children}
      {renderRemark ? (
        renderRemark(name)
      ) : remark ? (
        <Alert
          severity="error"
          icon={<RateReviewOutlinedIcon fontSize="small" />}
          sx={{ mt: 1, py: 0 }}
          data-testid={`remark-${name}`}
        >
          <strong>{t('review.remark')}:</strong> {remark}
        </Alert>
      ) : null}
    </Grid>
  );
}

function mergeRefs<T>(...refs: (Ref<T> | undefined)[]) {
  return (element: T | null) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(element);
      else if (ref) (ref as { current: T | null }).current = element;
    }
  };
}

type CommonProps = {
  required?: boolean;
  disabled?: boolean;
  wide?: boolean;
  /** Shown under the field while it has no error. */
  hint?: string;
};

/** Answers up to this long (numbers, codes) fit one line on a phone. */
const SHORT_TEXT_LENGTH = 64;

/**
 * Where CSS sizes a textarea to its text (Chromium), a wrapping answer is a plain textarea: MUI's auto-sizing one
 * measures itself with a forced layout per field, which cost a phone a third of a second on drawing the form.
 */
const GROWS_BY_CSS = typeof CSS !== 'undefined' && CSS.supports?.('field-sizing', 'content');
const SIZED_BY_CSS = { '& textarea': { fieldSizing: 'content', height: 'auto', resize: 'none' } } as const;

type TextInputProps = CommonProps & {
  name: TextFieldName;
  /** Names as in the passport are typed in capitals (spec §5). */
  uppercase?: boolean;
  inputMode?: 'text' | 'numeric' | 'decimal';
  multiline?: boolean;
  maxLength?: number;
  mask?: { mask: string; replacement: Replacement; placeholder: string };
};

/** A text input bound to the form; with `mask` it goes through @react-input/mask (dates, passport number). */
export function TextInput({
  name,
  required,
  disabled,
  wide,
  hint,
  uppercase,
  inputMode,
  multiline,
  maxLength,
  mask,
}: TextInputProps) {
  const { t } = useTranslation('application');
  const { readOnly } = useApplicationFormContext();
  const { field, fieldState } = useController<TApplicationFormValues, TextFieldName>({ name });
  const track: Track = ({ inputType, data }) => (uppercase && inputType === 'insert' ? data.toUpperCase() : true);
  const maskRef = useMask(mask ? { mask: mask.mask, replacement: mask.replacement, track } : { mask: '' });
  const error = fieldState.error?.message;
  // A one-line answer that can be long (an address, a school's name) wraps onto more lines instead of scrolling out
  // of sight on a phone; it stays one line of text: Enter adds no line break and a pasted one becomes a space.
  const wraps = !multiline && !mask && !inputMode && (maxLength ?? TEXT_MAX_LENGTH) > SHORT_TEXT_LENGTH;
  const sizedByCss = wraps && GROWS_BY_CSS;
  return (
    <FieldCell name={name} invalid={Boolean(error)} wide={wide}>
      <TextField
        label={t(`fields.${name}`)}
        name={field.name}
        value={field.value}
        onChange={(event) => {
          const input = event.target as HTMLInputElement;
          const { selectionStart, selectionEnd } = input;
          let value = wraps ? input.value.replace(/\r?\n/g, ' ') : input.value;
          if (uppercase && !mask) value = value.toUpperCase();
          if (value !== input.value) {
            // Changed in place so the caret stays where the applicant types.
            input.value = value;
            input.setSelectionRange(selectionStart, selectionEnd);
          }
          field.onChange(value);
        }}
        onKeyDown={wraps ? (event) => event.key === 'Enter' && event.preventDefault() : undefined}
        onBlur={field.onBlur}
        inputRef={mask ? mergeRefs(field.ref, maskRef) : field.ref}
        required={required}
        disabled={disabled}
        error={Boolean(error)}
        helperText={error ? translateMessage(error) : hint}
        placeholder={mask?.placeholder}
        multiline={multiline || (wraps && !sizedByCss)}
        minRows={multiline ? 2 : undefined}
        sx={sizedByCss ? SIZED_BY_CSS : undefined}
        fullWidth
        slotProps={{
          // MUI's multiline field is always the auto-sizing one: the plain textarea takes the input's place.
          input: { readOnly, ...(sizedByCss ? { inputComponent: 'textarea' } : {}) },
          htmlInput: {
            inputMode,
            maxLength,
            autoCapitalize: uppercase ? 'characters' : undefined,
            ...(sizedByCss ? { rows: 1, type: undefined } : {}),
          },
        }}
      />
    </FieldCell>
  );
}

type SelectInputProps<K extends 'gender' | 'graduationYear'> = CommonProps & {
  name: K;
  options: { value: Exclude<TApplicationFormValues[K], ''>; label: string }[];
};

/** A short fixed list (gender, graduation year). */
export function SelectInput<K extends 'gender' | 'graduationYear'>({
  name,
  options,
  required,
  wide,
}: SelectInputProps<K>) {
  const { t } = useTranslation('application');
  const { readOnly } = useApplicationFormContext();
  const { field, fieldState } = useController<TApplicationFormValues, 'gender' | 'graduationYear'>({ name });
  const error = fieldState.error?.message;
  return (
    <FieldCell name={name} invalid={Boolean(error)} wide={wide}>
      <TextField
        select
        label={t(`fields.${name}`)}
        name={field.name}
        value={field.value}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        inputRef={field.ref}
        required={required}
        error={Boolean(error)}
        helperText={error ? translateMessage(error) : undefined}
        fullWidth
        slotProps={{ input: { readOnly }, select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } } }}
      >
        {options.map((option) => (
          <MenuItem key={String(option.value)} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
    </FieldCell>
  );
}

type LookupOption = { id: number; name: string };

type LookupInputProps = CommonProps & {
  name: RefFieldName;
  options: readonly LookupOption[] | undefined;
  loading?: boolean;
  /** Runs after the value changed: the dependent fields are cleared or set here (spec §4). */
  onSelect?: (option: LookupOption | null) => void;
};

/** A catalogue choice (country, region, faculty, ...): a searchable list whose value is {id}. */
export function LookupInput({ name, options, loading, onSelect, required, disabled, wide, hint }: LookupInputProps) {
  const { t } = useTranslation('application');
  const { readOnly, application } = useApplicationFormContext();
  const { field, fieldState } = useController<TApplicationFormValues, RefFieldName>({ name });
  const error = fieldState.error?.message;
  const id = field.value.id;
  // An item deactivated after it was chosen is missing from the lookup; the application still names it.
  const saved = application[name];
  const list = options ?? [];
  const selected =
    id === ''
      ? null
      : (list.find((option) => option.id === id) ?? (saved?.id === id ? { id, name: saved.name } : null));
  return (
    <FieldCell name={name} invalid={Boolean(error)} wide={wide}>
      <Autocomplete
        options={list}
        value={selected}
        onChange={(_, option) => {
          field.onChange({ id: option?.id ?? '' });
          onSelect?.(option);
        }}
        onBlur={field.onBlur}
        getOptionLabel={(option) => option.name}
        filterOptions={filterByName}
        getOptionKey={(option) => option.id}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        loading={loading}
        disabled={disabled}
        readOnly={readOnly}
        autoHighlight
        renderInput={(params) => (
          <TextField
            {...params}
            label={t(`fields.${name}`)}
            name={field.name}
            inputRef={field.ref}
            required={required}
            error={Boolean(error)}
            helperText={error ? translateMessage(error) : hint}
          />
        )}
      />
    </FieldCell>
  );
}

type PhoneInputProps = CommonProps & { name: 'mobilePhone' | 'homePhone' | 'fatherPhone' | 'motherPhone' };

/** A phone with the shared country picker and mask (spec §5); the value is the dial code plus digits. */
export function PhoneInput({ name, required, wide }: PhoneInputProps) {
  const { t } = useTranslation('application');
  const { readOnly } = useApplicationFormContext();
  const { field, fieldState } = useController<TApplicationFormValues, PhoneInputProps['name']>({ name });
  const error = fieldState.error?.message;
  return (
    <FieldCell name={name} invalid={Boolean(error)} wide={wide}>
      <PhoneField
        label={t(`fields.${name}`)}
        name={field.name}
        value={field.value}
        onChange={field.onChange}
        onBlur={field.onBlur}
        inputRef={field.ref}
        readOnly={readOnly}
        required={required}
        error={Boolean(error)}
        helperText={error ? translateMessage(error) : undefined}
        fullWidth
      />
    </FieldCell>
  );
}
