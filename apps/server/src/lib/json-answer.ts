import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { brotliOptions, COMPRESS_FROM_BYTES, compress, exactCopy, preferredEncoding } from './compression';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

type Encoding = 'br' | 'gzip';

/**
 * A JSON answer made once and sent many times: its text, its size, and each compressed copy made at most once (a
 * promise while it is being made). With an ETag the browser may keep it and revalidate it for a bodiless 304.
 */
export interface JsonAnswer {
  json: string;
  bytes: number;
  etag?: string;
  br?: Buffer | Promise<Buffer>;
  gzip?: Buffer | Promise<Buffer>;
}

const etagOf = (json: string) => `"${createHash('sha256').update(json).digest('base64url').slice(0, 32)}"`;

/** An answer whose compressed copies are made when a client first asks for them, at the cheap settings. */
export function jsonAnswer(json: string, options: { revalidate?: boolean } = {}): JsonAnswer {
  return { json, bytes: Buffer.byteLength(json), etag: options.revalidate ? etagOf(json) : undefined };
}

/**
 * An answer to be sent thousands of times before it changes (the lookups), with an ETag, compressed at once at the
 * best quality, as the web app's files are: made once per change on libuv's pool, so its cost does not count.
 */
export async function precompressedAnswer(json: string): Promise<JsonAnswer> {
  const answer = jsonAnswer(json, { revalidate: true });
  if (answer.bytes < COMPRESS_FROM_BYTES) return answer;
  const [br, gz] = await Promise.all([
    brotli(json, brotliOptions(answer.bytes, 11)).then(exactCopy),
    gzipAsync(json, { level: 9 }).then(exactCopy),
  ]);
  return { ...answer, br, gzip: gz };
}

/** The copy of `answer` in `encoding`, made now if it was not; a failure is not kept, the next request tries again. */
function compressed(answer: JsonAnswer, encoding: Encoding): Buffer | Promise<Buffer> {
  const made = answer[encoding];
  if (made) return made;
  const making = compress(answer.json, encoding)
    .then(exactCopy)
    .then((body) => {
      if (answer[encoding] === making) answer[encoding] = body;
      return body;
    });
  answer[encoding] = making;
  making.catch(() => {
    if (answer[encoding] === making) answer[encoding] = undefined;
  });
  return making;
}

const revalidated = (request: FastifyRequest, etag: string) => {
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch === undefined) return false;
  return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
};

/**
 * Sends a prepared answer, the one way the app sends JSON it keeps: compressed as the client accepts (the onSend
 * compression hook leaves a body with its own Content-Encoding alone). An answer with an ETag may be kept by the
 * browser for 5 minutes (per user and language) and revalidated. Sent without a promise when the copy is made.
 */
export function sendJsonAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: JsonAnswer,
): FastifyReply | Promise<FastifyReply> {
  reply.header('vary', 'Accept-Language, Accept-Encoding');
  if (answer.etag) {
    reply.header('cache-control', 'private, max-age=300').header('etag', answer.etag);
    if (revalidated(request, answer.etag)) return reply.code(304).send();
  }
  reply.type('application/json; charset=utf-8');
  const encoding =
    answer.bytes < COMPRESS_FROM_BYTES ? undefined : preferredEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(answer.json);
  reply.header('content-encoding', encoding);
  const body = compressed(answer, encoding);
  return Buffer.isBuffer(body) ? reply.send(body) : body.then((made) => reply.send(made));
}
