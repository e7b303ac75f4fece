import { MenuItem, TextField } from '@mui/material';
import { type Ref, useCallback, useRef } from 'react';
import { type Control, Controller, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '@/components/ui/password-field';
import { PhoneField } from '@/components/ui/phone-field';
import { translateMessage } from '@/lib/i18n';
import type { FieldDef, FormValues } from '../resources/resource';
import { ChildLookupField, LookupField } from './lookup-field';

/** The label of a field: the resource's own key, else the shared one (`fields.names.uz`, `fields.name`, ...). */
export function useFieldLabel(resourceName: string) {
  const { t } = useTranslation('catalogues');
  // Stable, so the grid's column definitions built from it are not rebuilt on every render.
  return useCallback(
    (field: string) => t([`resources.${resourceName}.fields.${field}`, `fields.${field}`]),
    [t, resourceName],
  );
}

/** Stable test ids for the browser tests: 'field-names-uz', 'field-country'. */
export const fieldTestId = (name: string) => `field-${name.replace(/\./g, '-')}`;

type CatalogueFieldProps = { resourceName: string; field: FieldDef; control: Control<FormValues> };

/** One dialog input bound to react-hook-form; its error is a contract message key or the server's text. */
export function CatalogueField({ resourceName, field, control }: CatalogueFieldProps) {
  const { t } = useTranslation('catalogues');
  const label = useFieldLabel(resourceName)(field.name);
  const testId = fieldTestId(field.name);
  return (
    <Controller
      control={control}
      name={field.name}
      render={({ field: input, fieldState }) => {
        const error = fieldState.error ? translateMessage(fieldState.error.message) : undefined;
        const common = {
          name: input.name,
          label,
          required: field.required,
          error: Boolean(error),
          helperText: error,
          onBlur: input.onBlur,
          inputRef: input.ref,
          fullWidth: true,
        };
        switch (field.kind) {
          case 'text':
            return (
              <TextField
                {...common}
                value={(input.value as string | undefined) ?? ''}
                onChange={(event) =>
                  input.onChange(field.digitsOnly ? event.target.value.replace(/\D/g, '') : event.target.value)
                }
                slotProps={{
                  htmlInput: {
                    maxLength: field.maxLength,
                    inputMode: field.digitsOnly ? 'numeric' : undefined,
                    'data-testid': testId,
                  },
                }}
              />
            );
          case 'number':
            return (
              <TextField
                {...common}
                type="number"
                value={input.value ?? ''}
                onChange={(event) => input.onChange(event.target.value === '' ? null : Number(event.target.value))}
                slotProps={{ htmlInput: { 'data-testid': testId } }}
              />
            );
          case 'date':
            return (
              <DateField
                name={input.name}
                label={label}
                required={field.required}
                onBlur={input.onBlur}
                inputRef={input.ref}
                errorKey={fieldState.error?.message}
                value={(input.value as string | undefined) ?? ''}
                onChange={input.onChange}
                testId={testId}
              />
            );
          case 'password':
            return (
              <PasswordField
                {...common}
                autoComplete="new-password"
                value={(input.value as string | undefined) ?? ''}
                onChange={(event) => input.onChange(event.target.value)}
                slotProps={{ htmlInput: { 'data-testid': testId } }}
              />
            );
          case 'phone':
            return (
              <PhoneField {...common} value={(input.value as string | undefined) ?? ''} onChange={input.onChange} />
            );
          case 'enum':
            return (
              <TextField
                {...common}
                select
                value={(input.value as string | null | undefined) ?? ''}
                onChange={(event) => input.onChange(event.target.value || null)}
                slotProps={{ htmlInput: { 'data-testid': testId } }}
              >
                {field.options.map((option) => (
                  <MenuItem key={option} value={option}>
                    {t(`${field.enumKey}.${option}`)}
                  </MenuItem>
                ))}
              </TextField>
            );
          case 'lookup':
            if (field.source.parent)
              return (
                <ParentedLookup
                  parent={field.source.parent}
                  control={control}
                  source={field.source}
                  value={input.value}
                  onChange={input.onChange}
                  onBlur={input.onBlur}
                  inputRef={input.ref}
                  label={label}
                  required={field.required}
                  error={error}
                  testId={testId}
                />
              );
            return (
              <LookupField
                source={field.source}
                multiple={field.multiple}
                value={input.value}
                onChange={input.onChange}
                onBlur={input.onBlur}
                inputRef={input.ref}
                label={label}
                required={field.required}
                error={error}
                testId={testId}
              />
            );
        }
      }}
    />
  );
}

type DateFieldProps = {
  name: string;
  label: string;
  required?: boolean;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement>;
  /** The field's contract message key, if any. */
  errorKey: string | undefined;
  value: string;
  onChange: (value: string) => void;
  testId: string;
};

/**
 * A browser date input. One typed in part or impossible (31.02) has the value '' like an empty one, with
 * `validity.badInput` set: the schema calls '' required, and this field says `invalid_date` for it instead.
 */
function DateField({ errorKey, inputRef, value, onChange, testId, ...props }: DateFieldProps) {
  const element = useRef<HTMLInputElement | null>(null);
  const setElement = useCallback(
    (node: HTMLInputElement | null) => {
      element.current = node;
      if (typeof inputRef === 'function') inputRef(node);
      else if (inputRef) inputRef.current = node;
    },
    [inputRef],
  );
  // Read when the error is drawn (after a Save or a change), when the input shows what was typed.
  const key = errorKey === 'required' && element.current?.validity.badInput ? 'invalid_date' : errorKey;
  const error = key ? translateMessage(key) : undefined;
  return (
    <TextField
      {...props}
      fullWidth
      type="date"
      error={Boolean(error)}
      helperText={error}
      inputRef={setElement}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': testId } }}
    />
  );
}

type ParentedLookupProps = Omit<Parameters<typeof ChildLookupField>[0], 'parent'> & {
  parent: { field: string; key: string };
  control: Control<FormValues>;
};

/** A ChildLookupField bound to its parent field of the same dialog. */
function ParentedLookup({ parent, control, ...props }: ParentedLookupProps) {
  const { field: parentInput } = useController({ control, name: parent.field });
  return (
    <ChildLookupField
      {...props}
      parent={{ value: parentInput.value, key: parent.key, onChange: parentInput.onChange }}
    />
  );
}
