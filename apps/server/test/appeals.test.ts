import { PDFName } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examResults } from '../src/modules/exams/exams.table';
import { makePdf, multipartFile, PDF, PNG } from './helpers/application-fixtures';
import { reviewedApplicant } from './helpers/exam-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let verifier: Record<string, string>;
let observer: Record<string, string>;
let superAdmin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  verifier = (await t.memberWithToken('ADMIN_VERIFIER')).headers;
  observer = (await t.memberWithToken('ADMIN_OBSERVER')).headers;
  superAdmin = (await t.memberWithToken('ADMIN_SUPER')).headers;
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object, lang = 'en') =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...headers, 'accept-language': lang },
    payload: payload as never,
  });
const send = (headers: Headers, text: string, lang = 'en') =>
  call('POST', '/abiturient/appeal', headers, { text }, lang);
const answer = (headers: Headers, applicationId: number, text: string) =>
  call('POST', `/admin/appeal/${applicationId}/answer`, headers, { answer: text });
const upload = (headers: Headers, bytes: Buffer) => {
  const body = multipartFile(bytes, 'appeal.pdf');
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/abiturient/appeal/file',
    headers: { ...headers, ...body.headers, 'accept-language': 'en' },
    payload: body.payload,
  });
};

async function rejected() {
  return reviewedApplicant(t, { status: 'REJECTED' });
}

async function withResult(attended: string, result: string) {
  const applicant = await reviewedApplicant(t, { status: 'ACCEPTED' });
  await t.db.insert(examResults).values({ applicationId: applicant.application.id, attended, result });
  return applicant;
}

describe('eligibility', () => {
  it('lets a rejected applicant and a "not recommended" one appeal, nobody else', async () => {
    const eligible = [await rejected(), await withResult('1', '0')];
    for (const applicant of eligible) {
      expect((await call('GET', '/abiturient/appeal', applicant.headers)).json()).toEqual({
        eligible: true,
        appeal: null,
      });
      expect((await send(applicant.headers, 'Please review again')).statusCode).toBe(200);
    }
    const notEligible = [
      await reviewedApplicant(t, { status: 'SUBMITTED' }),
      await reviewedApplicant(t, { status: 'ACCEPTED' }),
      await withResult('1', '1'),
      await withResult('0', ''),
    ];
    for (const applicant of notEligible) {
      expect((await call('GET', '/abiturient/appeal', applicant.headers)).json()).toEqual({
        eligible: false,
        appeal: null,
      });
      const response = await send(applicant.headers, 'Please review again', 'ru');
      expect(response.statusCode).toBe(409);
      expect(response.json().error_description).toMatch(/^Апелляцию может подать только абитуриент/);
    }
  });

  it('is 409 for an applicant without an application', async () => {
    const { headers } = await t.memberWithToken('ABITURIENT');
    expect((await send(headers, 'text')).statusCode).toBe(409);
  });
});

describe('POST abiturient/appeal', () => {
  it('stores the text with apostrophes in their one form and refuses a second appeal with 409', async () => {
    const applicant = await rejected();
    const first = await send(applicant.headers, '  O’zbekiston, Fargʻona  ');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      applicationId: applicant.application.id,
      text: "O'zbekiston, Farg'ona",
      hasFile: false,
      answer: null,
    });
    const second = await send(applicant.headers, 'again');
    expect(second.statusCode).toBe(409);
    expect(second.json().error_description).toBe('You have already sent an appeal');
  });

  it('accepts 2,000 characters and refuses 2,001 or an empty text', async () => {
    const applicant = await rejected();
    const tooLong = await send(applicant.headers, 'a'.repeat(2001));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().meta).toEqual({ text: ['At most 2,000 characters'] });
    expect((await send(applicant.headers, '   ')).json().meta).toEqual({ text: ['Write the text of the appeal'] });
    expect((await send(applicant.headers, 'a'.repeat(2000))).statusCode).toBe(200);
  });

  it('is refused to staff', async () => {
    expect((await send(verifier, 'text')).statusCode).toBe(403);
  });
});

describe('appeal PDF', () => {
  it('keeps a plain PDF, downloadable by the owner and staff only', async () => {
    const applicant = await rejected();
    await send(applicant.headers, 'See the attached certificate');
    const uploaded = await upload(applicant.headers, PDF);
    expect(uploaded.statusCode).toBe(200);
    expect(uploaded.json().hasFile).toBe(true);

    const own = await call('GET', '/abiturient/appeal/file', applicant.headers);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.rawPayload.equals(PDF)).toBe(true);
    const id = applicant.application.id;
    expect((await call('GET', `/admin/appeal/${id}/file`, observer)).rawPayload.equals(PDF)).toBe(true);

    // Another applicant reaches only their own appeal's file, which they do not have.
    const other = await rejected();
    expect((await call('GET', '/abiturient/appeal/file', other.headers)).statusCode).toBe(404);
    expect((await call('GET', `/admin/appeal/${id}/file`, other.headers)).statusCode).toBe(403);
  });

  it('refuses an image, a PDF with a script and a file before the appeal', async () => {
    const applicant = await rejected();
    expect((await upload(applicant.headers, PDF)).json().error_description).toBe('Appeal not found');
    await send(applicant.headers, 'text');
    const image = await upload(applicant.headers, PNG);
    expect(image.statusCode).toBe(400);
    expect(image.json().meta).toEqual({ file: ['Upload a PDF file only'] });
    const scripted = await makePdf((pdf) => {
      pdf.catalog.set(PDFName.of('OpenAction'), pdf.context.obj({ S: 'JavaScript', JS: 'app.alert(1)' }));
    });
    const active = await upload(applicant.headers, scripted);
    expect(active.statusCode).toBe(400);
    expect(active.json().meta.file).toHaveLength(1);
    expect((await call('GET', '/abiturient/appeal', applicant.headers)).json().appeal.hasFile).toBe(false);
  });
});

describe('staff answer', () => {
  it('is given by a verifier once, read by staff and shown to the applicant without the staff name', async () => {
    const applicant = await rejected();
    const id = applicant.application.id;
    expect((await call('GET', `/admin/appeal/${id}`, observer)).json()).toEqual({ appeal: null });
    expect((await answer(verifier, id, 'No appeal yet')).statusCode).toBe(404);
    await send(applicant.headers, 'My diploma was readable');

    expect((await answer(observer, id, 'Observers only read')).statusCode).toBe(403);
    expect((await answer(applicant.headers, id, 'Not my own answer')).statusCode).toBe(403);
    expect((await answer(verifier, id, '')).statusCode).toBe(400);

    const answered = await answer(verifier, id, 'We looked again: the rejection stands');
    expect(answered.statusCode).toBe(200);
    expect(answered.json().answeredBy).toEqual(expect.any(String));
    expect((await answer(superAdmin, id, 'Second answer')).statusCode).toBe(409);

    const staffView = (await call('GET', `/admin/appeal/${id}`, observer)).json().appeal;
    expect(staffView).toMatchObject({
      text: 'My diploma was readable',
      answer: 'We looked again: the rejection stands',
    });
    const own = (await call('GET', '/abiturient/appeal', applicant.headers)).json();
    expect(own).toMatchObject({
      eligible: false,
      appeal: { answer: 'We looked again: the rejection stands', answeredBy: null, answeredAt: expect.any(String) },
    });
    // Once answered, the PDF can no longer change.
    expect((await upload(applicant.headers, PDF)).statusCode).toBe(409);
  });

  it('is 404 for staff reading an application that does not exist', async () => {
    expect((await call('GET', '/admin/appeal/999999', verifier)).json()).toEqual({ appeal: null });
    expect((await answer(verifier, 999999, 'x')).statusCode).toBe(404);
  });
});
