import { ZRefusalBody, ZValidationErrorBody } from '@qabul/contract/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationId, operationKey } from '../src/plugins/external/openapi-operations';
import { OPERATION_SUMMARIES } from '../src/plugins/external/openapi-summaries';
import { createTestApp, type TestApp } from './helpers/test-app';

interface Operation {
  operationId?: string;
  summary?: string;
  security?: unknown[];
  responses: Record<string, { $ref?: string }>;
}
interface Document {
  openapi: string;
  info: { license?: { name: string } };
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { responses: Record<string, { content: { 'application/json': { schema: object } } }> };
}

let t: TestApp;
let doc: Document;
let operations: { method: string; path: string; operation: Operation }[];

beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ method, path, operation })),
  );
});
afterAll(() => t.close());

describe('the OpenAPI document', () => {
  it('names, sums up and refuses every operation the spec §8 way', () => {
    const incomplete = operations
      .filter(({ operation }) => {
        const errors = Object.keys(operation.responses).filter((status) => /^4\d\d$/.test(status));
        return !operation.operationId || !operation.summary || !errors.length;
      })
      .map(({ method, path }) => `${method.toUpperCase()} ${path}`);
    expect(incomplete, 'operations without an operationId, a summary or a 4xx answer').toEqual([]);
    const errorResponses = operations.flatMap(({ operation }) =>
      Object.entries(operation.responses).filter(([status]) => status.startsWith('4')),
    );
    for (const [, response] of errorResponses) expect(response.$ref).toMatch(/^#\/components\/responses\/\w+$/);
  });

  it('gives each operation its own stable id, from the method and the path', () => {
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operationId(operationKey('POST', '/api/v1/abiturient/appeal'))).toBe('postAbiturientAppeal');
    expect(operationId(operationKey('GET', '/api/v1/admin/application/:id'))).toBe('getAdminApplicationById');
    expect(doc.paths['/api/v1/auth/login'].post.operationId).toBe('postAuthLogin');
  });

  it('has no summary for a route the server does not have', () => {
    const keys = new Set(operations.map(({ method, path }) => operationKey(method, path)));
    expect(Object.keys(OPERATION_SUMMARIES).filter((key) => !keys.has(key))).toEqual([]);
  });

  it('documents 401 and 403 exactly where an anonymous caller is refused as unauthorised', async () => {
    const wrong: string[] = [];
    for (const { method, path, operation } of operations) {
      const url = path.replace(/\{\w+\}/g, '1');
      const response = await t.app.inject({ method: method.toUpperCase() as 'GET', url });
      const documented = '401' in operation.responses && '403' in operation.responses;
      if ((response.statusCode === 401) !== documented) wrong.push(`${method} ${path}: ${response.statusCode}`);
      if (documented !== Boolean(operation.security?.length)) wrong.push(`${method} ${path}: security`);
    }
    expect(wrong).toEqual([]);
  });

  it('describes the error bodies the server sends', async () => {
    const unauthorised = await t.app.inject({ method: 'GET', url: '/api/v1/abiturient/application' });
    expect(ZRefusalBody.safeParse(unauthorised.json()).success).toBe(true);
    const invalid = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username: '' } });
    expect(invalid.statusCode).toBe(400);
    expect(ZValidationErrorBody.safeParse(invalid.json()).success).toBe(true);
    expect(doc.components.responses.BadRequest.content['application/json'].schema).toEqual({
      anyOf: [{ $ref: '#/components/schemas/ValidationError' }, { $ref: '#/components/schemas/Error' }],
    });
    expect(doc.paths['/api/v1/auth/login'].post.responses['429'].$ref).toBe('#/components/responses/TooManyRequests');
    expect(doc.paths['/api/v1/admin/application/{id}'].get.responses['404'].$ref).toBe(
      '#/components/responses/NotFound',
    );
  });

  it('types its nullable fields (OpenAPI 3.1) and names its servers and licence', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(JSON.stringify(doc)).not.toContain('"nullable"');
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/' })]);
    expect(doc.info.license?.name).toBeTruthy();
    expect(operations.length).toBeGreaterThan(160);
  });
});
