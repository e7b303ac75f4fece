import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { translateMessage } from '@/lib/i18n';
import { PhoneField, type PhoneFieldProps } from './phone-field';

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
