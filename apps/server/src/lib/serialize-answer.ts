import type { z } from '@qabul/contract/zod';
import { ResponseSerializationError } from 'fastify-type-provider-zod';

/** `data` as the route's schema lets it out, as JSON; for answers a route sends already serialised. */
export function serializeAnswer(schema: z.ZodType, data: unknown, method: string, url: string): string {
  const result = schema.safeParse(data);
  if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
  return JSON.stringify(result.data);
}
