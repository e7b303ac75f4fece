import { sendEarlyRequests } from './lib/early-requests';

// A script of its own beside the app's (vite.config.ts): 66 bytes and a 2 KB chunk it shares with the app, which
// send the page's first GETs (lib/early-requests.ts) while the app's code, some 140 KB, is still downloading.
sendEarlyRequests(window.location.pathname);
