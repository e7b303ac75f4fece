import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ZRefusalBody, ZValidationErrorBody } from '@qabul/contract/errors';
import { z } from '@qabul/contract/zod';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { routeRoles } from '../../lib/route-roles';
import { errorStatuses, operationId, operationKey } from './openapi-operations';
import { operationSummary } from './openapi-summaries';

type Transform = typeof jsonSchemaTransform;

/** The parts of the generated document the finishing step reads and changes. */
interface OpenApiDocument {
  paths?: Record<string, Record<string, { operationId?: string; responses?: Record<string, unknown> }>>;
  components?: { schemas?: Record<string, unknown> };
}

/** The 4xx answers every route may document, each a spec §8 body. */
const ERROR_RESPONSES: Record<number, { name: string; description: string; schema: object }> = {
  400: {
    name: 'BadRequest',
    description: 'Invalid input: code 499 with the messages per field in `meta`, or a malformed request',
    schema: { anyOf: [{ $ref: '#/components/schemas/ValidationError' }, { $ref: '#/components/schemas/Error' }] },
  },
  401: { name: 'Unauthorized', description: 'No valid session', schema: { $ref: '#/components/schemas/Error' } },
  403: { name: 'Forbidden', description: 'The role may not do this', schema: { $ref: '#/components/schemas/Error' } },
  404: { name: 'NotFound', description: 'No such record', schema: { $ref: '#/components/schemas/Error' } },
  429: {
    name: 'TooManyRequests',
    description: 'Too many attempts; Retry-After says when to try again',
    schema: { $ref: '#/components/schemas/Error' },
  },
};

function jsonSchemaOf(schema: z.ZodType) {
  const { $schema: _, ...json } = z.toJSONSchema(schema, { target: 'draft-2020-12' });
  return json;
}

/**
 * The OpenAPI document generated from the routes' contract schemas, and its UI at /api/docs. Every operation gets
 * its id from its method and path, its summary from openapi-summaries.ts (or the route's own `summary`), and its
 * 4xx answers from what its options show (docs/decisions/0215-openapi-operations.md).
 */
export const swaggerPlugin = fp(
  async (app) => {
    // Filled while the document's operations are built, read when the document is finished.
    const errorsByOperation = new Map<string, number[]>();

    const transform: Transform = (input) => {
      const { schema, url } = jsonSchemaTransform(input);
      const { route } = input;
      if (!schema || schema.hide || typeof route.method !== 'string') return { schema, url };
      const key = operationKey(route.method, input.url);
      const id = operationId(key);
      const roles = routeRoles(route.onRequest);
      errorsByOperation.set(id, errorStatuses({ key, roles, hasPathParameters: Boolean(schema.params) }));
      return {
        url,
        schema: {
          ...schema,
          operationId: id,
          summary: schema.summary ?? operationSummary(key),
          ...(roles ? { description: `Roles: ${roles.join(', ')}.` } : {}),
          security: roles ? [{ bearer: [] }] : [],
        },
      };
    };

    const transformObject = ({ openapiObject }: { openapiObject: OpenApiDocument }) => {
      for (const operations of Object.values(openapiObject.paths ?? {})) {
        for (const operation of Object.values(operations)) {
          if (!operation.operationId || !operation.responses) continue;
          for (const status of errorsByOperation.get(operation.operationId) ?? []) {
            operation.responses[status] = { $ref: `#/components/responses/${ERROR_RESPONSES[status].name}` };
          }
        }
      }
      return {
        ...openapiObject,
        components: {
          ...openapiObject.components,
          schemas: {
            ...openapiObject.components?.schemas,
            Error: jsonSchemaOf(ZRefusalBody),
            ValidationError: jsonSchemaOf(ZValidationErrorBody),
          },
          responses: Object.fromEntries(
            Object.entries(ERROR_RESPONSES).map(([status, { name, description, schema }]) => [
              name,
              {
                description,
                ...(status === '429'
                  ? { headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } } }
                  : {}),
                content: { 'application/json': { schema } },
              },
            ]),
          ),
        },
      };
    };

    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Qabul API',
          version: '1.0.0',
          description: 'Admissions portal API (spec §7). Errors answer with the spec §8 body.',
          // The repository carries no licence file: not an open licence, so an SPDX reference of its own.
          license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
        },
        // Relative: the document describes the server that serves it, whatever its public address.
        servers: [{ url: '/', description: 'The server serving this document' }],
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
        security: [{ bearer: [] }],
      },
      transform,
      transformObject: transformObject as never,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'qabul-swagger' },
);
