import { createFilterOptions, type FilterOptionsState } from '@mui/material';
import { normalizeApostrophes } from '@qabul/contract/text';

const filterNamed = createFilterOptions<{ name: string }>({
  stringify: (option) => normalizeApostrophes(option.name),
});

/**
 * Autocomplete filtering of `{name}` options that matches whichever apostrophe the user typed (’ ʻ ' …): both the
 * option and the typed text are compared with their apostrophes in the one canonical form.
 */
export function filterByName<T extends { name: string }>(options: T[], state: FilterOptionsState<T>): T[] {
  return filterNamed(options, {
    ...state,
    inputValue: normalizeApostrophes(state.inputValue),
  } as FilterOptionsState<{ name: string }>) as T[];
}
