import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { SnackbarHost } from '@/components/ui/snackbar-host';
import { currentLocale, i18n } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { createAppTheme } from './theme';

export function AppProvider({ children }: { children: ReactNode }) {
  const theme = useMemo(() => createAppTheme(currentLocale()), []);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          {children}
          <SnackbarHost />
        </ThemeProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
