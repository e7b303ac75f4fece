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
 * The built web app (when `webDist` holds one) and the single-page fallback: a GET outside /api answers
 * index.html so client routes survive a reload; anything else unknown is a spec §8 404.
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
      if (hasWeb && request.method === 'GET' && !request.url.startsWith('/api')) return sendIndex(reply);
      throw new AppError('route_not_found');
    });
  },
  { name: 'qabul-web-app' },
);
