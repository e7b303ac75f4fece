/**
 * document.cookie as read in this run of scripts. Each read of it is a round trip to the browser's network process
 * (about a millisecond on this machine's Chromium; a page's first drawing asked twenty times, each call and each
 * render wanting to know whether it is signed in), so one read serves every question asked until the scripts yield,
 * and the page's own writes (writeCookie) forget it. A cookie the server sets arrives with its answer, in a later run.
 */
let readInThisRun: string | undefined;

function pageCookies(): string {
  if (readInThisRun === undefined) {
    readInThisRun = document.cookie;
    queueMicrotask(() => {
      readInThisRun = undefined;
    });
  }
  return readInThisRun;
}

/** A cookie's value as this page sees it, or null when it is absent or empty. */
export function cookieValue(name: string): string | null {
  const prefix = `${name}=`;
  const entry = pageCookies()
    .split('; ')
    .find((part) => part.startsWith(prefix));
  return entry && entry.length > prefix.length ? entry.slice(prefix.length) : null;
}

/** Sets a cookie (`name=value; attributes`) for this page. */
export function writeCookie(cookie: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers applicants use.
  document.cookie = cookie;
  readInThisRun = undefined;
}
