import type { FastifyInstance } from 'fastify';
import { COMPRESS_FROM_BYTES, compress, preferredEncoding } from '../../lib/compression';

const COMPRESSIBLE = /^text\/(?!event-stream)|(?:\+|\/)json(?:;|$)|(?:\+|\/)xml(?:;|$)|javascript/;

/**
 * Text answers (JSON, HTML) over 1 KB in brotli or gzip, compressed in one call (small ones in place, large ones on
 * libuv's thread pool so the event loop stays free). This replaced @fastify/compress, which pipes every answer
 * through a stream: on the applicant's form (a few KB of JSON) that pipeline cost more than half of the request's
 * CPU. Streams (spreadsheet exports, documents) and bodies that carry their own Content-Encoding (the pre-compressed
 * lookups and web assets) are sent as they are.
 */
export function registerCompression(app: FastifyInstance) {
  // Callback style: most answers pass through untouched, and those should not pay for a promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    if (request.method === 'HEAD' || reply.statusCode === 204 || reply.statusCode === 304) return done(null, payload);
    if (reply.hasHeader('content-encoding') || !COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) {
      return done(null, payload);
    }
    if (Buffer.byteLength(payload) < COMPRESS_FROM_BYTES) return done(null, payload);
    const vary = String(reply.getHeader('vary') ?? '');
    if (!/accept-encoding/i.test(vary)) reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (!encoding) return done(null, payload);
    compress(payload, encoding).then((body) => {
      reply.header('content-encoding', encoding);
      reply.removeHeader('content-length');
      done(null, body);
    }, done);
  });
}
