import {
  FormControl,
  FormHelperText,
  type InputBaseComponentProps,
  InputLabel,
  OutlinedInput,
  type OutlinedInputProps,
} from '@mui/material';
import { type ReactNode, useId } from 'react';

export type OutlinedFieldProps = Omit<OutlinedInputProps, 'label' | 'slotProps' | 'inputProps'> & {
  label?: ReactNode;
  helperText?: ReactNode;
  /** As TextField's: `input` goes to the OutlinedInput, `htmlInput` to the <input> element. */
  slotProps?: { input?: Partial<OutlinedInputProps>; htmlInput?: InputBaseComponentProps };
};

/**
 * An outlined TextField built from its parts, for the phone and password fields of the login page. TextField also
 * imports Select with its native, filled and standard inputs, JavaScript the login page would download to draw two
 * outlined inputs.
 */
export function OutlinedField({
  id,
  label,
  helperText,
  error,
  required,
  fullWidth,
  disabled,
  sx,
  slotProps,
  ...input
}: OutlinedFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const helperTextId = helperText ? `${inputId}-helper-text` : undefined;
  return (
    <FormControl error={error} required={required} fullWidth={fullWidth} disabled={disabled} sx={sx}>
      {label ? <InputLabel htmlFor={inputId}>{label}</InputLabel> : null}
      <OutlinedInput
        id={inputId}
        label={label}
        aria-describedby={helperTextId}
        {...input}
        {...slotProps?.input}
        inputProps={slotProps?.htmlInput}
      />
      {helperText ? <FormHelperText id={helperTextId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
