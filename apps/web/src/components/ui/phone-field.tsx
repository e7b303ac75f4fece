import { Button, InputAdornment } from '@mui/material';
import { format, type Track, unformat, useMask } from '@react-input/mask';
import { lazy, type Ref, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maskOptions, type PhoneCountry, UZBEKISTAN } from '@/lib/phone-mask';
import { OutlinedField, type OutlinedFieldProps } from './outlined-field';

const PhoneCountryMenu = lazy(() => import('./phone-country-menu'));

export type PhoneFieldProps = Omit<OutlinedFieldProps, 'value' | 'onChange' | 'defaultValue' | 'inputRef'> & {
  /** Dial code + national digits, e.g. '998901234567'; '' when empty. */
  value: string;
  onChange: (digits: string) => void;
  inputRef?: Ref<HTMLInputElement>;
  /** Shown but not changeable (a submitted application, spec §4). */
  readOnly?: boolean;
};

/**
 * The national digits after digits typed at the end of the field; undefined for any other input (typed in the
 * middle, deleted, pasted), which the mask handles. The mask reads the caret between keystrokes, so keystrokes that
 * a busy phone delivers back to back (typed while the page loads) lost digits; appending needs no caret. At a full
 * mask, a digit too many whose digits begin with the dial code means a number typed with its dial code
 * (998 90 123 45 67 fills the mask with 99 8… until then); any other digit too many is dropped.
 */
function nationalAfterTyping(event: Event, national: string, country: PhoneCountry): string | undefined {
  const input = event.target as HTMLInputElement;
  const { inputType, data } = event as InputEvent;
  if (inputType !== 'insertText' || !data || !/^\d+$/.test(data)) return undefined;
  const shown = format(national, maskOptions(country));
  if (input.selectionStart !== input.value.length || input.value !== `${shown}${data}`) return undefined;
  const typed = `${national}${data}`;
  if (national.length < country.nationalLength) return typed.slice(0, country.nationalLength);
  return typed.startsWith(country.dialCode) ? typed.slice(country.dialCode.length) : national;
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

/**
 * Phone input with a country-code picker (spec §2, §5): default Uzbekistan, mask from the country's example mobile
 * number (+998(xx) xxx-xx-xx), value = dial code + digits. `ControlledPhoneField` binds it to react-hook-form.
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
  const [input, setInput] = useState<HTMLInputElement | null>(null);
  const ref = useCallback(
    (element: HTMLInputElement | null) => {
      maskRef.current = element as HTMLInputElement;
      assignRef(inputRef, element);
      setInput(element);
    },
    [maskRef, inputRef],
  );

  // Digits typed at the end: read before the mask's own listener (a capturing one runs first) and written in the same
  // event, so a digit typed next lands after it however soon it comes.
  const latest = useRef({ national, country, onChange });
  latest.current = { national, country, onChange };
  useEffect(() => {
    if (!input) return;
    const appendTyped = (event: Event) => {
      const { national: before, country: current, onChange: changed } = latest.current;
      const after = nationalAfterTyping(event, before, current);
      if (after === undefined) return;
      event.stopImmediatePropagation();
      input.value = format(after, maskOptions(current));
      input.setSelectionRange(input.value.length, input.value.length);
      // Before React draws again: the next keystroke may come first.
      latest.current = { ...latest.current, national: after };
      changed(`${current.dialCode}${after}`);
    };
    input.addEventListener('input', appendTyped, { capture: true });
    return () => input.removeEventListener('input', appendTyped, { capture: true });
  }, [input]);

  return (
    <OutlinedField
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
