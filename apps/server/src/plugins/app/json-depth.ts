import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';

/** No request of the API nests deeper than a few levels; 64 leaves room and keeps every walk over a body cheap. */
export const MAX_JSON_DEPTH = 64;

/** Whether JSON text opens more than `limit` objects/arrays inside each other; one pass, brackets in strings ignored. */
export function jsonDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > limit) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

/**
 * JSON bodies nested beyond MAX_JSON_DEPTH are refused with 400 before they are parsed, so no recursive walk
 * (validation, NUL check, logging) ever meets thousands of levels. Parsing itself stays Fastify's (prototype
 * poisoning refused).
 */
export function registerJsonDepthLimit(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'ignore');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (jsonDeeperThan(text, MAX_JSON_DEPTH)) return done(new AppError('body_too_deep'), undefined);
    return parseJson(request, text, done);
  });
}
