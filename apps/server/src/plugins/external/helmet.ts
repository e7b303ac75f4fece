import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** Security headers, with a Content-Security-Policy that allows only the app's own origin. */
const OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // MUI (emotion) injects its styles at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      // Staff read an application's PDFs on the page, and the permit page previews the permit: an <iframe> of
      // the downloaded file's blob: URL.
      frameSrc: ["'self'", 'blob:'],
      // Photos are compressed in a Web Worker served from the app's own assets.
      workerSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
    },
  },
  // No address leaves for another site; our own pages keep their origin, since under `no-referrer` a browser sends
  // `Origin: null` with a same-origin POST, and the CSRF check needs it (docs/decisions/0201).
  referrerPolicy: { policy: 'same-origin' },
};

/** The headers helmet sets, worked out once by running its middleware against a response that only records them. */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: () => {},
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * What the API's answers carry instead (OWASP REST Security Cheat Sheet): JSON or a file is never shown as a page, so
 * the page's policies (its CSP, COOP, X-XSS-Protection, ...) only made every answer longer, at a cost in CPU.
 */
function apiHeaders(page: Record<string, string>): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': page['cross-origin-resource-policy'],
    'referrer-policy': page['referrer-policy'],
    'strict-transport-security': page['strict-transport-security'],
    'x-content-type-options': page['x-content-type-options'],
    'x-frame-options': 'DENY',
  };
}

/**
 * helmet's headers (the API's own set under /api/), the request id and the worker's id on every answer. helmet's are
 * the same for every request, so they are computed at start: @fastify/helmet rebuilt helmet's middleware (and parsed
 * the CSP) on every request, a tenth of a health check's time. One synchronous hook sets them all: each async hook
 * costs a promise per request.
 */
export const helmetPlugin = fp<{ worker?: string }>(
  async (app, { worker }) => {
    const pageHeaders = helmetHeaders(OPTIONS);
    const api = apiHeaders(pageHeaders);
    if (worker) {
      pageHeaders['x-worker'] = worker;
      api['x-worker'] = worker;
    }
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(request.url.startsWith('/api/') ? api : pageHeaders);
      reply.header('x-request-id', request.id);
      done();
    });
  },
  { name: 'qabul-helmet' },
);
