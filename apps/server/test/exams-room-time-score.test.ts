import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csv, importFile, reviewedApplicant, tashkentDay, toDotted, xlsx } from './helpers/exam-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let superAdmin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  superAdmin = (await t.memberWithToken('ADMIN_SUPER')).headers;
});
afterAll(() => t.close());

const PERMITS = ['id', 'passportNumber', 'day1', 'smena1', 'floor2', 'day2', 'branch', 'room', 'time'];
const RESULTS = ['id', 'passportNumber', 'keldi', 'result', 'actxt', 'answerId', 'score'];
const get = (url: string, headers: Record<string, string>, lang = 'en') =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { ...headers, 'accept-language': lang } });

describe('permit import: room and start time', () => {
  it('stores them and shows them on the permit, to staff and, once published, to the applicant', async () => {
    const a = await reviewedApplicant(t);
    const b = await reviewedApplicant(t);
    const day = tashkentDay(2);
    const report = await importFile(
      t,
      superAdmin,
      'permits',
      csv([
        PERMITS,
        [a.application.id, '', toDotted(day), '1', 'log-a', 'pw-a', 'Chilonzor', '2-bino, 204-xona', '9:00'],
        [b.application.id, '', toDotted(day), '2', 'log-b', 'pw-b', '', '', ''],
      ]),
    );
    expect(report.json()).toEqual({ rows: 2, created: 2, updated: 0, unchanged: 0, errors: [] });
    const own = (await get('/abiturient/exam/ruxsatnoma', a.headers)).json();
    expect(own).toMatchObject({ branch: 'Chilonzor', room: '2-bino, 204-xona', time: '09:00', smena1: '1' });
    expect((await get(`/admin/ruxsatnoma/${a.application.id}`, superAdmin)).json()).toMatchObject({
      room: '2-bino, 204-xona',
      time: '09:00',
    });
    // Not given: the fields are left out, as before they existed.
    const other = (await get('/abiturient/exam/ruxsatnoma', b.headers)).json();
    expect(other).not.toHaveProperty('room');
    expect(other).not.toHaveProperty('time');
    expect(other.day2).toBe('pw-b');
  });

  it('reads a time cell and a text time from .xlsx; a changed room alone counts as an update', async () => {
    const a = await reviewedApplicant(t);
    const b = await reviewedApplicant(t);
    const day = new Date(`${tashkentDay(10)}T00:00:00Z`);
    const rows = (room: string) => [
      PERMITS,
      // A spreadsheet's time of day is a fraction of day 0, which exceljs reads as 30 December 1899.
      [a.application.id, '', day, '1', 'l', 'p', '', room, new Date('1899-12-30T14:30:00Z')],
      [b.application.id, '', day, '1', 'l', 'p', '', '', '08:05:00'],
    ];
    expect(
      (await importFile(t, superAdmin, 'permits', await xlsx(rows('101')), { name: 'p.xlsx' })).json(),
    ).toMatchObject({ created: 2, errors: [] });
    expect((await get(`/admin/ruxsatnoma/${a.application.id}`, superAdmin)).json()).toMatchObject({
      room: '101',
      time: '14:30',
    });
    expect((await get(`/admin/ruxsatnoma/${b.application.id}`, superAdmin)).json().time).toBe('08:05');
    const again = await importFile(t, superAdmin, 'permits', await xlsx(rows('101')), { name: 'p.xlsx' });
    expect(again.json()).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
    const moved = await importFile(t, superAdmin, 'permits', await xlsx(rows('102')), { name: 'p.xlsx' });
    expect(moved.json()).toMatchObject({ created: 0, updated: 1, unchanged: 1 });
    expect((await get(`/admin/ruxsatnoma/${a.application.id}`, superAdmin)).json().room).toBe('102');
  });

  it('names each bad time and too long room by row and column, in the request’s language, and writes nothing', async () => {
    const applicants = await Promise.all([1, 2, 3, 4].map(() => reviewedApplicant(t)));
    const day = toDotted(tashkentDay(10));
    const row = (index: number, room: string, time: string) => [
      applicants[index].application.id,
      '',
      day,
      '1',
      'l',
      'p',
      '',
      room,
      time,
    ];
    const response = await importFile(
      t,
      superAdmin,
      'permits',
      csv([PERMITS, row(0, '', '25:00'), row(1, '', 'ertalab'), row(2, 'x'.repeat(201), '09:00'), row(3, '', '09:00')]),
      { lang: 'ru' },
    );
    expect(response.json()).toMatchObject({ rows: 4, created: 1 });
    expect(response.json().errors).toEqual([
      { row: 2, column: 'time', field: 'time', message: 'Запишите время начала в виде ЧЧ:ММ, например 09:00' },
      { row: 3, column: 'time', field: 'time', message: 'Запишите время начала в виде ЧЧ:ММ, например 09:00' },
      { row: 4, column: 'room', field: 'room', message: expect.stringMatching(/\S/) },
    ]);
    expect((await get(`/admin/ruxsatnoma/${applicants[3].application.id}`, superAdmin)).json()).toEqual({});
  });

  it('refuses a calendar date in the time column', async () => {
    const a = await reviewedApplicant(t);
    const day = new Date(`${tashkentDay(10)}T00:00:00Z`);
    const response = await importFile(
      t,
      superAdmin,
      'permits',
      await xlsx([PERMITS, [a.application.id, '', day, '1', 'l', 'p', '', '', day]]),
      { name: 'p.xlsx' },
    );
    expect(response.json().errors).toEqual([
      { row: 2, column: 'time', field: 'time', message: 'Write the start time as HH:MM, e.g. 09:00' },
    ]);
  });

  it('the export for exams has empty Room and Start time columns, and its translated headers import back', async () => {
    const a = await reviewedApplicant(t);
    const exported = await get('/admin/application/export/exported', superAdmin, 'uz');
    expect(exported.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.rawPayload as never);
    const sheet = workbook.worksheets[0];
    const header = (sheet.getRow(1).values as string[]).slice(1);
    expect(header.slice(-3)).toEqual(['Filial', 'Xona', 'Boshlanish vaqti']);
    const rowOf = (id: number) => {
      for (let index = 2; index <= sheet.rowCount; index++) {
        if (Number(sheet.getRow(index).getCell(1).value) === id) return sheet.getRow(index);
      }
      throw new Error(`no row for ${id}`);
    };
    const row = rowOf(a.application.id);
    const column = (name: string) => header.indexOf(name) + 1;
    row.getCell(column('Imtihon kuni')).value = toDotted(tashkentDay(10));
    row.getCell(column('Smena')).value = '1';
    row.getCell(column('Login')).value = 'l';
    row.getCell(column('Parol')).value = 'p';
    row.getCell(column('Xona')).value = 'A-12';
    row.getCell(column('Boshlanish vaqti')).value = '10:30';
    const filled = Buffer.from(await workbook.xlsx.writeBuffer());
    const report = await importFile(t, superAdmin, 'permits', filled, { name: 'exam.xlsx' });
    expect(report.json().errors).toEqual([]);
    expect((await get(`/admin/ruxsatnoma/${a.application.id}`, superAdmin)).json()).toMatchObject({
      room: 'A-12',
      time: '10:30',
    });
  });
});

describe('result import: score', () => {
  it('stores the score (decimal point or comma, number cells too) and returns it with the result', async () => {
    const a = await reviewedApplicant(t);
    const b = await reviewedApplicant(t);
    const c = await reviewedApplicant(t);
    const report = await importFile(
      t,
      superAdmin,
      'results',
      await xlsx([
        RESULTS,
        [a.application.id, '', 1, 0, 'Kam ball', '', 56.5],
        [b.application.id, '', 1, 1, '', '', '87,256'],
        [c.application.id, '', 1, 0, '', '', ''],
      ]),
      { name: 'results.xlsx' },
    );
    expect(report.json()).toEqual({ rows: 3, created: 3, updated: 0, unchanged: 0, errors: [] });
    expect((await get('/abiturient/exam/result', a.headers)).json()).toEqual({
      fullName: 'QODIROVA GULNORA BAXTIYOR QIZI',
      keldi: '1',
      result: '0',
      actxt: 'Kam ball',
      answerId: null,
      score: 56.5,
    });
    // Kept to two decimals.
    expect((await get(`/admin/result/${b.application.id}`, superAdmin)).json().score).toBe(87.26);
    expect((await get('/abiturient/exam/result', c.headers)).json()).not.toHaveProperty('score');

    const same = await importFile(
      t,
      superAdmin,
      'results',
      csv([RESULTS, [a.application.id, '', '1', '0', 'Kam ball', '', '56.50']]),
    );
    expect(same.json()).toMatchObject({ unchanged: 1, updated: 0 });
    const changed = await importFile(
      t,
      superAdmin,
      'results',
      csv([RESULTS, [a.application.id, '', '1', '0', 'Kam ball', '', '']]),
    );
    expect(changed.json()).toMatchObject({ unchanged: 0, updated: 1 });
    expect((await get('/abiturient/exam/result', a.headers)).json()).not.toHaveProperty('score');
  });

  it('names every score that is not a number from 0 to 1000 and writes nothing', async () => {
    const applicants = await Promise.all([1, 2, 3, 4, 5].map(() => reviewedApplicant(t)));
    const scores = ['abc', '-5', '1000.5', '1e3', '1000'];
    const response = await importFile(
      t,
      superAdmin,
      'results',
      csv([RESULTS, ...applicants.map((a, index) => [a.application.id, '', '1', '0', '', '', scores[index]])]),
      { lang: 'uz' },
    );
    const message = 'Ballni 0 dan 1000 gacha son bilan yozing, masalan 56.5';
    expect(response.json().errors).toEqual(
      [2, 3, 4, 5].map((row) => ({ row, column: 'score', field: 'score', message })),
    );
    expect((await get(`/admin/result/${applicants[4].application.id}`, superAdmin)).json()).toEqual({});
  });
});
