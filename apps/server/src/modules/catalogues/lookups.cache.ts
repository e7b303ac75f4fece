import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Lookups change rarely and are read on every form: the browser may keep them 5 minutes, per user and language,
 * and revalidate with the ETag (a hash of the body) to get a bodiless 304.
 */
export function sendCached<T>(request: FastifyRequest, reply: FastifyReply, body: T): T | undefined {
  const etag = `"${createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 32)}"`;
  reply.header('cache-control', 'private, max-age=300').header('etag', etag).header('vary', 'Accept-Language');
  const ifNoneMatch = request.headers['if-none-match'];
  const tags = (ifNoneMatch ?? '').split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  if (tags.includes(etag) || ifNoneMatch?.trim() === '*') {
    reply.code(304).send();
    return undefined;
  }
  return body;
}
