import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter, preloadGuestPageAt } from './app/router';
import { AREAS } from './app/routes/areas';
import { preloadPageAt } from './app/routes/page-routes';
import { currentLocale, loadStoredLanguage } from './lib/i18n';
import { MATERIAL_LOCALES } from './locales/mui/material';

const root = document.getElementById('root');
if (!root) throw new Error('No #root element');

// The code and data of the page asked for start downloading now, beside the texts, not once the app has drawn.
const { pathname } = window.location;
const pageCode = Promise.all([preloadPageAt(AREAS, pathname), preloadGuestPageAt(pathname)]);

// Only the shown language's texts are downloaded; they arrive before the first render, so nothing flashes untranslated.
// So does the page's code: drawn before it, the app would show a spinner that React then keeps up a while (twice:
// once for the area's layout, once for the page). index.html shows a spinner meanwhile.
// The first drawing is a transition: React yields to the browser every few milliseconds instead of holding a slow
// phone for the whole app at once.
void Promise.all([loadStoredLanguage(), MATERIAL_LOCALES[currentLocale()](), pageCode]).then(([, muiTexts]) => {
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
