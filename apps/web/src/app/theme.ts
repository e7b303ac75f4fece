import { enUS, ruRU } from '@mui/material/locale';
import { createTheme } from '@mui/material/styles';
import type { TLocale } from '@qabul/contract/locale';

/** The MUI theme; component texts (pagination etc.) follow the interface language, Uzbek falls back to Russian. */
export function createAppTheme(locale: TLocale) {
  return createTheme(
    {
      palette: {
        primary: { main: '#0d47a1' },
        secondary: { main: '#00897b' },
        background: { default: '#f4f6fa' },
      },
      shape: { borderRadius: 8 },
      typography: {
        fontFamily: '"Inter", "Roboto", "Segoe UI", "Helvetica Neue", Arial, "Noto Sans", sans-serif',
        button: { textTransform: 'none', fontWeight: 600 },
      },
      components: {
        MuiTextField: { defaultProps: { size: 'medium' } },
      },
    },
    locale === 'en' ? enUS : ruRU,
  );
}
