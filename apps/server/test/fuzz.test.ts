import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG } from './helpers/application-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * For every operation of the OpenAPI document: at least 30 malformed requests derived from its schema (wrong
 * types, missing and extra fields, huge numbers, deep nesting, bad ids, bad multipart, bad credentials). None may
 * answer 5xx, and none may change a single row of the database.
 */

interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  enum?: unknown[];
  items?: JsonSchema;
}
interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  schema?: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}
interface FuzzRequest {
  name: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

const MIN_REQUESTS_PER_OPERATION = 30;

const nestedObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const nestedArray = (depth: number): unknown => {
  let value: unknown = [];
  for (let i = 0; i < depth; i++) value = [value];
  return value;
};

/**
 * Values no rule of `schema` accepts: of a wrong kind, plus the extremes of its own kind. A field taking text or a
 * number is numeric when the operation answers it as a number (a GPA pasted as "4,5"), text otherwise (a
 * certificate number), and gets only values wrong for that.
 */
function badValues(schema: JsonSchema, answeredAs?: string): unknown[] {
  const types = new Set([schema.type, ...(schema.anyOf ?? []).map((s) => s.type)]);
  const textOrNumber = types.has('string') && (types.has('number') || types.has('integer'));
  const numeric = textOrNumber ? answeredAs === 'number' || answeredAs === 'integer' : !types.has('string');
  const values: unknown[] = [];
  if (types.has('string')) {
    values.push(...(textOrNumber ? [] : [12345]), ['a'], 'a\u0000b');
    if (!numeric) values.push('x'.repeat(100_000));
  }
  if (numeric && (types.has('number') || types.has('integer'))) {
    values.push('abc', 9999.999, 2_147_483_648, 1e308, -2_147_483_649, 99_999_999_999, 1.5, -1);
  }
  if (types.has('boolean')) values.push('yes', 2);
  if (types.has('object')) {
    values.push('object', [1], { id: 2_147_483_648 }, { id: 1e20 }, { id: -1 }, { id: 'x' }, { id: [1] });
  }
  if (types.has('array')) values.push({ not: 'an array' }, nestedArray(60), ['x'.repeat(10_000)]);
  if (!values.length) values.push(nestedArray(3), { $gt: '' });
  return values;
}

const BAD_PATH_VALUES = [
  '0',
  '-1',
  'abc',
  '1.5',
  '2147483648',
  '99999999999',
  '1e20',
  '1e400',
  '-0',
  'NaN',
  'Infinity',
  '%25',
  '%00',
  '9'.repeat(150),
  "1'%20or%20'1'='1",
  '..%2F..%2Fetc%2Fpasswd',
  '%D9%A3',
  'photo_file',
];
const BAD_QUERY_VALUES = ['-1', 'abc', '1e20', '2147483648', '9007199254740991', '%00'];
const BAD_AUTH = ['', 'Bearer', 'Bearer ', 'Bearer x', 'Basic YWRtaW46YWRtaW4=', `Bearer ${'a'.repeat(5_000)}`];
/** Bodies that are no acceptable JSON object; `true` marks those that parse to an object with unknown keys only. */
const RAW_BODIES: [string, string, string, boolean?][] = [
  ['null', 'application/json', 'null'],
  ['array', 'application/json', '[]'],
  ['string', 'application/json', '"s"'],
  ['number', 'application/json', '1'],
  ['truncated JSON', 'application/json', '{"a":'],
  ['trailing comma', 'application/json', '{"a":1,}'],
  ['empty JSON', 'application/json', ''],
  ['deep nesting', 'application/json', nestedObject(100)],
  ['very deep nesting', 'application/json', nestedObject(50_000)],
  ['prototype poisoning', 'application/json', '{"__proto__":{"admin":true}}'],
  ['constructor poisoning', 'application/json', '{"constructor":{"prototype":{"admin":true}}}', true],
  ['text body', 'text/plain', '{}'],
  ['form body', 'application/x-www-form-urlencoded', 'a=1&b=2'],
  ['wrong charset', 'application/json; charset=utf-16', '[]'],
  ['multipart on JSON route', 'multipart/form-data; boundary=x', '--x\r\n\r\n--x--'],
];
const BOUNDARY = 'FuzzBoundary';
const filePart = (bytes: Buffer | string, field = 'file') =>
  Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    Buffer.from(bytes),
  ]);
const BAD_MULTIPART: [string, string, Buffer | string][] = [
  ['truncated', `multipart/form-data; boundary=${BOUNDARY}`, filePart(PNG.subarray(0, 20))],
  ['no boundary', 'multipart/form-data', filePart(PNG)],
  ['headers only', `multipart/form-data; boundary=${BOUNDARY}`, `--${BOUNDARY}\r\nContent-Disposition: form-data`],
  ['garbage', `multipart/form-data; boundary=${BOUNDARY}`, 'garbage'],
  ['empty', `multipart/form-data; boundary=${BOUNDARY}`, ''],
  [
    'boundary mismatch',
    'multipart/form-data; boundary=other',
    Buffer.concat([filePart(PNG), Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]),
  ],
  [
    'wrong field',
    `multipart/form-data; boundary=${BOUNDARY}`,
    Buffer.concat([filePart(PNG, 'photo'), Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]),
  ],
  [
    'PNG header then HTML',
    `multipart/form-data; boundary=${BOUNDARY}`,
    Buffer.concat([
      filePart(Buffer.concat([PNG.subarray(0, 33), Buffer.from('<script>alert(1)</script>')])),
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]),
  ],
  ['huge boundary', `multipart/form-data; boundary=${'b'.repeat(5_000)}`, 'x'],
];

let t: TestApp;
let tokens: { admin: string; applicant: string };
beforeAll(async () => {
  t = await createTestApp({ LOGIN_FAILURES_PER_IP: '100000', LOGIN_UNKNOWN_DEVICE_FAILURES: '100000' });
  tokens = {
    admin: (await t.memberWithToken('ADMIN_SUPER')).token,
    applicant: (await t.memberWithToken('ABITURIENT')).token,
  };
  // The applicant's application exists before the snapshot, as it would after their first visit.
  await t.app.inject({
    method: 'GET',
    url: '/api/v1/abiturient/application',
    headers: { authorization: `Bearer ${tokens.applicant}` },
  });
});
afterAll(() => t.close());

/** The rows of a raw query, on either database driver. */
async function rows<T>(query: SQL) {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Row count and content hash of every table. */
async function snapshot() {
  const result = await rows<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const state: Record<string, string> = {};
  // The audit of staff actions records reads too (a fuzzed request may open a real application): it is meant to grow.
  for (const { table_name: table } of result.filter(({ table_name }) => table_name !== 'audit_log')) {
    const [row] = await rows<{ n: number; h: string }>(
      sql.raw(
        `select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from "${table}" t`,
      ),
    );
    state[table] = `${row.n} rows, ${row.h}`;
  }
  return state;
}

/** The malformed requests of one operation. */
function requestsFor(
  method: string,
  path: string,
  operation: Operation,
  vocabulary: Record<string, JsonSchema>,
): FuzzRequest[] {
  const params = operation.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const queryParams = params.filter((p) => p.in === 'query');
  const jsonSchema = operation.requestBody?.content?.['application/json']?.schema;
  // Document uploads and the exam centre's spreadsheet and zip imports take multipart bodies.
  const isUpload = method === 'POST' && (/\/file\/\{\w+\}/.test(path) || path.endsWith('/import'));
  const hasInput = pathParams.length > 0 || queryParams.length > 0 || jsonSchema !== undefined || isUpload;
  const role = path.startsWith('/api/v1/admin') ? 'admin' : 'applicant';
  // An operation without input (logout) is only ever called with bad credentials: with good ones it is a valid call.
  const token = hasInput || method === 'GET' ? tokens[role] : undefined;
  const auth: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  // Valid-looking path values for requests whose malformation is elsewhere: no such row, or an upload kind.
  const fill = (overrides: Record<string, string> = {}) =>
    path.replace(/\{(\w+)\}/g, (_, name: string) => overrides[name] ?? (name === 'kind' ? 'PHOTO_FILE' : '2147483647'));
  const requests: FuzzRequest[] = [];
  const add = (name: string, request: Omit<FuzzRequest, 'name' | 'method'>) =>
    requests.push({ name, method, ...request });

  for (const value of BAD_AUTH) {
    add(`auth "${value.slice(0, 20)}"`, { url: fill(), headers: value ? { authorization: value } : {} });
  }
  const otherRole = role === 'admin' ? tokens.applicant : tokens.admin;
  if (token)
    add('other role', { url: fill({ kind: 'x', id: 'x' }), headers: { authorization: `Bearer ${otherRole}` } });

  for (const param of pathParams) {
    for (const value of BAD_PATH_VALUES)
      add(`path ${param.name}=${value.slice(0, 20)}`, { url: fill({ [param.name]: value }), headers: auth });
  }
  for (const param of queryParams) {
    for (const value of BAD_QUERY_VALUES) {
      add(`query ${param.name}=${value.slice(0, 20)}`, {
        url: `${fill()}?${param.name}=${encodeURIComponent(value)}`,
        headers: auth,
      });
    }
    add(`query ${param.name} twice`, { url: `${fill()}?${param.name}=1&${param.name}=2`, headers: auth });
  }
  if (!hasInput || method === 'GET') {
    const junk = ['__proto__[admin]=1', 'a=%00', `q=${'x'.repeat(5_000)}`, 'page=-1&size=1e20', 'x[y][z]=1'];
    for (const query of junk) {
      add(`junk query ${query.slice(0, 20)}`, { url: `${fill({ kind: 'x', id: 'x' })}?${query}`, headers: auth });
    }
  }

  // Bodies that are no JSON object at all; an operation without a body gets them with a bad path too.
  const bodyUrl = jsonSchema ? fill() : fill({ kind: 'x', id: 'x' });
  // An object of unknown keys is a valid call where no field is required (unknown keys are dropped).
  const dropsUnknownKeys = jsonSchema !== undefined && !jsonSchema.required?.length;
  // Operations taking ids or queries but no body get the first few (those have many other malformed requests).
  for (const [name, type, body, unknownKeysOnly] of jsonSchema || !hasInput ? RAW_BODIES : RAW_BODIES.slice(0, 9)) {
    if (unknownKeysOnly && dropsUnknownKeys) continue;
    add(`body ${name}`, { url: bodyUrl, headers: { ...auth, 'content-type': type }, payload: body });
  }
  for (const language of ['*;q=abc', 'a'.repeat(3_000)]) {
    add(`accept-language ${language.slice(0, 10)}`, {
      url: bodyUrl,
      headers: { ...auth, 'accept-language': language },
    });
  }
  if (jsonSchema) {
    const required = jsonSchema.required ?? [];
    if (required.length) {
      add('body missing every field', { url: fill(), headers: auth, payload: '{}' });
      add('body with only an unknown field', { url: fill(), headers: auth, payload: '{"unknownField":1}' });
    }
    // An open object (the submit body is checked by the service) gets every field name the document knows.
    const fields = Object.entries(jsonSchema.properties ?? vocabulary);
    const answered = operation.responses?.['200']?.content?.['application/json']?.schema?.properties ?? {};
    // A long form (the application's 30-odd fields) gets the first four values per field, to keep the run short.
    const perField = fields.length > 15 ? 4 : undefined;
    for (const [field, schema] of fields) {
      for (const value of badValues(schema, answered[field]?.type).slice(0, perField)) {
        add(`body ${field}=${JSON.stringify(value).slice(0, 30)}`, {
          url: fill(),
          headers: { ...auth, 'content-type': 'application/json' },
          payload: JSON.stringify({ [field]: value }),
        });
      }
    }
  }
  if (isUpload) {
    for (const [name, type, body] of BAD_MULTIPART) {
      add(`multipart ${name}`, { url: fill(), headers: { ...auth, 'content-type': type }, payload: body });
    }
  }
  // Every operation also gets a JSON body it does not take, and no body where it takes one.
  add('unexpected deep body', {
    url: fill({ kind: 'x', id: 'x' }),
    headers: { ...auth, 'content-type': 'application/json' },
    payload: nestedObject(5_000),
  });
  add('unsupported media type', {
    url: fill({ kind: 'x', id: 'x' }),
    headers: { ...auth, 'content-type': 'application/xml' },
    payload: '<a/>',
  });
  return requests;
}

describe('fuzzing every operation of the OpenAPI document', () => {
  it('answers every malformed request without a 5xx and without changing the database', async () => {
    const document = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const vocabulary: Record<string, JsonSchema> = {};
    for (const methods of Object.values(document.paths)) {
      for (const operation of Object.values(methods)) {
        Object.assign(vocabulary, operation.requestBody?.content?.['application/json']?.schema?.properties);
      }
    }
    const before = await snapshot();
    const serverErrors: string[] = [];
    const tally: Record<number, number> = {};
    let operations = 0;
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        operations++;
        const requests = requestsFor(method.toUpperCase(), path, operation, vocabulary);
        expect(requests.length, `${method} ${path}`).toBeGreaterThanOrEqual(MIN_REQUESTS_PER_OPERATION);
        for (const request of requests) {
          const response = await t.app.inject({
            method: request.method as 'GET',
            url: request.url,
            headers: request.headers,
            payload: request.payload,
            // The status is known once the head is out: a stream that stays open (the live events) would otherwise
            // hold the test; the app's close ends it. Only a server error's body is read.
            payloadAsStream: true,
          });
          tally[response.statusCode] = (tally[response.statusCode] ?? 0) + 1;
          const body = response.stream();
          if (response.statusCode >= 500) {
            const text = (await body.toArray()).join('');
            serverErrors.push(
              `${request.method} ${path} [${request.name}] → ${response.statusCode} ${text.slice(0, 120)}`,
            );
          } else {
            body.resume();
          }
        }
      }
    }
    expect(serverErrors).toEqual([]);
    expect(await snapshot()).toEqual(before);
    expect(operations).toBeGreaterThan(100);
    console.info(`fuzz: ${operations} operations, statuses ${JSON.stringify(tally)}`);
  }, 600_000);
});
