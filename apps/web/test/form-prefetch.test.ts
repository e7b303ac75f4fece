// @vitest-environment jsdom
import { ANSWER_FIELD_NAMES } from '@qabul/contract/application/fields';
import { FILE_FIELDS } from '@qabul/contract/application/files';
import type { TApplication } from '@qabul/contract/application/response';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInAs, signOut } from './helpers/session';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** An application with every answer empty but the given ones. */
const application = (answers: Partial<TApplication>): TApplication => ({
  // Every answer and document empty; the fields below are the ones that are never null.
  ...(Object.fromEntries(
    [...ANSWER_FIELD_NAMES, ...FILE_FIELDS].map((field) => [field, null]),
  ) as unknown as TApplication),
  id: 7,
  status: 'DRAFT',
  foreignLanguageProficiency: { id: 1, name: 'No certificate' },
  score: 0,
  certificateNumber: '0',
  scienceComplex: null,
  reviews: {},
  registrationDate: null,
  ...answers,
});

/** One item that passes every list's schema (countries, regions, certificates, languages, ...). */
const LIST_ITEM = {
  id: 1,
  name: 'Item',
  code: '998',
  iso: 'UZ',
  passportPlaceholder: 'AA 1234567',
  passportPattern: '^[A-Z]{2} \\d{7}$',
  country: { id: 1, name: 'Uzbekistan' },
  minScore: null,
  maxScore: null,
  faculty: { id: 3 },
  scienceComplex: null,
};

/** The server: the member with `role`, `answers` as the application, one item in every list. */
function server(role: string, answers: Partial<TApplication>) {
  const fetch = vi.fn(async (url: string) => {
    if (url === '/api/v1/common/member') return json({ id: 7, role });
    if (url === '/api/v1/abiturient/application') return json(application(answers));
    if (url.startsWith('/api/v1/abiturient/')) return json([LIST_ITEM]);
    throw new Error(`unexpected ${url}`);
  });
  vi.stubGlobal('fetch', fetch);
  const lists = () =>
    fetch.mock.calls
      .map(([url]) => url.replace('/api/v1/abiturient/', ''))
      .filter((path) => path !== 'application' && !path.startsWith('/api/'))
      .sort();
  return { fetch, lists };
}

async function modules() {
  vi.resetModules();
  const [{ prefetchApplication }, { lookupQueryOptions }, { queryClient }] = await Promise.all([
    import('@/features/application/api/get-application'),
    import('@/features/application/api/get-lookups'),
    import('@/lib/query-client'),
  ]);
  return { prefetchApplication, lookupQueryOptions, queryClient };
}

// The first test imports the form's modules cold, which in a loaded 2-core CI run outlasts the default timeout.
describe("the application form's data, asked for while its code downloads", { timeout: 30_000 }, () => {
  beforeEach(() => signInAs('a-token'));
  afterEach(() => {
    vi.unstubAllGlobals();
    signOut();
  });

  it('holds every list the form shows for the saved answers before the form draws', async () => {
    const { lists } = server('ABITURIENT', {
      country: { id: 1, name: 'Uzbekistan' },
      region: { id: 10, name: 'Toshkent' },
      educationFaculty: { id: 3, name: 'Economics' },
    });
    const { prefetchApplication, lookupQueryOptions, queryClient } = await modules();
    await prefetchApplication();
    expect(lists()).toEqual([
      'address/city/all/10',
      'address/country/all',
      'address/region/all/1',
      'disability/all',
      'education/faculty/all',
      'education/language/all?facultyId=3',
      'foreign-language-proficiency/all',
      'school-type/all',
    ]);
    expect(queryClient.getQueryData(lookupQueryOptions('regions', 1).queryKey)).toHaveLength(1);
    expect(queryClient.getQueryData(lookupQueryOptions('cities', 10).queryKey)).toHaveLength(1);
  });

  it('asks for no dependent list of an unanswered place, and for nothing with a staff token', async () => {
    const applicant = server('ABITURIENT', {});
    await (await modules()).prefetchApplication();
    expect(applicant.lists()).toEqual([
      'address/country/all',
      'disability/all',
      'education/faculty/all',
      'foreign-language-proficiency/all',
      'school-type/all',
    ]);

    const staff = server('ADMIN_SUPER', {});
    await (await modules()).prefetchApplication();
    expect(staff.fetch.mock.calls.map(([url]) => url)).toEqual(['/api/v1/common/member']);
  });
});
