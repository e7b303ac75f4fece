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
  return { response, rows, sheet };
}

const today = () => {
  const [y, m, d] = new Date(Date.now() + 5 * 3600_000).toISOString().slice(0, 10).split('-');
  return `${d}.${m}.${y}`;
};

/** `<kind>_<the active session's name>_<today>_<HH-mm>.xlsx`, in the attachment's plain and RFC 5987 forms. */
const fileNamePattern = (kind: string) =>
  new RegExp(`^attachment; filename="${kind}_\\d{4}-\\d{4}_${today()}_\\d{2}-\\d{2}\\.xlsx"; filename\\*=UTF-8''`);

describe('exports', () => {
  it('exports every listed application with English headers, dd.mm.yyyy dates and translated values', async () => {
    const { response, rows } = await download('', 'en');
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toMatch(fileNamePattern('all_application'));
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
      'E-mail',
      'Telegram',
      'Region',
      'Field of study',
      'Language of instruction',
      ...Array.from({ length: 9 }, (_, i) => `Choice ${i + 1}`),
      'Accepted into',
      'Status',
      'Submitted on',
    ]);
    expect(rows).toHaveLength(4);
    const first = rows.find((row) => row[0] === ids[0]) as unknown[];
    // The main direction is choice 1, and the one accepted into; no extra ones (an empty cell reads as undefined).
    const direction = `${first[12]} — ${first[13]}`;
    expect([first[14], first[15], first[23]]).toEqual([direction, undefined, direction]);
    expect([...first.slice(0, 14), ...first.slice(24)]).toEqual([
      ids[0],
      'EXPORTA',
      'ALISHER',
      "BAXTIYOR O'G'LI",
      new Date('2000-05-17T00:00:00Z'),
      'Male',
      expect.stringMatching(/^AB \d{7}$/),
      pinflOf(0),
      '998901234567',
      'alisher.karimov@example.uz',
      '@alisher_karimov',
      expect.any(String),
      expect.any(String),
      expect.any(String),
      'Accepted',
      expect.any(Date),
    ]);
    // The submission's time as Tashkent's wall clock, within the minutes this test has run.
    const submitted = (first[25] as Date).getTime() - 5 * 3600_000;
    expect(Math.abs(Date.now() - submitted)).toBeLessThan(10 * 60_000);
  });

  it('writes dates as date cells shown dd.mm.yyyy, identifiers as text, the header frozen with a filter, columns sized', async () => {
    const { rows, sheet } = await download('', 'en');
    const row = sheet.getRow(rows.findIndex((values) => values[0] === ids[0]) + 1);
    expect(row.getCell(5).type).toBe(ExcelJS.ValueType.Date);
    expect(row.getCell(5).numFmt).toBe('dd.mm.yyyy');
    expect(row.getCell(26).type).toBe(ExcelJS.ValueType.Date);
    expect(row.getCell(26).numFmt).toBe('dd.mm.yyyy hh:mm');
    for (const column of [7, 8, 9, 10, 11]) {
      expect(row.getCell(column).type, `column ${column}`).toBe(ExcelJS.ValueType.String);
      expect(row.getCell(column).numFmt).toBe('@');
    }
    expect(row.getCell(1).type).toBe(ExcelJS.ValueType.Number);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBe('A1:Z1');
    // Each column at least as wide as its header and its longest value (PINFL: 14 digits).
    sheet.columns.forEach((column, index) => {
      const longest = Math.max(...rows.map((values) => String(values[index] ?? '').length));
      const needed = column.values?.[1] instanceof Date || rows[1][index] instanceof Date ? 10 : longest;
      expect(column.width, `column ${index + 1}`).toBeGreaterThanOrEqual(Math.min(needed, 60));
    });
    expect(sheet.getColumn(8).width).toBeGreaterThanOrEqual(14);
  });

  it('exports one status in Russian', async () => {
    const { response, rows } = await download('/submitted', 'ru');
    expect(response.headers['content-disposition']).toMatch(fileNamePattern('submitted_application'));
    expect(rows[0].slice(0, 4)).toEqual(['ID', 'Фамилия', 'Имя', 'Отчество']);
    expect(rows.slice(1).map((row) => row[0])).toEqual([ids[2]]);
    expect(rows[1][24]).toBe('Ожидает');
    expect(rows[1][5]).toBe('Мужской');
  });

  it('exports the accepted applications for the exam centre with empty permit columns to fill in', async () => {
    const { response, rows } = await download('/exported', 'uz');
    expect(response.headers['content-disposition']).toMatch(fileNamePattern('exam_applications'));
    expect(rows[0]).toEqual([
      'ID',
      'Familiya',
      'Ism',
      'Otasining ismi',
      'Pasport raqami',
      'JShShIR',
      "Ta'lim yo'nalishi",
      "Ta'lim tili",
      ...Array.from({ length: 9 }, (_, i) => `${i + 1}-tanlov`),
      "Qabul qilingan yo'nalish",
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
    expect(rows[1].slice(19).filter((value) => value !== undefined && value !== '')).toEqual([]);
  });

  it('is refused to applicants and anonymous callers', async () => {
    const applicant = await t.memberWithToken('ABITURIENT');
    const url = '/api/v1/admin/application/export';
    expect((await t.app.inject({ method: 'GET', url, headers: applicant.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});
