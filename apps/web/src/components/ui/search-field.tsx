import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import SearchIcon from '@/components/icons/Search';

type SearchFieldProps = {
  value: string;
  onChange: (value: string) => void;
  /** Runs the search: on Enter or on the icon (spec §2). */
  onSearch: () => void;
  label: string;
  buttonLabel: string;
  testId: string;
  sx?: SxProps<Theme>;
};

/** The lists' search box (spec §2: "Enter or icon triggers search"). */
export function SearchField({ value, onChange, onSearch, label, buttonLabel, testId, sx }: SearchFieldProps) {
  return (
    <TextField
      size="small"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onSearch();
      }}
      placeholder={label}
      sx={sx}
      slotProps={{
        htmlInput: { 'aria-label': label, 'data-testid': testId },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                edge="end"
                size="small"
                onClick={onSearch}
                aria-label={buttonLabel}
                data-testid={`${testId}-button`}
              >
                <SearchIcon />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
