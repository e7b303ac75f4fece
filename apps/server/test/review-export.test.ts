import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApplicationReferences, findApplicationReferences } from './helpers/application-fixtures';
import { pinflOf, staffClient, submittedApplication } from './helpers/review-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let refs: ApplicationReferences;
let headers: Record<string, string>;
const ids: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  refs = await findApplicationReferences(t.db);
  headers = (await t.memberWithToken('ADMIN_OBSERVER')).headers;
  const verifier = staffClient(t, (await t.memberWithToken('ADMIN_VERIFIER')).headers);
  for (let i = 0; i < 3; i++) {
    ids.push((await submittedApplication(t, refs, { pinfl: pinflOf(i), lastName: `EXPORT${'ABC'[i]}` })).id);
  }
  await verifier.accept(ids[0]);
  await verifier.accept(ids[1]);
});
afterAll(() => t.close());

async function download(path: string, lang: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/admin/application/export${path}`,
    headers: { ...headers, 'accept-language': lang },
  });
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { response, rows };
}

const today = () => {
  const [y, m, d] = new Date(Date.now() + 5 * 3600_000).toISOString().slice(0, 10).split('-');
  return `${d}.${m}.${y}`;
};

describe('exports', () => {
  it('exports every listed application with English headers, dd.mm.yyyy dates and translated values', async () => {
    const { response, rows } = await download('', 'en');
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="all_application_${today()}.xlsx"`);
    expect(rows[0]).toEqual([
      'ID',
      'Last name',
      'First name',
      "Father's name",
      'Birth date',
      'Gender',
      'Passport number',
      'PINFL',
      'Phone',
      'Region',
      'Field of study',
      'Language of instruction',
      'Status',
      'Submitted on',
    ]);
    expect(rows).toHaveLength(4);
    const first = rows.find((row) => row[0] === ids[0]) as unknown[];
    expect(first).toEqual([
      ids[0],
      'EXPORTA',
      'ALISHER',
      "BAXTIYOR O'G'LI",
      '17.05.2000',
      'Male',
      expect.stringMatching(/^AB \d{7}$/),
      pinflOf(0),
      '998901234567',
      expect.any(String),
      expect.any(String),
      expect.any(String),
      'Accepted',
      today(),
    ]);
  });

  it('exports one status in Russian', async () => {
    const { response, rows } = await download('/submitted', 'ru');
    expect(response.headers['content-disposition']).toContain(`submitted_application_${today()}.xlsx`);
    expect(rows[0].slice(0, 4)).toEqual(['ID', 'Фамилия', 'Имя', 'Отчество']);
    expect(rows.slice(1).map((row) => row[0])).toEqual([ids[2]]);
    expect(rows[1][12]).toBe('Ожидает');
    expect(rows[1][5]).toBe('Мужской');
  });

  it('exports the accepted applications for the exam centre with empty permit columns to fill in', async () => {
    const { response, rows } = await download('/exported', 'uz');
    expect(response.headers['content-disposition']).toContain(`exam_applications_${today()}.xlsx`);
    expect(rows[0]).toEqual([
      'ID',
      'Familiya',
      'Ism',
      'Otasining ismi',
      'Pasport raqami',
      'JShShIR',
      "Ta'lim yo'nalishi",
      "Ta'lim tili",
      'Telefon',
      'Imtihon kuni',
      'Smena',
      'Login',
      'Parol',
      'Filial',
      'Xona',
      'Boshlanish vaqti',
    ]);
    expect(
      rows
        .slice(1)
        .map((row) => row[0])
        .sort(),
    ).toEqual([ids[0], ids[1]].sort());
    expect(rows[1].slice(9).filter((value) => value !== undefined && value !== '')).toEqual([]);
  });

  it('is refused to applicants and anonymous callers', async () => {
    const applicant = await t.memberWithToken('ABITURIENT');
    const url = '/api/v1/admin/application/export';
    expect((await t.app.inject({ method: 'GET', url, headers: applicant.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});
