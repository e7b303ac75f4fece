import { VALIDATION_ERROR_CODE } from '@qabul/contract/error-codes';
import type { TErrorBody } from '@qabul/contract/errors';
import type { z } from '@qabul/contract/zod';
import { apiUrl, callHeaders, type QueryParams } from './api-request';
import { noteAsked, takeEarly } from './early-requests';
import { currentLocale, i18n } from './i18n';
import { forgetSession, sessionChangedElsewhere, sessionMarker } from './session';
import { notify, snackbarHost } from './snackbar';

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
  params?: QueryParams;
  /** Parses the JSON response; the inferred type becomes the result type. */
  schema?: z.ZodType<T>;
  /** Do not show the red snackbar (the caller shows the error itself). */
  silent?: boolean;
  /** Do not sign out and go to the login page on 401/403 (login call, member lookup on the login page). */
  ignoreUnauthorized?: boolean;
  signal?: AbortSignal;
  /** The browser HTTP cache mode; 'no-cache' revalidates the server's cached lookups (ETag) instead of reusing them. */
  cache?: RequestCache;
  /** Return the raw Response (file downloads, response headers such as ETag). */
  raw?: boolean;
  /** Extra request headers (If-Match). */
  headers?: Record<string, string>;
};

/** What the app does on a refusal: `sessionChangedElsewhere` when the session refused is not the one this tab shows. */
type UnauthorizedHandler = (refusal: { sessionChangedElsewhere: boolean }) => void;

let onUnauthorized: UnauthorizedHandler = () => window.location.assign('/');

/** The app installs a router-aware handler (clear cache, navigate to the login page). */
export function setUnauthorizedHandler(handler: UnauthorizedHandler) {
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

async function request<T>(method: string, path: string, body: unknown, options: RequestOptions<T> = {}): Promise<T> {
  if (method !== 'GET') snackbarHost.preload();
  const headers = callHeaders(currentLocale(), options.headers);
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  const fail = (status: number | undefined, errorBody: TErrorBody | undefined): never => {
    const error = new ApiError(describeError(status, errorBody), status, errorBody);
    if ((status === 401 || status === 403) && !options.ignoreUnauthorized) {
      // A tab left open under a session that another tab has since replaced (a staff page, and an applicant signed
      // in beside it) is refused under the new one, which is not this tab's to forget.
      const elsewhere = sessionChangedElsewhere();
      if (!elsewhere) forgetSession();
      onUnauthorized({ sessionChangedElsewhere: elsewhere });
    } else if (!options.silent) {
      notify.error(error.message);
    }
    throw error;
  };

  const early =
    method === 'GET' && !options.params && !options.cache && !options.headers
      ? takeEarly(path, sessionMarker(), currentLocale())
      : undefined;
  noteAsked(path);
  let response: Response;
  try {
    response = await (early ??
      fetch(apiUrl(path, options.params), {
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
 * The one HTTP client (spec §7, §8): base /api/v1, the session in its HttpOnly cookie, Accept-Language, JSON, a red
 * snackbar for every failure and logout on 401/403. Paths are relative to /api/v1: `api.get('common/member')`.
 */
export const api = {
  get: <T>(path: string, options?: RequestOptions<T>) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions<T>) => request<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions<T>) => request<T>('PUT', path, body, options),
  delete: <T>(path: string, options?: RequestOptions<T>) => request<T>('DELETE', path, undefined, options),
};
