import createClient from 'openapi-fetch';
import type { paths } from '../api/qabul-api';
import { expect, registerApplicant, test } from '../support/fixtures';

/**
 * The API as another team's program would use it: a client typed by openapi-typescript from the server's OpenAPI
 * document (api/qabul-api.d.ts, kept current by `npm run lint:api`) calling the real server through openapi-fetch.
 * tsc type-checks this file against the generated types, so a route whose schema changes under it fails the build.
 */
test('a client generated from the OpenAPI document logs in, saves a draft and lists a catalogue', async ({
  baseURL,
  request,
  admin,
}) => {
  const api = createClient<paths>({ baseUrl: baseURL });
  const applicant = await registerApplicant(request);

  const login = await api.POST('/api/v1/auth/login', {
    body: { username: applicant.phone, password: applicant.password },
  });
  expect(login.response.status).toBe(200);
  // The answer is a token, or for staff with two-factor a challenge: the types make the client tell them apart.
  const token = login.data && 'token' in login.data ? login.data.token : undefined;
  expect(token).toEqual(expect.any(String));
  const headers = { authorization: `Bearer ${token}` };

  const draft = await api.PUT('/api/v1/abiturient/application/draft', {
    headers,
    body: { firstName: 'ALISHER', lastName: 'KARIMOV' },
  });
  expect(draft.response.status).toBe(200);
  expect(draft.data?.id).toEqual(expect.any(Number));
  const saved = await api.GET('/api/v1/abiturient/application', { headers });
  expect(saved.data).toMatchObject({ id: draft.data?.id, firstName: 'ALISHER', lastName: 'KARIMOV' });

  // The documented spec §8 error: code 499 and, per field, its messages.
  const refused = await api.PUT('/api/v1/abiturient/application/draft', { headers, body: { pinfl: '123' } });
  expect(refused.response.status).toBe(400);
  expect(refused.error).toMatchObject({ code: 499, meta: { pinfl: [expect.any(String)] } });

  // A catalogue list, paged as spec §7 says, for staff only: the applicant is refused with the documented 403.
  const forbidden = await api.GET('/api/v1/admin/region', { headers, params: { query: { page: 0, size: 25 } } });
  expect(forbidden.response.status).toBe(403);
  expect(forbidden.error).toMatchObject({ code: 403, meta: { reason: 'forbidden' } });
  const staffLogin = await api.POST('/api/v1/auth/login', {
    body: { username: admin.phone, password: admin.password },
  });
  expect(staffLogin.data).toHaveProperty('token');
  const staffToken = staffLogin.data && 'token' in staffLogin.data ? staffLogin.data.token : undefined;
  const regions = await api.GET('/api/v1/admin/region', {
    headers: { authorization: `Bearer ${staffToken}` },
    params: { query: { page: 0, size: 25, sortOrder: 'asc' } },
  });
  expect(regions.response.status).toBe(200);
  expect(regions.data?.totalElements).toBeGreaterThan(0);
  expect(regions.data?.content[0]).toMatchObject({ id: expect.any(Number), names: { en: expect.any(String) } });
});
