import { InputAdornment, MenuItem, Select, TextField, type TextFieldProps } from '@mui/material';
import { format, type Track, unformat, useMask } from '@react-input/mask';
import type { CountryCode } from 'libphonenumber-js';
import { type Ref, useCallback, useMemo, useState } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '@/lib/i18n';
import { countryMask, countryName, countryOfPhone, DEFAULT_COUNTRY, maskOptions, phoneCountries } from '@/lib/phone';

export type PhoneFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'defaultValue' | 'inputRef'> & {
  /** Dial code + national digits, e.g. '998901234567'; '' when empty. */
  value: string;
  onChange: (digits: string) => void;
  inputRef?: Ref<HTMLInputElement>;
  /** Shown but not changeable (a submitted application, spec §4). */
  readOnly?: boolean;
};

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

/**
 * Phone input with a country-code picker (spec §2, §5): default Uzbekistan, mask from the country's example mobile
 * number (+998(xx) xxx-xx-xx), value = dial code + digits. Works with react-hook-form through a Controller.
 */
export function PhoneField({ value, onChange, inputRef, readOnly, slotProps, ...props }: PhoneFieldProps) {
  const { t, i18n } = useTranslation();
  const [iso, setIso] = useState<CountryCode>(() => countryOfPhone(value));
  const country = useMemo(() => countryMask(iso), [iso]);
  const options = maskOptions(country);
  const national = value.startsWith(country.dialCode) ? value.slice(country.dialCode.length) : '';

  // A pasted or autofilled full number (+998 90 123 45 67) loses its dial code instead of filling the mask with it.
  const track: Track = ({ inputType, data }) => {
    if (inputType !== 'insert') return true;
    const digits = data.replace(/\D/g, '');
    if (digits.length > country.nationalLength && digits.startsWith(country.dialCode)) {
      return digits.slice(country.dialCode.length);
    }
    return true;
  };
  const maskRef = useMask({ ...options, track });
  const ref = useCallback(
    (element: HTMLInputElement | null) => {
      maskRef.current = element as HTMLInputElement;
      assignRef(inputRef, element);
    },
    [maskRef, inputRef],
  );

  const countries = useMemo(() => {
    const all = phoneCountries().map((c) => ({ ...c, name: countryName(c.iso, i18n.language) }));
    const collator = new Intl.Collator(i18n.language);
    return all.sort((a, b) =>
      a.iso === DEFAULT_COUNTRY ? -1 : b.iso === DEFAULT_COUNTRY ? 1 : collator.compare(a.name, b.name),
    );
  }, [i18n.language]);

  return (
    <TextField
      {...props}
      type="tel"
      autoComplete="tel"
      value={format(national, options)}
      placeholder={country.mask}
      onChange={(event) => {
        const digits = unformat(event.target.value, options);
        onChange(digits ? `${country.dialCode}${digits}` : '');
      }}
      inputRef={ref}
      slotProps={{
        ...slotProps,
        input: {
          readOnly,
          startAdornment: (
            <InputAdornment position="start" sx={{ mr: 0.5 }}>
              <Select
                variant="standard"
                disableUnderline
                value={iso}
                readOnly={readOnly}
                onChange={(event) => {
                  setIso(event.target.value as CountryCode);
                  onChange('');
                }}
                renderValue={(selected) => selected}
                inputProps={{ 'aria-label': t('phone.country') }}
                MenuProps={{ slotProps: { paper: { sx: { maxHeight: 360 } } } }}
                sx={{ fontSize: 14, fontWeight: 500, '& .MuiSelect-select': { py: 0.5 } }}
                data-testid="phone-country"
              >
                {countries.map((c) => (
                  <MenuItem key={c.iso} value={c.iso} dense>
                    {c.name} (+{c.dialCode})
                  </MenuItem>
                ))}
              </Select>
            </InputAdornment>
          ),
        },
        htmlInput: { inputMode: 'tel', 'data-testid': 'phone-input' },
      }}
    />
  );
}

type ControlledPhoneFieldProps<TValues extends FieldValues, TName extends FieldPath<TValues>> = Omit<
  PhoneFieldProps,
  'value' | 'onChange' | 'onBlur' | 'inputRef' | 'name' | 'error'
> & { control?: Control<TValues>; name: TName };

/** A PhoneField bound to a react-hook-form field; its error (a contract message key) shows translated below it. */
export function ControlledPhoneField<TValues extends FieldValues, TName extends FieldPath<TValues>>({
  control,
  name,
  helperText,
  ...props
}: ControlledPhoneFieldProps<TValues, TName>) {
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  return (
    <PhoneField
      {...props}
      name={field.name}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(error)}
      helperText={error ? translateMessage(error) : helperText}
    />
  );
}
