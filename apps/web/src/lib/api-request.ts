/** The API's address (spec §7); every call's path is relative to it. */
export const API_BASE = '/api/v1';

export type QueryParams = Record<string, string | number | boolean | undefined | null>;

/** The URL of `path` with its query string; undefined, null and '' values are dropped. */
export function apiUrl(path: string, params?: QueryParams): string {
  const url = `${API_BASE}/${path.replace(/^\/+/, '')}`;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${url}?${query}` : url;
}

/** The headers of every call: JSON and the shown language (the session travels in its HttpOnly cookie). */
export function callHeaders(locale: string, extra?: Record<string, string>): Record<string, string> {
  return { Accept: 'application/json', 'Accept-Language': locale, ...extra };
}
