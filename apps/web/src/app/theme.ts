import { createTheme } from '@mui/material/styles';
import type { TLocale } from '@qabul/contract/locale';
import { MUI_LOCALES } from '@/locales/mui/mui-locales';

/** The MUI theme; the texts of MUI's and the DataGrid's own components are in the interface language. */
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
    MUI_LOCALES[locale].material,
    MUI_LOCALES[locale].dataGrid,
  );
}
