import { CacheProvider } from '@emotion/react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import type { Localization } from '@mui/material/locale';
import { type ReactNode, useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { SnackbarSlot } from '@/components/ui/snackbar-slot';
import { i18n } from '@/lib/i18n';
import { styleCache } from './style-cache';
import { createAppTheme } from './theme';

/** `muiTexts`: MUI's component texts in the interface language, loaded before the first render (main.tsx). */
export function AppProvider({ children, muiTexts }: { children: ReactNode; muiTexts: Localization }) {
  const theme = useMemo(() => createAppTheme(muiTexts), [muiTexts]);
  return (
    <I18nextProvider i18n={i18n}>
      <CacheProvider value={styleCache}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          {children}
          <SnackbarSlot />
        </ThemeProvider>
      </CacheProvider>
    </I18nextProvider>
  );
}
