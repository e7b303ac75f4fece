import type { FastifyInstance } from 'fastify';
import { AppError, fieldName } from '../../lib/app-error';
import { MAX_JSON_DEPTH } from './json-depth';

class TooDeep extends Error {}

/**
 * Fields (named as in a 499 `meta`) whose string contains U+0000, which PostgreSQL text refuses with an error.
 * Walks with its own stack, not recursion, and gives up beyond MAX_JSON_DEPTH, so no body can overflow the stack.
 */
function nulCharacterFields(root: unknown): string[] {
  const fields: string[] = [];
  const pending: { value: unknown; path: string[] }[] = [{ value: root, path: [] }];
  for (let item = pending.pop(); item; item = pending.pop()) {
    const { value, path } = item;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) fields.push(fieldName(path));
    } else if (value && typeof value === 'object') {
      if (path.length >= MAX_JSON_DEPTH) throw new TooDeep();
      for (const [key, inner] of Object.entries(value)) pending.push({ value: inner, path: [...path, key] });
    }
  }
  return fields;
}

/** Every route: a NUL character in the query or JSON body is a 499 on its field, never a database error (500). */
export function registerNulGuard(app: FastifyInstance) {
  app.addHook('preValidation', (request, _reply, done) => {
    let fields: string[];
    try {
      fields = [...nulCharacterFields(request.query), ...nulCharacterFields(request.body)];
    } catch (error) {
      return done(error instanceof TooDeep ? new AppError('body_too_deep') : (error as Error));
    }
    if (fields.length)
      return done(AppError.validation(Object.fromEntries(fields.map((field) => [field, ['invalid']]))));
    done();
  });
}
