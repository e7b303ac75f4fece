import { VALIDATION_ERROR_CODE } from '@qabul/contract/error-codes';
import type { TErrorBody } from '@qabul/contract/errors';
import type { z } from '@qabul/contract/zod';
import { currentLocale, i18n } from './i18n';
import { notify, snackbarHost } from './snackbar';
import { clearToken, getToken } from './token';

export const API_BASE = '/api/v1';

/** A failed call. `status` is undefined when no response arrived; `message` is the text shown to the user. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
    readonly body: TErrorBody | undefined,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** Per-field messages of a 499 validation failure (already translated by the server). */
  get fieldErrors(): Record<string, string[]> {
    if (this.body?.code !== VALIDATION_ERROR_CODE) return {};
    return Object.fromEntries(
      Object.entries(this.body.meta).filter((entry): entry is [string, string[]] => Array.isArray(entry[1])),
    );
  }
}

export type RequestOptions<T> = {
  /** Query string; undefined and '' values are dropped. */
  params?: Record<string, string | number | boolean | undefined | null>;
  /** Parses the JSON response; the inferred type becomes the result type. */
  schema?: z.ZodType<T>;
  /** Do not show the red snackbar (the caller shows the error itself). */
  silent?: boolean;
  /** Do not clear the token and go to the login page on 401/403 (login call, member lookup on the login page). */
  ignoreUnauthorized?: boolean;
  signal?: AbortSignal;
  /** The browser HTTP cache mode; 'no-cache' revalidates the server's cached lookups (ETag) instead of reusing them. */
  cache?: RequestCache;
  /** Return the raw Response (file downloads, response headers such as ETag). */
  raw?: boolean;
  /** Extra request headers (If-Match). */
  headers?: Record<string, string>;
};

let onUnauthorized: () => void = () => window.location.assign('/');

/** The app installs a router-aware handler (clear cache, navigate to the login page). */
export function setUnauthorizedHandler(handler: () => void) {
  onUnauthorized = handler;
}

/** spec §8: the text of a failed response. */
export function describeError(status: number | undefined, body: TErrorBody | undefined): string {
  if (status === undefined) return i18n.t('errors.no_connection', { ns: 'common' });
  if (body?.code === VALIDATION_ERROR_CODE) {
    const lines = Object.values(body.meta).flatMap((value) => (Array.isArray(value) ? value.map(String) : []));
    if (lines.length) return lines.join('\n');
  }
  if (body?.error_description) return body.error_description;
  return i18n.t('errors.internal_code', { ns: 'common', code: status });
}

/**
 * The spec §8 error body, or undefined for anything else (a proxy's HTML page). Checked by hand, not with the
 * contract's ZErrorBody: every page loads this client, and zod would double the login page's JavaScript.
 */
function asErrorBody(value: unknown): TErrorBody | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { code, error_description, meta } = value as Record<string, unknown>;
  const isRecord = typeof meta === 'object' && meta !== null && !Array.isArray(meta);
  if (!Number.isInteger(code) || typeof error_description !== 'string' || !isRecord) return undefined;
  return value as TErrorBody;
}

function buildUrl(path: string, params: RequestOptions<unknown>['params']): string {
  const url = `${API_BASE}/${path.replace(/^\/+/, '')}`;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${url}?${query}` : url;
}

/** The headers of every call: JSON, the shown language, and the bearer token when signed in. */
function callHeaders(locale: string, token: string | null, extra?: Record<string, string>): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': locale, ...extra };
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/** GETs sent before the code that reads them had loaded (`sendEarly`), by path. */
const earlyAnswers = new Map<string, { sentAt: number; token: string; locale: string; response: Promise<Response> }>();
/**
 * Paths the app has asked for itself while early GETs may still be sent: one sent after that could answer a later
 * call with older data.
 */
const askedPaths = new Set<string>();
const EARLY_ANSWER_MS = 10_000;
const loadedAt = Date.now();
/** Early GETs belong to the page's first seconds; past them nothing is sent or kept track of. */
const isEarly = () => Date.now() - loadedAt < EARLY_ANSWER_MS;

/**
 * Sends GET `path` (signed in) now, so that its answer travels while the page's code is still downloading; the app's
 * first `api.get(path)` in the next ten seconds takes that answer instead of asking again, and handles it (errors
 * too) as its own. Nothing is sent once the app has asked for the path itself, or past the page's first ten seconds.
 */
export function sendEarly(path: string): Promise<Response> | undefined {
  const token = getToken();
  if (!token || !isEarly() || askedPaths.has(path) || earlyAnswers.has(path)) return undefined;
  const locale = currentLocale();
  const response = fetch(buildUrl(path, undefined), { headers: callHeaders(locale, token) });
  // The app reads a copy, made before the caller can read the answer (the member's role) and use up its body.
  const copy = response.then((answer) => answer.clone());
  // A dropped connection is the app's to report when it takes the answer, not an unhandled rejection before.
  copy.catch(() => undefined);
  earlyAnswers.set(path, { sentAt: Date.now(), token, locale, response: copy });
  return response;
}

function takeEarly(path: string): Promise<Response> | undefined {
  const early = earlyAnswers.get(path);
  earlyAnswers.delete(path);
  // Sent with the same headers, recently: not an answer for another member or language.
  const fresh =
    early &&
    Date.now() - early.sentAt < EARLY_ANSWER_MS &&
    early.token === getToken() &&
    early.locale === currentLocale();
  return fresh ? early.response : undefined;
}

async function request<T>(method: string, path: string, body: unknown, options: RequestOptions<T> = {}): Promise<T> {
  if (method !== 'GET') snackbarHost.preload();
  const headers = callHeaders(currentLocale(), getToken(), options.headers);
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  const fail = (status: number | undefined, errorBody: TErrorBody | undefined): never => {
    const error = new ApiError(describeError(status, errorBody), status, errorBody);
    if ((status === 401 || status === 403) && !options.ignoreUnauthorized) {
      clearToken();
      onUnauthorized();
    } else if (!options.silent) {
      notify.error(error.message);
    }
    throw error;
  };

  const early = method === 'GET' && !options.params && !options.cache && !options.headers ? takeEarly(path) : undefined;
  if (isEarly()) askedPaths.add(path);
  let response: Response;
  try {
    response = await (early ??
      fetch(buildUrl(path, options.params), {
        method,
        headers,
        body: payload,
        signal: options.signal,
        cache: options.cache,
      }));
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    return fail(undefined, undefined);
  }

  if (!response.ok) {
    return fail(response.status, asErrorBody(await response.json().catch(() => undefined)));
  }
  if (options.raw) return response as T;
  const text = await response.text();
  const data: unknown = text ? JSON.parse(text) : undefined;
  return options.schema ? options.schema.parse(data) : (data as T);
}

/**
 * The one HTTP client (spec §7, §8): base /api/v1, bearer token from the cookie, Accept-Language, JSON, a red
 * snackbar for every failure and logout on 401/403. Paths are relative to /api/v1: `api.get('common/member')`.
 */
export const api = {
  get: <T>(path: string, options?: RequestOptions<T>) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions<T>) => request<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions<T>) => request<T>('PUT', path, body, options),
  delete: <T>(path: string, options?: RequestOptions<T>) => request<T>('DELETE', path, undefined, options),
};
