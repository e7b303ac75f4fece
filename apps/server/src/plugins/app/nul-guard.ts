import type { FastifyInstance } from 'fastify';
import { AppError, fieldName } from '../../lib/app-error';

/** Fields (named as in a 499 `meta`) whose string contains U+0000, which PostgreSQL text refuses with an error. */
function nulCharacterFields(value: unknown, path: string[] = []): string[] {
  if (typeof value === 'string') return value.includes('\u0000') ? [fieldName(path)] : [];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => nulCharacterFields(inner, [...path, key]));
  return [];
}

/** Every route: a NUL character in the query or JSON body is a 499 on its field, never a database error (500). */
export function registerNulGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const fields = [...nulCharacterFields(request.query), ...nulCharacterFields(request.body)];
    if (fields.length) throw AppError.validation(Object.fromEntries(fields.map((field) => [field, ['invalid']])));
  });
}
