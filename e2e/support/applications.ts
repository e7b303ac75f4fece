import type { APIRequestContext } from '@playwright/test';
import { sampleApplication, samplePinfl, type TSampleReferences } from '@qabul/contract/application/sample';
import { PDF, PNG } from './documents';
import { type Credentials, expect, randomPhone, registerApplicant } from './fixtures';

/** Seven random digits, so parallel tests never share a PINFL or passport number by chance. */
export const digits = () => String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0');
/** A man born 17 May 2000, as the sample application is: the first six of `tail`'s digits make the serial. */
export const pinflOf = (tail: string) => samplePinfl(Number(tail.slice(0, 6)));

export async function login(request: APIRequestContext, { phone, password }: Credentials): Promise<string> {
  const response = await request.post('/api/v1/auth/login', { data: { username: phone, password } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

export async function getJson<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const response = await request.get(`/api/v1/${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

type Lookup = { id: number; name: string; iso?: string };

/** A staff member of `role`, created by the super admin through the members catalogue (PUT admin/admin-member). */
export async function createStaff(
  request: APIRequestContext,
  admin: Credentials,
  role: 'ADMIN_VERIFIER' | 'ADMIN_OBSERVER',
) {
  const staff = { phone: randomPhone(), password: 'Staff-pass-2026' };
  const response = await request.put('/api/v1/admin/admin-member', {
    headers: { authorization: `Bearer ${await login(request, admin)}` },
    data: {
      firstName: role === 'ADMIN_VERIFIER' ? 'VERA' : 'OLIM',
      lastName: role === 'ADMIN_VERIFIER' ? 'VERIFIER' : 'OBSERVER',
      phone: staff.phone,
      role,
      password: staff.password,
      passwordConfirmation: staff.password,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return staff;
}

/**
 * A new applicant whose draft has `pinfl` and `passportNumber` (as a second phone's start of the same person's
 * application: sending it would be refused). Returns the application id.
 */
export async function draftApplication(
  request: APIRequestContext,
  identity: { pinfl: string; passportNumber: string },
) {
  const token = await login(request, await registerApplicant(request));
  const response = await request.put('/api/v1/abiturient/application/draft', {
    headers: { authorization: `Bearer ${token}` },
    data: { firstName: 'ALISHER', lastName: 'KARIMOV', ...identity },
  });
  expect(response.status(), await response.text()).toBe(200);
  return { id: ((await response.json()) as { id: number }).id };
}

/** The sample application's catalogue rows, as the applicant's lookups list them: Uzbekistan and the first of each. */
export async function sampleReferences(request: APIRequestContext, token: string): Promise<TSampleReferences> {
  const countries = await getJson<Lookup[]>(request, token, 'abiturient/address/country/all');
  const uz = countries.find((country) => country.iso === 'UZ') as Lookup;
  const [region] = await getJson<Lookup[]>(request, token, `abiturient/address/region/all/${uz.id}`);
  const [city] = await getJson<Lookup[]>(request, token, `abiturient/address/city/all/${region.id}`);
  const [schoolType] = await getJson<Lookup[]>(request, token, 'abiturient/school-type/all');
  const [faculty] = await getJson<Lookup[]>(request, token, 'abiturient/education/faculty/all');
  const [language] = await getJson<Lookup[]>(
    request,
    token,
    `abiturient/education/language/all?facultyId=${faculty.id}`,
  );
  return {
    countryId: uz.id,
    regionId: region.id,
    cityId: city.id,
    schoolTypeId: schoolType.id,
    facultyId: faculty.id,
    languageId: language.id,
  };
}

/** Uploads the four required documents of the applicant whose token this is. */
export async function uploadDocuments(request: APIRequestContext, token: string) {
  const uploads: [string, string, string, Buffer][] = [
    ['PHOTO_FILE', 'photo.png', 'image/png', PNG],
    ['PASSPORT_FILE', 'passport.png', 'image/png', PNG],
    ['HIGH_SCHOOL_DIPLOMA_FILE', 'diploma.png', 'image/png', PNG],
    ['HIGH_SCHOOL_DIPLOMA_APPENDIX_FILE', 'appendix.pdf', 'application/pdf', PDF],
  ];
  for (const [kind, name, mimeType, buffer] of uploads) {
    const response = await request.post(`/api/v1/abiturient/application/file/${kind}`, {
      headers: { authorization: `Bearer ${token}` },
      multipart: { file: { name, mimeType, buffer } },
    });
    expect(response.status(), await response.text()).toBe(200);
  }
}

/**
 * A new applicant with a submitted application, through the API (the browser fill-in is application.spec.ts'
 * subject): the documents uploaded, the sample application's answers under the name KARIMOV, with the PINFL the
 * reviewer will question.
 */
export async function submittedApplication(
  request: APIRequestContext,
  {
    pinfl,
    passportNumber,
    email,
    language,
  }: { pinfl: string; passportNumber: string; email?: string; language?: 'uz' | 'ru' | 'en' },
) {
  const applicant = await registerApplicant(request);
  const token = await login(request, applicant);
  await uploadDocuments(request, token);
  const id = await submitSample(request, token, applicant, { pinfl, passportNumber, email, language });
  return { applicant, id };
}

/**
 * The sample application's answers under the name KARIMOV, submitted by `applicant` (its documents uploaded): a
 * first submission, or one again after a rejection. Returns the application's id.
 */
export async function submitSample(
  request: APIRequestContext,
  token: string,
  applicant: Credentials,
  {
    pinfl,
    passportNumber,
    email,
    language,
  }: { pinfl: string; passportNumber: string; email?: string; language?: 'uz' | 'ru' | 'en' },
): Promise<number> {
  // The applicant's messages are written in the language of the submission (Accept-Language).
  const response = await request.post('/api/v1/abiturient/application', {
    headers: { authorization: `Bearer ${token}`, ...(language ? { 'accept-language': language } : {}) },
    data: sampleApplication(await sampleReferences(request, token), {
      lastName: 'KARIMOV',
      pinfl,
      passportNumber,
      mobilePhone: applicant.phone,
      ...(email ? { email } : {}),
    }),
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { id: number }).id;
}

/** A submitted application rejected by the super admin through the API: its applicant may appeal. */
export async function rejectedApplication(request: APIRequestContext, admin: Credentials) {
  const submitted = await submittedApplication(request, { pinfl: pinflOf(digits()), passportNumber: `AE ${digits()}` });
  const response = await request.post(`/api/v1/admin/application/${submitted.id}/rejects`, {
    headers: { authorization: `Bearer ${await login(request, admin)}` },
    data: { reviews: { gpa: 'Attach the transcript' } },
  });
  expect(response.status(), await response.text()).toBe(200);
  return submitted;
}
