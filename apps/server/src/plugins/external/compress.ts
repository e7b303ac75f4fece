import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/**
 * Answers over 1 KB in brotli or gzip, at cheap settings (brotli quality 4: most of the gain for a fraction of the
 * CPU of the default 11). Only text-like types: documents, spreadsheets and images are compressed already, and
 * bodies that carry their own Content-Encoding (the cached lookups) are sent as they are.
 */
export const compressPlugin = fp(
  async (app) => {
    await app.register(compress, {
      threshold: 1024,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
      zlibOptions: { level: 5 },
      customTypes: /^text\/(?!event-stream)|(?:\+|\/)json(?:;|$)|(?:\+|\/)xml(?:;|$)|javascript/,
    });
  },
  { name: 'qabul-compress' },
);
