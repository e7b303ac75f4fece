import type { APIRequestContext } from '@playwright/test';
import { PDF, PNG } from './documents';
import { type Credentials, expect, randomPhone, registerApplicant } from './fixtures';

/** Seven random digits, so parallel tests never share a PINFL or passport number by chance. */
export const digits = () => String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0');
/** A man born 17 May 2000: the PINFL starts 5 170500 (spec §5), six free digits, then the check digit (7-3-1). */
export const pinflOf = (tail: string) => {
  const first13 = `5170500${tail.slice(0, 6)}`;
  const sum = [...first13].reduce((total, digit, i) => total + Number(digit) * [7, 3, 1][i % 3], 0);
  return `${first13}${sum % 10}`;
};

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

/**
 * A new applicant with a submitted application, through the API (the browser fill-in is application.spec.ts'
 * subject): the documents uploaded, every answer valid, the PINFL the reviewer will question.
 */
export async function submittedApplication(
  request: APIRequestContext,
  { pinfl, passportNumber }: { pinfl: string; passportNumber: string },
) {
  const applicant = await registerApplicant(request);
  const token = await login(request, applicant);
  const headers = { authorization: `Bearer ${token}` };
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
  const uploads: [string, string, string, Buffer][] = [
    ['PHOTO_FILE', 'photo.png', 'image/png', PNG],
    ['PASSPORT_FILE', 'passport.png', 'image/png', PNG],
    ['HIGH_SCHOOL_DIPLOMA_FILE', 'diploma.png', 'image/png', PNG],
    ['HIGH_SCHOOL_DIPLOMA_APPENDIX_FILE', 'appendix.pdf', 'application/pdf', PDF],
  ];
  for (const [kind, name, mimeType, buffer] of uploads) {
    const response = await request.post(`/api/v1/abiturient/application/file/${kind}`, {
      headers,
      multipart: { file: { name, mimeType, buffer } },
    });
    expect(response.status(), await response.text()).toBe(200);
  }
  const response = await request.post('/api/v1/abiturient/application', {
    headers,
    data: {
      firstName: 'ALISHER',
      lastName: 'KARIMOV',
      middleName: 'BAKHTIYOROVICH',
      birthDate: '2000-05-17T00:00:00.000Z',
      gender: 'MALE',
      disability: { id: 5 },
      country: { id: uz.id },
      region: { id: region.id },
      city: { id: city.id },
      addressLine: 'Amir Temur street 1',
      citizenship: { id: uz.id },
      nationality: 'UZBEK',
      passportNumber,
      pinfl,
      mobilePhone: applicant.phone,
      fatherPhone: '998911234567',
      motherPhone: '998931234567',
      schoolCountry: { id: uz.id },
      schoolRegion: { id: region.id },
      schoolCity: { id: city.id },
      schoolType: { id: schoolType.id },
      schoolName: 'NATIONAL UNIVERSITY OF UZBEKISTAN',
      graduatedDirection: 'Applied mathematics',
      gpa: 4.5,
      graduationYear: 2022,
      highSchoolDiplomaNumber: 'B 1234567',
      foreignLanguageProficiency: { id: 1 },
      educationFaculty: { id: faculty.id },
      educationLanguage: { id: language.id },
      agreement: true,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { id } = (await response.json()) as { id: number };
  return { applicant, id };
}
