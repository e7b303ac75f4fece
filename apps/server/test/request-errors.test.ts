import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await t.memberWithToken('ABITURIENT')).token;
});
afterAll(() => t.close());

/** Every refusal has the spec §8 body, never Fastify's own `{statusCode, error, message}`. */
function expectSpecError(response: { statusCode: number; json: () => Record<string, unknown> }, status: number) {
  expect(response.statusCode).toBe(status);
  const body = response.json();
  expect(Object.keys(body).sort()).toEqual(['code', 'error_description', 'meta']);
  expect(typeof body.error_description).toBe('string');
  return body;
}

const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const nestedArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('deeply nested JSON', () => {
  it.each([65, 5_000, 150_000])('refuses an object %i levels deep on anonymous login with 400', async (depth) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      payload: `{"username":"998901234567","password":"x","extra":${nested(depth)}}`,
    });
    const body = expectSpecError(response, 400);
    expect(body.meta).toEqual({ reason: 'body_too_deep' });
  });

  it('refuses a deep array inside an applicant draft, and keeps nesting inside strings harmless', async () => {
    const deep = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/abiturient/application/draft',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: `{"firstName":${nestedArray(100_000)}}`,
    });
    expectSpecError(deep, 400);
    const inString = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: '998901234567', password: '[{'.repeat(50) }),
    });
    expect(inString.statusCode).toBe(401);
  });

  it('accepts nesting up to the limit', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: `{"username":"998901234567","password":"x","extra":${nested(60)}}`,
    });
    expect(response.statusCode).not.toBe(500);
    expect(response.json().meta).not.toEqual({ reason: 'body_too_deep' });
  });
});

describe('malformed multipart', () => {
  const upload = (headers: Record<string, string>, payload: string | Buffer) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/abiturient/application/file/PHOTO_FILE',
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'en', ...headers },
      payload,
    });
  const boundary = 'XyZ123';

  it.each([
    [
      'a truncated body',
      { 'content-type': `multipart/form-data; boundary=${boundary}` },
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG`,
    ],
    ['no boundary', { 'content-type': 'multipart/form-data' }, `--${boundary}\r\n\r\n`],
    [
      'headers only',
      { 'content-type': `multipart/form-data; boundary=${boundary}` },
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n`,
    ],
    ['garbage', { 'content-type': `multipart/form-data; boundary=${boundary}` }, 'not multipart at all'],
  ])('answers %s with 400', async (_name, headers, payload) => {
    const body = expectSpecError(await upload(headers, payload), 400);
    expect(body.code).toBe(400);
  });
});

describe('bad URLs', () => {
  it.each(['/api/v1/%', '/api/v1/admin/application/file/%E0%A4%A', '/api/v1/%zz/x'])(
    'answers %s with a spec §8 400',
    async (url) => {
      const body = expectSpecError(await t.app.inject({ method: 'GET', url }), 400);
      expect(body.meta).toEqual({ reason: 'malformed_url' });
    },
  );

  it('answers a path parameter over 100 characters with a spec §8 body', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/application/file/${'9'.repeat(150)}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBeLessThan(500);
    expect(Object.keys(response.json()).sort()).toEqual(['code', 'error_description', 'meta']);
  });
});
