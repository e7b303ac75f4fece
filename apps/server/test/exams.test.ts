import { messages } from '@qabul/contract/messages';
import ExcelJS from 'exceljs';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admissionSessions } from '../src/modules/admission-sessions/admission-sessions.table';
import { csv, importFile, reviewedApplicant, setStatus, tashkentDay, toDotted, xlsx } from './helpers/exam-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let superAdmin: { headers: Record<string, string> };
beforeAll(async () => {
  t = await createTestApp();
  superAdmin = await t.memberWithToken('ADMIN_SUPER');
});
afterAll(() => t.close());

const HEADER = ['id', 'passportNumber', 'day1', 'smena1', 'floor2', 'day2', 'branch'];
const get = (url: string, headers: Record<string, string>, lang = 'en') =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { ...headers, 'accept-language': lang } });

describe('permit import', () => {
  it('a dry run reports what would change and writes nothing; the real import writes it', async () => {
    const a = await reviewedApplicant(t);
    const b = await reviewedApplicant(t, { passportNumber: 'AC 7654321', admissionSessionId: null });
    const day = tashkentDay(20);
    const file = csv([
      HEADER,
      [a.application.id, a.passportNumber, toDotted(day), '1', 'log-a', 'pw-a', 'Chilonzor'],
      // Matched by passport number alone, written as the exam centre may write it.
      ['', 'ac7654321', day, '2', 'log-b', 'pw-b', ''],
    ]);

    const dry = await importFile(t, superAdmin.headers, 'permits', file, { dryRun: true });
    expect(dry.statusCode).toBe(200);
    expect(dry.json()).toEqual({ rows: 2, created: 2, updated: 0, unchanged: 0, errors: [] });
    expect((await get(`/admin/ruxsatnoma/${a.application.id}`, superAdmin.headers)).json()).toEqual({});

    const real = await importFile(t, superAdmin.headers, 'permits', file);
    expect(real.json()).toEqual({ rows: 2, created: 2, updated: 0, unchanged: 0, errors: [] });
    expect((await get(`/admin/ruxsatnoma/${b.application.id}`, superAdmin.headers)).json()).toEqual({
      fullName: 'QODIROVA GULNORA BAXTIYOR QIZI',
      educationFaculty: { name: expect.any(String) },
      educationLanguage: { name: expect.any(String) },
      day1: toDotted(day),
      smena1: '2',
      floor2: 'log-b',
      day2: 'pw-b',
      passportNumber: 'AC 7654321',
      branch: '',
      // No admission session on this row: the exam day's year.
      academicYear: `${day.slice(0, 4)}-${Number(day.slice(0, 4)) + 1}`,
    });
  });

  it('the permit names the academic year of the session the application was submitted in', async () => {
    const [session] = await t.db
      .insert(admissionSessions)
      .values({
        name: 'Kuzgi qabul',
        startDate: '2027-03-01',
        registrationEndDate: '2027-07-31',
        endDate: '2027-08-31',
      })
      .returning();
    const a = await reviewedApplicant(t, { admissionSessionId: session.id });
    const file = csv([HEADER, [a.application.id, a.passportNumber, toDotted(tashkentDay(20)), '1', 'l', 'p', '']]);
    expect((await importFile(t, superAdmin.headers, 'permits', file)).json()).toMatchObject({ created: 1 });
    const permit = (await get(`/admin/ruxsatnoma/${a.application.id}`, superAdmin.headers)).json();
    expect(permit.academicYear).toBe('2027-2028');
  });

  it('importing the same file twice changes nothing the second time; a changed row counts as updated', async () => {
    const a = await reviewedApplicant(t);
    const rows = [HEADER, [a.application.id, '', tashkentDay(30), '1', 'log', 'pw', '']];
    expect((await importFile(t, superAdmin.headers, 'permits', csv(rows))).json()).toMatchObject({ created: 1 });
    expect((await importFile(t, superAdmin.headers, 'permits', csv(rows))).json()).toEqual({
      rows: 1,
      created: 0,
      updated: 0,
      unchanged: 1,
      errors: [],
    });
    rows[1][5] = 'new-password';
    expect((await importFile(t, superAdmin.headers, 'permits', csv(rows))).json()).toMatchObject({
      created: 0,
      updated: 1,
      unchanged: 0,
    });
    expect((await get(`/admin/ruxsatnoma/${a.application.id}`, superAdmin.headers)).json().day2).toBe('new-password');
  });

  it('a file with one bad row names its row and column and writes nothing', async () => {
    const good = await reviewedApplicant(t);
    const bad = await reviewedApplicant(t);
    const response = await importFile(
      t,
      superAdmin.headers,
      'permits',
      csv([
        HEADER,
        [good.application.id, '', tashkentDay(10), '1', 'log', 'pw', ''],
        [bad.application.id, '', '31.02.2026', '1', 'log', 'pw', ''],
      ]),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      rows: 2,
      created: 1,
      updated: 0,
      unchanged: 0,
      errors: [{ row: 3, column: 'day1', field: 'day1', message: 'Write the date as dd.mm.yyyy' }],
    });
    expect((await get(`/admin/ruxsatnoma/${good.application.id}`, superAdmin.headers)).json()).toEqual({});
  });

  it('reports unknown ids and passports, missing values, applications not accepted and repeated rows', async () => {
    const accepted = await reviewedApplicant(t);
    const submitted = await reviewedApplicant(t, { status: 'SUBMITTED' });
    const day = tashkentDay(10);
    const response = await importFile(
      t,
      superAdmin.headers,
      'permits',
      csv([
        HEADER,
        ['', 'ZZ 0000000', day, '1', 'log', 'pw', ''],
        [999999, '', day, '1', 'log', 'pw', ''],
        [submitted.application.id, '', day, '1', 'log', 'pw', ''],
        [accepted.application.id, 'AA 0000001', day, '1', 'log', 'pw', ''],
        [accepted.application.id, '', day, '', 'log', 'pw', ''],
        [accepted.application.id, '', day, '1', 'log', 'pw', ''],
        ['', '', day, '1', 'log', 'pw', ''],
      ]),
      { lang: 'ru' },
    );
    expect(response.json().errors).toEqual([
      { row: 2, column: 'passportNumber', field: 'passportNumber', message: 'Нет заявления с таким номером паспорта' },
      { row: 3, column: 'id', field: 'id', message: 'Нет заявления с таким ID' },
      { row: 4, column: 'id', field: 'id', message: 'Заявление не принято' },
      {
        row: 5,
        column: 'passportNumber',
        field: 'passportNumber',
        message: `Номер паспорта не совпадает с заявлением ${accepted.application.id}`,
      },
      { row: 6, column: 'smena1', field: 'smena1', message: 'Заполните значение' },
      { row: 7, column: 'id', field: 'id', message: 'Это заявление уже есть в строке 6' },
      { row: 8, column: 'id', field: 'id', message: 'Заполните значение' },
    ]);
    expect((await get(`/admin/ruxsatnoma/${accepted.application.id}`, superAdmin.headers)).json()).toEqual({});
  });

  it('reads .xlsx with the export’s translated headers and real date cells, and ;-separated CSV', async () => {
    const a = await reviewedApplicant(t);
    const b = await reviewedApplicant(t);
    const ru = messages.ru;
    const labels = ['id', 'lastName', 'passportNumber', 'day1', 'smena1', 'floor2', 'day2', 'branch'].map(
      (name) => ru[`column_${name}`],
    );
    const examDay = new Date(Date.UTC(2026, 6, 20));
    const workbook = await xlsx([
      labels,
      [a.application.id, 'QODIROVA', a.passportNumber, examDay, 1, 'login-a', 'pass-a', 'Yunusobod'],
      [],
    ]);
    const fromXlsx = await importFile(t, superAdmin.headers, 'permits', workbook, { name: 'permits.xlsx' });
    expect(fromXlsx.json()).toEqual({ rows: 1, created: 1, updated: 0, unchanged: 0, errors: [] });
    expect((await get(`/admin/ruxsatnoma/${a.application.id}`, superAdmin.headers)).json()).toMatchObject({
      day1: '20.07.2026',
      smena1: '1',
      floor2: 'login-a',
      branch: 'Yunusobod',
    });

    const uz = messages.uz;
    const header = ['id', 'day1', 'smena1', 'floor2', 'day2'].map((name) => uz[`column_${name}`]);
    const semicolons = csv([header, [b.application.id, '2026-07-21', '2', 'login;b', 'pass "b"']], ';');
    expect((await importFile(t, superAdmin.headers, 'permits', semicolons)).json()).toMatchObject({
      created: 1,
      errors: [],
    });
    expect((await get(`/admin/ruxsatnoma/${b.application.id}`, superAdmin.headers)).json()).toMatchObject({
      day1: '21.07.2026',
      floor2: 'login;b',
      day2: 'pass "b"',
    });
  });

  it('skips rows the exam centre left without values (applicants not scheduled yet)', async () => {
    const scheduled = await reviewedApplicant(t);
    const waiting = await reviewedApplicant(t);
    const response = await importFile(
      t,
      superAdmin.headers,
      'permits',
      csv([
        HEADER,
        [scheduled.application.id, scheduled.passportNumber, tashkentDay(9), '1', 'log', 'pw', ''],
        [waiting.application.id, waiting.passportNumber, '', '', '', '', ''],
      ]),
    );
    expect(response.json()).toEqual({ rows: 1, created: 1, updated: 0, unchanged: 0, errors: [] });
    expect((await get(`/admin/ruxsatnoma/${waiting.application.id}`, superAdmin.headers)).json()).toEqual({});
  });

  it('takes back the export for exams unedited but for the filled-in columns (round trip)', async () => {
    const applicant = await reviewedApplicant(t);
    const exported = await get('/admin/application/export/exported', superAdmin.headers, 'ru');
    expect(exported.statusCode).toBe(200);
    // Unfilled, it imports nothing: every row only has its id and passport.
    const untouched = await importFile(t, superAdmin.headers, 'permits', exported.rawPayload, { name: 'e.xlsx' });
    expect(untouched.json()).toEqual({ rows: 0, created: 0, updated: 0, unchanged: 0, errors: [] });

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.rawPayload as never);
    const sheet = workbook.worksheets[0];
    const header = (sheet.getRow(1).values as string[]).map(String);
    const column = (name: string) => header.indexOf(messages.ru[`column_${name}`]);
    sheet.eachRow((row) => {
      if (Number(row.getCell(column('id')).value) !== applicant.application.id) return;
      row.getCell(column('day1')).value = '20.07.2026';
      row.getCell(column('smena1')).value = 3;
      row.getCell(column('floor2')).value = 'round-trip';
      row.getCell(column('day2')).value = 'secret-7';
    });
    const filled = Buffer.from(await workbook.xlsx.writeBuffer());
    const imported = await importFile(t, superAdmin.headers, 'permits', filled, { name: 'e.xlsx' });
    expect(imported.json()).toEqual({ rows: 1, created: 1, updated: 0, unchanged: 0, errors: [] });
    expect((await get(`/admin/ruxsatnoma/${applicant.application.id}`, superAdmin.headers)).json()).toMatchObject({
      day1: '20.07.2026',
      smena1: '3',
      floor2: 'round-trip',
      day2: 'secret-7',
      passportNumber: applicant.passportNumber,
    });
  });

  it('names a bad cell by the header the file gives its column, in any language (not by day1, smena1, ...)', async () => {
    // The QA case: the export for exams (staff in Uzbek) with an impossible exam day on one row.
    const applicant = await reviewedApplicant(t);
    const exported = await get('/admin/application/export/exported', superAdmin.headers, 'uz');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.rawPayload as never);
    const sheet = workbook.worksheets[0];
    const header = (sheet.getRow(1).values as string[]).map(String);
    const column = (name: string) => header.indexOf(messages.uz[`column_${name}`]);
    let rowNumber = 0;
    sheet.eachRow((row, number) => {
      if (Number(row.getCell(column('id')).value) !== applicant.application.id) return;
      rowNumber = number;
      row.getCell(column('day1')).value = '31.02.2027';
      row.getCell(column('smena1')).value = 1;
      row.getCell(column('floor2')).value = 'log';
    });
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    const uz = await importFile(t, superAdmin.headers, 'permits', file, { name: 'imtihon.xlsx', lang: 'uz' });
    expect(uz.json().errors).toEqual([
      { row: rowNumber, column: 'Imtihon kuni', field: 'day1', message: "Sanani kk.oo.yyyy ko'rinishida yozing" },
      { row: rowNumber, column: 'Parol', field: 'day2', message: "Qiymatni to'ldiring" },
    ]);

    // A Russian file read by staff in English: the column as the file names it, the message in English.
    const ru = ['id', 'day1', 'smena1', 'floor2', 'day2'].map((name) => messages.ru[`column_${name}`]);
    const fromRu = await importFile(
      t,
      superAdmin.headers,
      'permits',
      csv([
        [...ru.slice(0, 4), `  ${ru[4]} `],
        [applicant.application.id, '2026-07-20', '', 'log', 'pw'],
      ]),
      { lang: 'en' },
    );
    expect(fromRu.json().errors).toEqual([{ row: 2, column: 'Смена', field: 'smena1', message: 'Fill in this value' }]);
    // Found by passport number only, a not-accepted application is named by that column.
    const submitted = await reviewedApplicant(t, { status: 'SUBMITTED' });
    const byPassport = await importFile(
      t,
      superAdmin.headers,
      'permits',
      csv([
        ['Pasport raqami', 'Imtihon kuni', 'Smena', 'Login', 'Parol'],
        [submitted.passportNumber, '20.07.2026', '1', 'l', 'p'],
        ['', '20.07.2026', '1', 'l', 'p'],
      ]),
      { lang: 'uz' },
    );
    expect(byPassport.json().errors).toEqual([
      { row: 2, column: 'Pasport raqami', field: 'passportNumber', message: 'Ariza qabul qilinmagan' },
      { row: 3, column: 'Pasport raqami', field: 'passportNumber', message: "Qiymatni to'ldiring" },
    ]);
  });

  it('names missing columns by the export’s header in the request’s language', async () => {
    const missing = await importFile(
      t,
      superAdmin.headers,
      'permits',
      csv([
        ['ID', 'Imtihon kuni'],
        ['1', '01.01.2026'],
      ]),
      { lang: 'uz' },
    );
    expect(missing.json().errors).toEqual([
      { row: 1, column: 'Smena', field: 'smena1', message: 'Bu ustun topilmadi' },
      { row: 1, column: 'Login', field: 'floor2', message: 'Bu ustun topilmadi' },
      { row: 1, column: 'Parol', field: 'day2', message: 'Bu ustun topilmadi' },
    ]);
    // The header is the first non-empty row; without an id or passport column both are named.
    const noKey = await importFile(t, superAdmin.headers, 'permits', csv([[], ['day1', 'smena1', 'floor2', 'day2']]), {
      lang: 'ru',
    });
    expect(noKey.json().errors).toEqual([
      { row: 2, column: 'ID / Номер паспорта', field: 'id', message: 'Столбец не найден' },
    ]);
  });

  it('refuses files that are not .xlsx or .csv by name or by bytes; an empty spreadsheet is "the file is empty"', async () => {
    const send = (bytes: Buffer, name: string) =>
      importFile(t, superAdmin.headers, 'permits', bytes, { name, lang: 'uz' }).then((response) => ({
        status: response.statusCode,
        body: response.json(),
      }));
    const refused = (message: string) => ({
      status: 400,
      body: expect.objectContaining({ code: 499, meta: { file: [message] } }),
    });
    const notSpreadsheet = refused('Excel (.xlsx) yoki CSV faylini yuklang');
    const empty = refused("Fayl bo'sh");

    expect(await send(Buffer.alloc(0), 'scan.pdf')).toEqual(notSpreadsheet);
    expect(await send(Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), 'setup.pdf')).toEqual(notSpreadsheet);
    expect(await send(Buffer.from('d0cf11e0a1b11ae1000000', 'hex'), 'old.xls')).toEqual(notSpreadsheet);
    expect(await send(Buffer.from('id,day1\n1,20.07.2026\n'), 'notes.txt')).toEqual(notSpreadsheet);
    // A zip that holds no workbook (a .docx) is not an Excel file either.
    const docx = Buffer.from(
      zipSync({ '[Content_Types].xml': strToU8('<Types/>'), 'word/document.xml': strToU8('<w/>') }),
    );
    expect(await send(docx, 'letter.xlsx')).toEqual(notSpreadsheet);

    expect(await send(Buffer.alloc(0), 'jadval.csv')).toEqual(empty);
    expect(await send(Buffer.alloc(0), 'jadval.xlsx')).toEqual(empty);
    expect(await send(Buffer.from('\uFEFF;;\r\n ; \r\n'), 'jadval.csv')).toEqual(empty);
    expect(await send(await xlsx([[], ['', '  ']]), 'jadval.xlsx')).toEqual(empty);

    // The bytes of an .xlsx are enough, whatever the name says.
    const header = ['ID', 'Imtihon kuni', 'Smena', 'Login', 'Parol'];
    expect(await send(await xlsx([header]), 'jadval.bin')).toEqual({
      status: 200,
      body: { rows: 0, created: 0, updated: 0, unchanged: 0, errors: [] },
    });

    const none = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/exam/permits/import',
      headers: { ...superAdmin.headers, 'accept-language': 'en', 'content-type': 'application/json' },
      payload: {},
    });
    expect(none.json()).toMatchObject({ code: 499, meta: { file: ['Choose a file'] } });
  });
});

describe('permit visibility', () => {
  async function withPermit(days: number, status: 'ACCEPTED' | 'SUBMITTED' = 'ACCEPTED') {
    const applicant = await reviewedApplicant(t);
    const file = csv([HEADER, [applicant.application.id, '', tashkentDay(days), '1', 'log-x', 'pw-x', '']]);
    expect((await importFile(t, superAdmin.headers, 'permits', file)).json().errors).toEqual([]);
    if (status !== 'ACCEPTED') await setStatus(t, applicant.application.id, status);
    return applicant;
  }

  it('is hidden from the applicant until 3 days before the exam, but staff see it at once', async () => {
    const applicant = await withPermit(4);
    expect((await get('/abiturient/exam/ruxsatnoma', applicant.headers)).json()).toEqual({});
    expect((await get('/abiturient/exam/ruxsatnoma/pdf', applicant.headers)).statusCode).toBe(404);
    expect((await get(`/admin/ruxsatnoma/${applicant.application.id}`, superAdmin.headers)).json()).toMatchObject({
      floor2: 'log-x',
    });
  });

  it('is shown to the accepted applicant within 3 days of the exam, as JSON and as the PDF', async () => {
    const applicant = await withPermit(2);
    expect((await get('/abiturient/exam/ruxsatnoma', applicant.headers)).json()).toMatchObject({
      fullName: 'QODIROVA GULNORA BAXTIYOR QIZI',
      floor2: 'log-x',
      day2: 'pw-x',
    });
    const pdf = await get('/abiturient/exam/ruxsatnoma/pdf', applicant.headers);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="QODIROVA GULNORA BAXTIYOR QIZI.pdf"; filename*=UTF-8''QODIROVA%20GULNORA%20BAXTIYOR%20QIZI.pdf`,
    );
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('is hidden from an applicant whose application is no longer accepted', async () => {
    const applicant = await withPermit(1, 'SUBMITTED');
    expect((await get('/abiturient/exam/ruxsatnoma', applicant.headers)).json()).toEqual({});
    expect((await get(`/admin/ruxsatnoma/${applicant.application.id}`, superAdmin.headers)).json()).toMatchObject({
      floor2: 'log-x',
    });
  });

  it('an applicant only ever reads their own permit', async () => {
    const owner = await withPermit(1);
    const other = await reviewedApplicant(t);
    expect((await get('/abiturient/exam/ruxsatnoma', other.headers)).json()).toEqual({});
    expect((await get(`/admin/ruxsatnoma/${owner.application.id}`, other.headers)).statusCode).toBe(403);
    expect((await get(`/admin/ruxsatnoma/${owner.application.id}/pdf`, other.headers)).statusCode).toBe(403);
  });
});

describe('roles', () => {
  it('only the super admin imports; every admin role reads permits and results; applicants use their own calls', async () => {
    const applicant = await reviewedApplicant(t);
    const file = csv([HEADER, [applicant.application.id, '', tashkentDay(10), '1', 'l', 'p', '']]);
    for (const role of ['ADMIN_VERIFIER', 'ADMIN_OBSERVER', 'ABITURIENT'] as const) {
      const member = await t.memberWithToken(role);
      for (const kind of ['permits', 'results', 'answers'] as const) {
        expect((await importFile(t, member.headers, kind, file)).statusCode).toBe(403);
      }
    }
    for (const kind of ['permits', 'results', 'answers'] as const) {
      expect((await importFile(t, {}, kind, file)).statusCode).toBe(401);
    }
    for (const role of ['ADMIN_SUPER', 'ADMIN_VERIFIER', 'ADMIN_OBSERVER'] as const) {
      const member = await t.memberWithToken(role);
      for (const url of [
        `/admin/ruxsatnoma/${applicant.application.id}`,
        `/admin/result/${applicant.application.id}`,
      ]) {
        const response = await get(url, member.headers);
        expect(response.statusCode, `${role} ${url}`).toBe(200);
        expect(response.json()).toEqual({});
      }
      expect((await get('/abiturient/exam/ruxsatnoma', member.headers)).statusCode).toBe(403);
      expect((await get('/abiturient/exam/result', member.headers)).statusCode).toBe(403);
    }
    expect((await get('/abiturient/exam/ruxsatnoma', {})).statusCode).toBe(401);
    expect((await get('/admin/ruxsatnoma/999999', superAdmin.headers)).statusCode).toBe(404);
  });
});
