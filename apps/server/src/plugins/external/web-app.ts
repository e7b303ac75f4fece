import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { TPublicSettings } from '@qabul/contract/settings';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/app-error';

/** A JSON data block (not run, so the CSP allows it) read by apps/web/src/config/settings.ts. */
function withSettings(html: string, settings: TPublicSettings): Buffer {
  // `<` escaped: a value holding "</script>" cannot end the block.
  const json = JSON.stringify(settings).replace(/</g, '\\u003c');
  return Buffer.from(
    html.replace('</head>', `<script type="application/json" id="portal-settings">${json}</script></head>`),
  );
}

/**
 * A client route of the web app (/home/application), as opposed to a file: under /assets/ or with an extension in
 * its last segment. A missing file is a 404, not the app's page: a browser would take that HTML for the script it
 * asked for and fail with a MIME type error instead of a missing file (a stale tab after a release).
 */
function isClientRoute(url: string): boolean {
  const pathname = url.split('?', 1)[0];
  return !pathname.startsWith('/assets/') && !/\.[^/]*$/.test(pathname);
}

/**
 * The built web app (when `webDist` holds one) and the single-page fallback: a GET of a client route answers
 * index.html so client routes survive a reload; anything else unknown, /api and missing files, is a spec §8 404.
 * The files are those of the build present at start: a new build is served after a restart (as `npm start` does).
 */
export const webAppPlugin = fp<{ webDist: string; settings: TPublicSettings }>(
  async (app, { webDist, settings }) => {
    const hasWeb = existsSync(path.join(webDist, 'index.html'));
    // index.html answers every page of the app: kept in memory rather than read from disk on every visit, with
    // the university's settings in it, so the login page shows the contacts without a request of its own.
    const index = hasWeb ? withSettings(readFileSync(path.join(webDist, 'index.html'), 'utf8'), settings) : undefined;
    const sendIndex = (reply: FastifyReply) =>
      reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(index);
    if (hasWeb) {
      app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));
      await app.register(fastifyStatic, {
        root: webDist,
        wildcard: false,
        index: false,
        // The web build writes .br/.gz beside each asset (apps/web/vite.config.ts); sent by Accept-Encoding.
        preCompressed: true,
        setHeaders: (res, filePath) => {
          // Vite names assets by content hash, so they never change; index.html must always be fresh.
          res.header(
            'cache-control',
            filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    }

    app.setNotFoundHandler((request, reply) => {
      if (hasWeb && request.method === 'GET' && !request.url.startsWith('/api') && isClientRoute(request.url)) {
        return sendIndex(reply);
      }
      throw new AppError('route_not_found');
    });
  },
  { name: 'qabul-web-app' },
);
