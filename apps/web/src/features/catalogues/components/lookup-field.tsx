import { Autocomplete, TextField } from '@mui/material';
import type { TLookupItem } from '@qabul/contract/lookups';
import { type Ref, useEffect } from 'react';
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
  /** Only these options (besides the current value); see `parent` of LookupSource. */
  filter?: (option: TLookupItem) => boolean;
  disabled?: boolean;
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
  filter,
  disabled,
}: LookupFieldProps) {
  const { t } = useTranslation('catalogues');
  const lookup = useLookup(source.path);
  const selected: TLookupItem[] = multiple
    ? ((value as TLookupItem[] | null) ?? [])
    : value
      ? [value as TLookupItem]
      : [];
  const options = (lookup.data ?? []).filter((option) => !filter || filter(option));
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
      disabled={disabled}
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
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': testId } }}
        />
      )}
    />
  );
}

/** `{id}` of an option's `{id, name}` property `key`. */
function refIdOf(option: TLookupItem | undefined, key: string): number | undefined {
  return ((option as Record<string, unknown> | undefined)?.[key] as { id?: number } | undefined)?.id;
}

type ChildLookupFieldProps = Omit<LookupFieldProps, 'filter' | 'disabled'> & {
  parent: { value: unknown; key: string; onChange: (value: TLookupItem | null) => void };
};

/** A lookup whose options depend on another field of the dialog (LookupSource `parent`). */
export function ChildLookupField({ parent, ...props }: ChildLookupFieldProps) {
  const lookup = useLookup(props.source.path);
  const parentId = (parent.value as { id?: number } | null)?.id;
  const currentId = (props.value as { id?: number } | null)?.id;
  const current = lookup.data?.find((option) => option.id === currentId);
  const currentParent = (current as Record<string, unknown> | undefined)?.[parent.key] as TLookupItem | undefined;
  const { onChange } = props;
  const setParent = parent.onChange;

  useEffect(() => {
    // Editing: the item keeps only its own reference; its parent is the current option's.
    if (parentId === undefined && currentParent) setParent(currentParent);
    // A new parent: the choice made under the old one goes.
    else if (parentId !== undefined && currentParent && currentParent.id !== parentId) onChange(null);
  }, [parentId, currentParent, setParent, onChange]);

  return (
    <LookupField
      {...props}
      disabled={parentId === undefined}
      filter={(option) => refIdOf(option, parent.key) === parentId}
    />
  );
}
