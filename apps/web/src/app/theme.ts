import type { Localization } from '@mui/material/locale';
import { createTheme } from '@mui/material/styles';

/** The MUI theme; `texts` puts MUI's own component texts in the interface language (locales/mui/material.ts). */
export function createAppTheme(texts: Localization) {
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
    texts,
  );
}
