import { Button, InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import { format, type Track, unformat, useMask } from '@react-input/mask';
import { lazy, type Ref, Suspense, useCallback, useEffect, useState } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '@/lib/i18n';
import { maskOptions, type PhoneCountry, UZBEKISTAN } from '@/lib/phone-mask';

const PhoneCountryMenu = lazy(() => import('./phone-country-menu'));

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
  const { t } = useTranslation();
  const [country, setCountry] = useState<PhoneCountry>(UZBEKISTAN);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const options = maskOptions(country);
  const national = value.startsWith(country.dialCode) ? value.slice(country.dialCode.length) : '';

  // A stored number of another country: its mask comes with libphonenumber-js, loaded only then.
  useEffect(() => {
    if (!value || value.startsWith(country.dialCode)) return;
    let current = true;
    void import('@/lib/phone').then(({ countryMask, countryOfPhone }) => {
      if (current) setCountry(countryMask(countryOfPhone(value)));
    });
    return () => {
      current = false;
    };
  }, [value, country.dialCode]);

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
              <Button
                variant="text"
                size="small"
                disabled={readOnly}
                onClick={(event) => setMenuAnchor(event.currentTarget)}
                aria-haspopup="menu"
                // The accessible name holds the visible code (WCAG 2.5.3 "label in name").
                aria-label={`${t('phone.country')}: ${country.iso}`}
                sx={{ minWidth: 0, px: 0.5, color: 'text.primary', fontWeight: 500 }}
                data-testid="phone-country"
              >
                {country.iso}
              </Button>
              {menuAnchor ? (
                <Suspense fallback={null}>
                  <PhoneCountryMenu
                    anchor={menuAnchor}
                    selected={country.iso}
                    onClose={() => setMenuAnchor(null)}
                    onChoose={(chosen) => {
                      setMenuAnchor(null);
                      setCountry(chosen);
                      onChange('');
                    }}
                  />
                </Suspense>
              ) : null}
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
