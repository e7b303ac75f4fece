import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import { currentLocale, loadStoredLanguage } from './lib/i18n';
import { MATERIAL_LOCALES } from './locales/mui/material';

const root = document.getElementById('root');
if (!root) throw new Error('No #root element');

// Only the shown language's texts are downloaded; they arrive before the first render, so nothing flashes untranslated.
// The first drawing is a transition: React yields to the browser every few milliseconds instead of holding a slow
// phone for the whole app at once.
void Promise.all([loadStoredLanguage(), MATERIAL_LOCALES[currentLocale()]()]).then(([, muiTexts]) => {
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <AppProvider muiTexts={muiTexts}>
          <AppRouter />
        </AppProvider>
      </StrictMode>,
    );
  });
});
