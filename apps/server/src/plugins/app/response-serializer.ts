import { z } from '@qabul/contract/zod';
import type { FastifySerializerCompiler } from 'fastify';
import { serializeAnswer } from '../../lib/serialize-answer';

/**
 * Every answer is checked against its route's zod schema, which also drops any field the schema does not name (a
 * column added to a query can never leak), then serialised. fastify-type-provider-zod's serializer does this with
 * `safeEncode`, which zod 4 runs without its compiled fast path, many times slower than `safeParse`. Response schemas
 * hold no transforms or codecs (an encode would refuse them), so parsing gives the same answer.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<unknown> = ({ schema, method, url }) => {
  const zodSchema = responseSchema(schema);
  return (data: unknown) => serializeAnswer(zodSchema, data, method, url);
};

function responseSchema(schema: unknown): z.ZodType {
  if (schema instanceof z.ZodType) return schema;
  const properties = (schema as { properties?: unknown } | null)?.properties;
  if (properties instanceof z.ZodType) return properties;
  throw new Error(`A response schema is not a zod schema: ${JSON.stringify(schema)}`);
}
