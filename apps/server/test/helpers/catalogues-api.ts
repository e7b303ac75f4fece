import type { TestApp } from './test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Calls `/api/v1{url}` of a test app; `as` gives the auth headers, `lang` the Accept-Language. */
export function catalogueApi(t: () => TestApp) {
  return (
    method: Method,
    url: string,
    options: { as?: { headers: Record<string, string> }; lang?: string; payload?: object; headers?: object } = {},
  ) =>
    t().app.inject({
      method,
      url: `/api/v1${url}`,
      payload: options.payload as never,
      headers: {
        ...options.as?.headers,
        ...(options.lang ? { 'accept-language': options.lang } : {}),
        ...(options.headers as Record<string, string>),
      },
    });
}
