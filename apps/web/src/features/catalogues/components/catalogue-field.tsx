import { MenuItem, TextField } from '@mui/material';
import { useCallback } from 'react';
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
              <TextField
                {...common}
                type="date"
                value={(input.value as string | undefined) ?? ''}
                onChange={(event) => input.onChange(event.target.value)}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': testId } }}
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
