import { Autocomplete, TextField } from '@mui/material';
import type { TLookupItem } from '@qabul/contract/catalogue';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { filterByName } from '@/lib/filter-by-name';
import { useLookup } from '../api/get-lookup';
import type { LookupSource } from '../resources/resource';

type Ref_ = TLookupItem | null;

/** The name of an option's `{id, name}` property `key` ('' when absent: a value kept from the item itself). */
function groupOf(option: TLookupItem, key: string): string {
  const ref = (option as Record<string, unknown>)[key] as { name?: string } | undefined;
  return ref?.name ?? '';
}

type LookupFieldProps = {
  source: LookupSource;
  multiple?: boolean;
  /** `{id, name}` (single) or a list of them (multiple), as the dialog keeps references. */
  value: unknown;
  onChange: (value: Ref_ | TLookupItem[]) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement>;
  label: string;
  required?: boolean;
  error?: string;
  testId: string;
};

/**
 * A reference picked from a lookup (active items only). The current values are kept among the options, so an item
 * pointing at a since-deactivated country still shows and saves its country.
 */
export function LookupField({
  source,
  multiple,
  value,
  onChange,
  onBlur,
  inputRef,
  label,
  required,
  error,
  testId,
}: LookupFieldProps) {
  const { t } = useTranslation('catalogues');
  const lookup = useLookup(source.path);
  const selected: TLookupItem[] = multiple
    ? ((value as TLookupItem[] | null) ?? [])
    : value
      ? [value as TLookupItem]
      : [];
  const options = [...(lookup.data ?? [])];
  for (const item of selected) if (!options.some((option) => option.id === item.id)) options.push(item);
  const groupName = source.groupBy ? (option: TLookupItem) => groupOf(option, source.groupBy as string) : undefined;
  // MUI draws a group header wherever the group changes, so the groups must be contiguous; the sort is stable.
  if (groupName) options.sort((a, b) => groupName(a).localeCompare(groupName(b)));

  return (
    <Autocomplete<TLookupItem, boolean>
      multiple={multiple}
      options={options}
      value={multiple ? selected : (selected[0] ?? null)}
      onChange={(_, next) => onChange(next as Ref_ | TLookupItem[])}
      onBlur={onBlur}
      loading={lookup.isPending}
      getOptionLabel={(option) => option.name}
      filterOptions={filterByName}
      groupBy={groupName}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      noOptionsText={t('form.no_options')}
      loadingText={t('form.loading')}
      filterSelectedOptions={multiple}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          error={Boolean(error)}
          helperText={error}
          inputRef={inputRef}
          inputProps={{ ...params.inputProps, 'data-testid': testId }}
        />
      )}
    />
  );
}
