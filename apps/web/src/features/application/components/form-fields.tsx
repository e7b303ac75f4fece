import { Alert, Autocomplete, Grid, InputAdornment, MenuItem, TextField } from '@mui/material';
import { useDefaultProps } from '@mui/material/DefaultPropsProvider';
import { answerMaxLength, requiredOnSubmit, TEXT_MAX_LENGTH } from '@qabul/contract/application/fields';
import { type Replacement, type Track, useMask } from '@react-input/mask';
import { type ReactNode, type Ref, useLayoutEffect, useRef, useState } from 'react';
import { useController } from 'react-hook-form';
import ArrowDropDownIcon from '@/components/icons/ArrowDropDown';
import RateReviewOutlinedIcon from '@/components/icons/RateReviewOutlined';
import { PhoneField } from '@/components/ui/phone-field';
import { filterByName } from '@/lib/filter-by-name';
import { namespaceTexts, translateMessage } from '@/lib/i18n';
import { useRemarks } from '../hooks/use-remarks';
import type { TApplicationFormValues, TRefValue } from '../utils/form-values';
import { useApplicationFormContext } from './application-form-context';

const t = namespaceTexts('application');

type FormField = keyof TApplicationFormValues;
type FieldsOf<V> = { [K in FormField]: TApplicationFormValues[K] extends V ? K : never }[FormField];
/** Fields typed as text (numbers too: the schema reads "4,5" as 4.5). */
export type TextFieldName = { [K in FormField]: string extends TApplicationFormValues[K] ? K : never }[FormField];
export type RefFieldName = FieldsOf<TRefValue>;

/**
 * A field's grid cell: half a row from the md breakpoint (`wide` = a full row), one column on phones. It marks an
 * invalid field for the scroll-to-first-error (`data-invalid`) and shows the reviewer's remark under the field, or
 * on the staff side the way to write one.
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
      {renderRemark ? (
        renderRemark(name, children)
      ) : (
        <>
          {children}
          {remark ? <StoredRemark name={name} text={remark} /> : null}
        </>
      )}
    </Grid>
  );
}

/** A reviewer's remark under its field: red while open, green once the field was changed. */
function StoredRemark({ name, text }: { name: string; text: string }) {
  const addressed = useRemarks().addressed.includes(name);
  return (
    <Alert
      severity={addressed ? 'success' : 'error'}
      icon={<RateReviewOutlinedIcon fontSize="small" />}
      sx={{ mt: 1, py: 0 }}
      data-testid={`remark-${name}`}
      data-addressed={addressed}
    >
      <strong>{addressed ? t('review.remark_addressed') : t('review.remark')}:</strong> {text}
    </Alert>
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
  /** By default the contract's: whether every submission needs the answer; set where another answer decides. */
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
  inputMode?: 'text' | 'numeric' | 'decimal' | 'email';
  /** What the browser may fill in (an e-mail address), where it knows the applicant's own. */
  autoComplete?: 'email';
  multiline?: boolean;
  mask?: { mask: string; replacement: Replacement; placeholder: string };
  /** The hint stays under the error: it says what would be accepted (a certificate's range of scores). */
  hintWithError?: boolean;
};

/** A text input bound to the form; with `mask` it goes through @react-input/mask (dates, passport number). */
export function TextInput({
  name,
  required = requiredOnSubmit(name),
  disabled,
  wide,
  hint,
  uppercase,
  inputMode,
  autoComplete,
  multiline,
  mask,
  hintWithError,
}: TextInputProps) {
  // The contract's limit: the input stops where the rule would refuse.
  const maxLength = answerMaxLength(name);
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
        helperText={
          error && hintWithError && hint ? (
            <>
              {translateMessage(error)}
              <br />
              {hint}
            </>
          ) : error ? (
            translateMessage(error)
          ) : (
            hint
          )
        }
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
            autoComplete,
            autoCapitalize: uppercase ? 'characters' : autoComplete || inputMode === 'email' ? 'none' : undefined,
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
  required = requiredOnSubmit(name),
  wide,
}: SelectInputProps<K>) {
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

/**
 * A catalogue choice (country, region, faculty, ...): a searchable list whose value is {id}. MUI's Autocomplete is
 * the costliest field of the form to draw (its hooks, and a second drawing once mounted that reads its width from
 * the page's layout), and the form has nine: a plain field that looks the same stands in for it until it is used.
 * A tap or click on it puts the Autocomplete in its place, focused with its list open; a focus from the keyboard or
 * a script puts it there focused, with the same text selected, for typing.
 */
export function LookupInput(given: LookupInputProps) {
  const props = { ...given, required: given.required ?? requiredOnSubmit(given.name) };
  const { readOnly } = useApplicationFormContext();
  const [start, setStart] = useState<TLookupStart>();
  const standIn = useRef<HTMLInputElement>(null);
  if (start && !readOnly) return <LookupAutocomplete {...props} start={start} standIn={standIn} />;
  return (
    <LookupStandIn
      {...props}
      inputRef={standIn}
      onUse={(how) => {
        if (!readOnly && !props.disabled) setStart(how);
      }}
    />
  );
}

/** How the stand-in was reached: a press opens the list, a focus only focuses. */
type TLookupStart = 'pressed' | 'focused';

/** A press's focus comes this soon after it; the click that ends it then brings the Autocomplete. */
const PRESS_FOCUS_MS = 1000;

/** The Autocomplete's look without its work: the chosen name, the label, the arrow. */
function LookupStandIn({
  name,
  options,
  required,
  disabled,
  wide,
  hint,
  inputRef,
  onUse,
}: LookupInputProps & { inputRef: { current: HTMLInputElement | null }; onUse: (how: TLookupStart) => void }) {
  const { readOnly, application } = useApplicationFormContext();
  const { openText } = useDefaultProps<{ openText?: string }>({ props: {}, name: 'MuiAutocomplete' });
  const { field, fieldState } = useController<TApplicationFormValues, RefFieldName>({ name });
  const error = fieldState.error?.message;
  const selected = selectedOption(field.value.id, options, application[name]);
  const pressedAt = useRef(Number.NEGATIVE_INFINITY);
  return (
    <FieldCell name={name} invalid={Boolean(error)} wide={wide}>
      <TextField
        label={t(`fields.${name}`)}
        name={field.name}
        value={selected?.name ?? ''}
        onChange={() => onUse('focused')}
        onBlur={field.onBlur}
        // A press's own events all go to the element it began on: replaced on its pointerdown or focus, the field
        // would lose the press, so the click that ends it brings the Autocomplete.
        onPointerDown={() => {
          pressedAt.current = performance.now();
        }}
        onFocus={() => {
          if (performance.now() - pressedAt.current > PRESS_FOCUS_MS) onUse('focused');
        }}
        onClick={() => onUse('pressed')}
        // Focused by a press that never became a click (dragged off): the first key brings the Autocomplete, which
        // takes the focus before the key's character is typed, so the character lands in it.
        onKeyDown={(event) => {
          if (event.key.length === 1 || event.key === 'Backspace' || event.key === 'Delete') onUse('focused');
        }}
        inputRef={(element: HTMLInputElement | null) => {
          // Kept once it leaves the page: the Autocomplete that replaces it reads its selection.
          if (element) inputRef.current = element;
          field.ref(element);
        }}
        required={required}
        disabled={disabled}
        error={Boolean(error)}
        helperText={error ? translateMessage(error) : hint}
        fullWidth
        slotProps={{
          input: {
            readOnly,
            // The Autocomplete's arrow, where it draws it (11 px from the right edge). A plain icon, not a button to
            // draw: a press on it is a press on the field.
            endAdornment: (
              <InputAdornment position="end" sx={{ mr: '-3px', color: disabled ? 'action.disabled' : 'action.active' }}>
                <ArrowDropDownIcon role="button" aria-label={openText} aria-hidden={false} />
              </InputAdornment>
            ),
          },
          htmlInput: { role: 'combobox', 'aria-expanded': false, 'aria-autocomplete': 'list', autoComplete: 'off' },
        }}
      />
    </FieldCell>
  );
}

/** The chosen option; an item deactivated after it was chosen is missing from the lookup, the application names it. */
function selectedOption(
  id: TRefValue['id'],
  options: readonly LookupOption[] | undefined,
  saved: LookupOption | null | undefined,
): LookupOption | null {
  if (id === '') return null;
  return (options ?? []).find((option) => option.id === id) ?? (saved?.id === id ? { id, name: saved.name } : null);
}

function LookupAutocomplete({
  name,
  options,
  loading,
  onSelect,
  required,
  disabled,
  wide,
  hint,
  start,
  standIn,
}: LookupInputProps & { start: TLookupStart; standIn: { current: HTMLInputElement | null } }) {
  const { application } = useApplicationFormContext();
  const { field, fieldState } = useController<TApplicationFormValues, RefFieldName>({ name });
  const error = fieldState.error?.message;
  const selected = selectedOption(field.value.id, options, application[name]);
  const input = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(start === 'pressed');
  // Takes the stand-in's place: its focus and selected text (a script's fill selects before it types).
  useLayoutEffect(() => {
    const replaced = standIn.current;
    if (!input.current || !replaced) return;
    input.current.focus();
    input.current.setSelectionRange(replaced.selectionStart, replaced.selectionEnd);
  }, [standIn]);
  return (
    <FieldCell name={name} invalid={Boolean(error)} wide={wide}>
      <Autocomplete
        options={options ?? []}
        value={selected}
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
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
        autoHighlight
        renderInput={(params) => (
          <TextField
            {...params}
            label={t(`fields.${name}`)}
            name={field.name}
            inputRef={mergeRefs(field.ref, input)}
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
export function PhoneInput({ name, required = requiredOnSubmit(name), wide }: PhoneInputProps) {
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
