/** The session token lives in the `token` cookie (spec §7: "stored in a cookie"). */
const TOKEN_COOKIE = 'token';
const MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

export function getToken(): string | null {
  const prefix = `${TOKEN_COOKIE}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return entry ? decodeURIComponent(entry.slice(prefix.length)) || null : null;
}

export function setToken(token: string) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers applicants use.
  document.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(token)}; path=/; max-age=${MAX_AGE_SECONDS}; SameSite=Strict${secure}`;
}

export function clearToken() {
  // biome-ignore lint/suspicious/noDocumentCookie: as in setToken.
  document.cookie = `${TOKEN_COOKIE}=; path=/; max-age=0; SameSite=Strict`;
}
