import type { FilterOptionsState } from '@mui/material';
import { describe, expect, it } from 'vitest';
import { filterByName } from './filter-by-name';

const OPTIONS = [
  { id: 1, name: "Farg'ona viloyati" },
  { id: 2, name: 'Toshkent shahri' },
  { id: 3, name: 'Qo\u02BBqon' },
];

function typed(inputValue: string): FilterOptionsState<{ id: number; name: string }> {
  return { inputValue, getOptionLabel: (option) => option.name };
}

describe('filterByName', () => {
  it.each(["farg'ona", 'Farg\u2019ona', 'Farg\u02BBona', 'Farg\u02BCona', 'Farg`ona'])(
    'finds Fargʻona by "%s"',
    (input) => {
      expect(filterByName(OPTIONS, typed(input)).map((option) => option.id)).toEqual([1]);
    },
  );

  it('finds an option stored with another apostrophe by the ASCII one', () => {
    expect(filterByName(OPTIONS, typed("Qo'qon")).map((option) => option.id)).toEqual([3]);
  });

  it('keeps everything for an empty input and nothing for an unknown name', () => {
    expect(filterByName(OPTIONS, typed(''))).toHaveLength(3);
    expect(filterByName(OPTIONS, typed('Samarqand'))).toEqual([]);
  });
});
