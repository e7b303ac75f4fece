import { sendEarlyRequests } from './lib/early-requests';
import { shareLocaleWithServer } from './lib/stored-locale';

// A script of its own beside the app's (vite.config.ts): a tiny entry and a small chunk it shares with the app, which
// send the page's first GETs (lib/early-requests.ts) while the app's much larger code is still downloading, and keep
// the server's first screens in this device's language.
sendEarlyRequests(window.location.pathname);
shareLocaleWithServer();
