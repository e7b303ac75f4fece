import { messages } from '@qabul/contract/messages';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF } from './helpers/application-fixtures';
import { csv, importFile, reviewedApplicant, setStatus, xlsx } from './helpers/exam-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let superAdmin: { headers: Record<string, string> };
beforeAll(async () => {
  t = await createTestApp();
  superAdmin = await t.memberWithToken('ADMIN_SUPER');
});
afterAll(() => t.close());

const HEADER = ['id', 'passportNumber', 'keldi', 'result', 'actxt', 'answerId'];
const get = (url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { ...headers, 'accept-language': 'en' } });
const zip = (files: Record<string, Uint8Array>) => Buffer.from(zipSync(files));
const sheetOf = (text: string) => Buffer.concat([PDF, Buffer.from(`% ${text}\n`)]);
const unique = () => `S${Math.random().toString(36).slice(2, 10)}`;

describe('result import', () => {
  it('gives each applicant their result in one of the three states, from xlsx or csv', async () => {
    const passed = await reviewedApplicant(t);
    const failed = await reviewedApplicant(t);
    const absent = await reviewedApplicant(t);
    const report = await importFile(
      t,
      superAdmin.headers,
      'results',
      await xlsx([
        HEADER,
        [passed.application.id, '', 1, 1, 'Grant, 86 points', ''],
        [failed.application.id, '', '1', '0', '', ''],
      ]),
      { name: 'results.xlsx' },
    );
    expect(report.json()).toEqual({ rows: 2, created: 2, updated: 0, unchanged: 0, errors: [] });
    const fromCsv = await importFile(
      t,
      superAdmin.headers,
      'results',
      csv([HEADER, ['', absent.passportNumber, '0', '', '', '']]),
    );
    expect(fromCsv.json()).toMatchObject({ created: 1, errors: [] });

    expect((await get('/abiturient/exam/result', passed.headers)).json()).toEqual({
      fullName: 'QODIROVA GULNORA BAXTIYOR QIZI',
      keldi: '1',
      result: '1',
      actxt: 'Grant, 86 points',
      answerId: null,
    });
    expect((await get('/abiturient/exam/result', failed.headers)).json()).toMatchObject({ keldi: '1', result: '0' });
    expect((await get('/abiturient/exam/result', absent.headers)).json()).toMatchObject({ keldi: '0', result: '' });
    expect((await get(`/admin/result/${absent.application.id}`, superAdmin.headers)).json()).toMatchObject({
      keldi: '0',
    });
  });

  it('refuses attendance other than 1/0, a missing result for those who came, and answer ids used twice', async () => {
    const a = await reviewedApplicant(t);
    const b = await reviewedApplicant(t);
    const c = await reviewedApplicant(t);
    const response = await importFile(
      t,
      superAdmin.headers,
      'results',
      csv([
        HEADER,
        [a.application.id, '', 'yes', '1', '', 'X-1'],
        [b.application.id, '', '1', '', '', 'X-1'],
        [c.application.id, '', '1', '1', '', '../x'],
      ]),
    );
    expect(response.json().errors).toEqual([
      { row: 2, column: 'keldi', field: 'keldi', message: 'Write 1 or 0' },
      { row: 3, column: 'result', field: 'result', message: 'Fill in this value' },
      {
        row: 4,
        column: 'answerId',
        field: 'answerId',
        message: 'Answer sheet ID: letters, digits, - and _ (up to 64)',
      },
    ]);
    const twice = await importFile(
      t,
      superAdmin.headers,
      'results',
      csv([HEADER, [a.application.id, '', '1', '1', '', 'X-2'], [b.application.id, '', '1', '0', '', 'X-2']]),
    );
    expect(twice.json().errors).toEqual([
      { row: 3, column: 'answerId', field: 'answerId', message: 'This application is also on row 2' },
    ]);
    expect((await get(`/admin/result/${a.application.id}`, superAdmin.headers)).json()).toEqual({});
  });

  it('names columns as the file’s headers, and missing ones by their header in the request’s language', async () => {
    const a = await reviewedApplicant(t);
    const b = await reviewedApplicant(t);
    const ruHeader = ['id', 'keldi', 'result', 'actxt', 'answerId'].map((name) => messages.ru[`column_${name}`]);
    const response = await importFile(
      t,
      superAdmin.headers,
      'results',
      await xlsx([ruHeader, [a.application.id, 'да', '', '', ''], [b.application.id, 1, '', '', 'a b']]),
      { name: 'natijalar.xlsx', lang: 'uz' },
    );
    expect(response.json().errors).toEqual([
      { row: 2, column: 'Явка', field: 'keldi', message: '1 yoki 0 yozing' },
      { row: 3, column: 'Результат', field: 'result', message: "Qiymatni to'ldiring" },
      {
        row: 3,
        column: 'Бланк ответов',
        field: 'answerId',
        message: 'Javoblar varaqasi ID si: harflar, raqamlar, - va _ (64 tagacha)',
      },
    ]);

    const missing = await importFile(
      t,
      superAdmin.headers,
      'results',
      csv([
        ['Pasport raqami', 'Natija'],
        [a.passportNumber, '1'],
      ]),
      { lang: 'en' },
    );
    expect(missing.json().errors).toEqual([
      { row: 1, column: 'Attended', field: 'keldi', message: 'Column not found' },
    ]);

    const empty = await importFile(t, superAdmin.headers, 'results', Buffer.alloc(0), { name: 'natijalar.csv' });
    expect(empty.json()).toMatchObject({ code: 499, meta: { file: ['The file is empty'] } });
    const pdf = await importFile(t, superAdmin.headers, 'results', Buffer.alloc(0), { name: 'natijalar.pdf' });
    expect(pdf.json()).toMatchObject({ code: 499, meta: { file: ['Upload an Excel (.xlsx) or CSV file'] } });
  });
});

describe('answer sheets', () => {
  async function withResult(answerId: string) {
    const applicant = await reviewedApplicant(t);
    const file = csv([HEADER, [applicant.application.id, '', '1', '1', 'ok', answerId]]);
    expect((await importFile(t, superAdmin.headers, 'results', file)).json().errors).toEqual([]);
    return applicant;
  }

  it('imports a zip of <answerId>.pdf; the applicant reads only their own sheet; a re-import changes nothing', async () => {
    const idA = unique();
    const idB = unique();
    const a = await withResult(idA);
    const b = await withResult(idB);
    const archive = zip({ [`${idA}.pdf`]: sheetOf('a'), [`scans/${idB}.pdf`]: sheetOf('b') });

    expect((await importFile(t, superAdmin.headers, 'answers', archive, { dryRun: true })).json()).toEqual({
      rows: 2,
      created: 2,
      updated: 0,
      unchanged: 0,
      errors: [],
    });
    expect((await get('/abiturient/exam/result', a.headers)).json().answerId).toBeNull();
    expect((await importFile(t, superAdmin.headers, 'answers', archive)).json()).toMatchObject({ created: 2 });
    expect((await importFile(t, superAdmin.headers, 'answers', archive)).json()).toMatchObject({
      created: 0,
      updated: 0,
      unchanged: 2,
    });

    expect((await get('/abiturient/exam/result', a.headers)).json().answerId).toBe(idA);
    const own = await get(`/abiturient/application/exam/file/ANSWER_FILE/${idA}`, a.headers);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.rawPayload.equals(sheetOf('a'))).toBe(true);
    // Someone else's sheet, or one that does not exist, is simply not there.
    expect((await get(`/abiturient/application/exam/file/ANSWER_FILE/${idB}`, a.headers)).statusCode).toBe(404);
    expect((await get(`/abiturient/application/exam/file/ANSWER_FILE/${unique()}`, a.headers)).statusCode).toBe(404);
    expect((await get(`/abiturient/application/exam/file/ANSWER_FILE/${idB}`, superAdmin.headers)).statusCode).toBe(
      403,
    );
    const staff = await t.memberWithToken('ADMIN_OBSERVER');
    const bySheet = await get(`/admin/result/${b.application.id}/ANSWER_FILE/${idB}`, staff.headers);
    expect(bySheet.rawPayload.equals(sheetOf('b'))).toBe(true);
    expect((await get(`/admin/result/${a.application.id}/ANSWER_FILE/${idB}`, staff.headers)).statusCode).toBe(404);

    // A new scan replaces the old one.
    expect(
      (await importFile(t, superAdmin.headers, 'answers', zip({ [`${idA}.pdf`]: sheetOf('a, rescanned') }))).json(),
    ).toMatchObject({ updated: 1 });
    expect(
      (await get(`/abiturient/application/exam/file/ANSWER_FILE/${idA}`, a.headers)).rawPayload.toString(),
    ).toContain('rescanned');
    // An applicant whose application is no longer accepted sees no result.
    await setStatus(t, b.application.id, 'REJECTED');
    expect((await get('/abiturient/exam/result', b.headers)).json()).toEqual({});
  });

  it('refuses entries that are not PDFs, unknown ids and ../ paths, and then stores none of the archive', async () => {
    const id = unique();
    const applicant = await withResult(id);
    const archive = zip({
      [`${id}.pdf`]: sheetOf('fine'),
      'evil.pdf': Buffer.from('<html>not a pdf</html>'),
      [`${unique()}.pdf`]: sheetOf('nobody'),
      '../escape.pdf': sheetOf('escape'),
      'notes.txt': Buffer.from('hello'),
    });
    const response = await importFile(t, superAdmin.headers, 'answers', archive);
    expect(response.statusCode).toBe(200);
    const errors = response.json().errors as { row: number; column: string; message: string }[];
    expect(errors.map((error) => [error.column.startsWith('S') ? 'S…' : error.column, error.message])).toEqual([
      ['evil.pdf', 'This is not a PDF file'],
      ['S…', 'No imported result has this answer sheet ID'],
      ['../escape.pdf', 'Paths with ".." or starting with "/" are not allowed'],
      ['notes.txt', 'Name the file <answer sheet ID>.pdf'],
    ]);
    expect((await get('/abiturient/exam/result', applicant.headers)).json().answerId).toBeNull();
  });

  it('refuses an archive that would expand past the limit, and a file that is not a zip', async () => {
    const id = unique();
    await withResult(id);
    // A small archive whose central directory claims a 300 MB entry: refused before anything is inflated.
    const archive = zip({ [`${id}.pdf`]: sheetOf('small') });
    const central = archive.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    archive.writeUInt32LE(300 * 1024 * 1024, central + 24);
    const bomb = await importFile(t, superAdmin.headers, 'answers', archive);
    expect(bomb.statusCode).toBe(400);
    expect(bomb.json()).toMatchObject({ code: 499, meta: { file: ['The archive is too large once unpacked'] } });

    const notZip = await importFile(t, superAdmin.headers, 'answers', Buffer.from('plain text'));
    expect(notZip.json()).toMatchObject({ code: 499, meta: { file: ['The file is not a zip archive'] } });
  });
});
