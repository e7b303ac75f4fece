import { translate } from '@qabul/contract/messages';
import { asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgErrorCode } from '../src/db/errors';
import { educationLanguages, faculties } from '../src/modules/catalogues/catalogues.tables';
import { examPermits } from '../src/modules/exams/exams.table';
import {
  type ApplicationReferences,
  applicantClient,
  findApplicationReferences,
  validApplication,
} from './helpers/application-fixtures';
import { staffClient, submittedApplication } from './helpers/review-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

/** Ranked directions (issue 46 item 1): main one + up to eight more, acceptance into any of them. */

type Direction = { facultyId: number; languageId: number; faculty: string; language: string };

let t: TestApp;
let refs: ApplicationReferences;
let verifier: ReturnType<typeof staffClient>;
let observer: ReturnType<typeof staffClient>;
/** Every direction of the demo catalogue (a language belongs to one faculty), in id order. */
let d: Direction[];

const ref = (direction: Direction) => ({
  educationFaculty: { id: direction.facultyId },
  educationLanguage: { id: direction.languageId },
});
const named = (direction: Direction) => ({
  educationFaculty: { id: direction.facultyId, name: direction.faculty },
  educationLanguage: { id: direction.languageId, name: direction.language },
});
const main = (direction: Direction) => ref(direction);

beforeAll(async () => {
  t = await createTestApp({ SMS_WORKER: 'false' });
  refs = await findApplicationReferences(t.db);
  verifier = staffClient(t, (await t.memberWithToken('ADMIN_VERIFIER')).headers);
  observer = staffClient(t, (await t.memberWithToken('ADMIN_OBSERVER')).headers);
  d = (
    await t.db
      .select({
        facultyId: faculties.id,
        languageId: educationLanguages.id,
        faculty: faculties.nameEn,
        language: educationLanguages.nameEn,
      })
      .from(educationLanguages)
      .innerJoin(faculties, eq(faculties.id, educationLanguages.facultyId))
      .orderBy(asc(educationLanguages.id))
  ).map((row) => ({ ...row, faculty: row.faculty ?? '', language: row.language ?? '' }));
  if (d.length < 10) throw new Error('the demo catalogue has fewer than ten directions');
});
afterAll(() => t.close());

async function newApplicant(lang = 'en') {
  const auth = await t.memberWithToken('ABITURIENT');
  const applicant = applicantClient(() => t, auth, lang);
  await applicant.get();
  return applicant;
}

describe('the applicant ranks directions', () => {
  it('saves extra directions in a draft, reorders them, and keeps them for a client that sends one direction', async () => {
    const applicant = await newApplicant();
    const saved = await applicant.saveDraft({ ...main(d[0]), extraDirections: [ref(d[1]), ref(d[2])] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      educationFaculty: { id: d[0].facultyId },
      extraDirections: [named(d[1]), named(d[2])],
      acceptedDirection: null,
    });

    const reordered = await applicant.saveDraft({ extraDirections: [ref(d[2]), ref(d[1])] });
    expect(reordered.json().extraDirections).toEqual([named(d[2]), named(d[1])]);

    // A client that knows one direction sends none: the ranked ones stay.
    await applicant.saveDraft({ firstName: 'ALI', ...main(d[3]) });
    expect((await applicant.get()).json()).toMatchObject({
      firstName: 'ALI',
      educationLanguage: { id: d[3].languageId },
      extraDirections: [named(d[2]), named(d[1])],
    });

    // A row still being chosen is kept in a draft; an empty list clears them.
    const half = await applicant.saveDraft({
      extraDirections: [{ educationFaculty: { id: d[4].facultyId }, educationLanguage: { id: '' } }],
    });
    expect(half.json().extraDirections).toEqual([
      { educationFaculty: named(d[4]).educationFaculty, educationLanguage: null },
    ]);
    expect((await applicant.saveDraft({ extraDirections: [] })).json().extraDirections).toEqual([]);
  });

  it('saves them with every answer (the prepared autosave), which keeps them when the client sends none', async () => {
    const applicant = await newApplicant();
    const { agreement: _agreement, ...answers } = validApplication(refs);
    const every = await applicant.saveDraft({ ...answers, extraDirections: [ref(d[5])] });
    expect(every.statusCode, every.body).toBe(200);
    expect(every.json().extraDirections).toEqual([named(d[5])]);
    expect((await applicant.saveDraft(answers)).json().extraDirections).toEqual([named(d[5])]);
  });

  it.each([
    ['en', 'This direction (faculty and language of instruction) is already chosen'],
    ['ru', 'Это направление (факультет и язык обучения) уже выбрано'],
    ['uz', "Bu yo'nalish (fakultet va ta'lim tili) allaqachon tanlangan"],
  ])('refuses a direction twice, on the repeated row, in %s', async (lang, message) => {
    const applicant = await newApplicant(lang);
    const response = await applicant.saveDraft({ extraDirections: [ref(d[1]), ref(d[2]), ref(d[1])] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 499, meta: { 'extraDirections.2.educationLanguage': [message] } });
  });

  it.each([
    ['en', 'At most eight extra directions can be chosen'],
    ['ru', 'Дополнительных направлений может быть не больше восьми'],
    ['uz', "Qo'shimcha yo'nalishlar sakkiztadan oshmasligi kerak"],
  ])('refuses more than eight extra directions in %s', async (lang, message) => {
    const applicant = await newApplicant(lang);
    const eight = d.slice(1, 9).map(ref);
    expect((await applicant.saveDraft({ extraDirections: eight })).statusCode).toBe(200);
    const response = await applicant.saveDraft({ extraDirections: [...eight, ref(d[9])] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 499,
      error_description: translate(lang as 'en', 'validation_failed'),
      meta: { extraDirections: [message] },
    });
    expect((await applicant.get()).json().extraDirections).toHaveLength(8);
  });

  it('refuses on submission the main direction again, a language of another faculty, and a closed faculty', async () => {
    const auth = await t.memberWithToken('ABITURIENT');
    const applicant = applicantClient(() => t, auth);
    await applicant.uploadRequired();
    const other = d.find((direction) => direction.facultyId !== d[0].facultyId) as Direction;
    const response = await applicant.submit(
      validApplication(refs, {
        ...main(d[0]),
        extraDirections: [
          ref(d[1]),
          ref(d[0]),
          { educationFaculty: { id: d[0].facultyId }, educationLanguage: { id: other.languageId } },
          { educationFaculty: { id: d[2].facultyId }, educationLanguage: { id: '' } },
        ],
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().meta).toEqual({
      'extraDirections.1.educationLanguage': ['This direction (faculty and language of instruction) is already chosen'],
      'extraDirections.3.educationLanguage': ['Required'],
    });

    const mismatch = await applicant.submit(
      validApplication(refs, {
        ...main(d[0]),
        extraDirections: [{ educationFaculty: { id: d[0].facultyId }, educationLanguage: { id: other.languageId } }],
      }),
    );
    expect(mismatch.json().meta).toEqual({
      'extraDirections.0.educationLanguage': [
        'The language of instruction does not belong to the chosen field of study',
      ],
    });

    await t.db.update(faculties).set({ active: false }).where(eq(faculties.id, other.facultyId));
    try {
      const closed = await applicant.submit(validApplication(refs, { ...main(d[0]), extraDirections: [ref(other)] }));
      expect(closed.json().meta).toEqual({
        'extraDirections.0.educationFaculty': ['This option is no longer available; choose another'],
      });
    } finally {
      await t.db.update(faculties).set({ active: true }).where(eq(faculties.id, other.facultyId));
    }
    expect((await applicant.get()).json().status).toBe('DRAFT');
  });
});

/** Accepted into its third choice by the staff test below; read by the exports and statistics. */
let acceptedId: number;

describe('staff accept into a ranked direction', () => {
  it('shows the ranking, accepts into the third choice, and the applicant and the history name it', async () => {
    const { id, applicant } = await submittedApplication(t, refs, {
      ...main(d[0]),
      extraDirections: [ref(d[1]), ref(d[2])],
    });
    acceptedId = id;
    const opened = (await observer.get(id)).json();
    expect(opened).toMatchObject({
      educationFaculty: { id: d[0].facultyId },
      educationLanguage: { id: d[0].languageId },
      extraDirections: [named(d[1]), named(d[2])],
      acceptedDirection: null,
    });

    const unknown = await verifier.inject('POST', `/application/${id}/acceptance`, { rank: 4 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().meta).toEqual({ rank: ['The application has no direction of that rank'] });

    const accepted = await verifier.inject('POST', `/application/${id}/acceptance`, { rank: 3 });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const third = { rank: 3, ...named(d[2]) };
    expect(accepted.json()).toMatchObject({ status: 'ACCEPTED', acceptedDirection: third });
    expect((await applicant.get()).json()).toMatchObject({ status: 'ACCEPTED', acceptedDirection: third });
    // The message to the applicant is listed with the change: the change is found by its status.
    const entry = (await verifier.history(id)).json().find((e: { change?: string }) => e.change === 'ACCEPTED');
    expect(entry).toMatchObject({ direction: `${d[2].faculty} — ${d[2].language}` });

    // The exam permit names the direction accepted into, not the first choice.
    await t.db
      .insert(examPermits)
      .values({ applicationId: id, examDay: '2026-07-20', shift: '1', login: 'l', password: 'p' });
    const permit = (await observer.inject('GET', `/ruxsatnoma/${id}`)).json();
    expect(permit).toMatchObject({
      educationFaculty: { name: d[2].faculty },
      educationLanguage: { name: d[2].language },
    });
  });

  it('accepts into the first choice when the call names none (spec §7), and a rejection clears it', async () => {
    const { id } = await submittedApplication(t, refs, { ...main(d[2]), extraDirections: [ref(d[0])] });
    const accepted = await verifier.accept(id);
    expect(accepted.json().acceptedDirection).toEqual({ rank: 1, ...named(d[2]) });
    const rejected = await verifier.reject(id, { educationFaculty: 'Check the direction' });
    expect(rejected.json().acceptedDirection).toBeNull();
    expect((await verifier.accept(id)).json().acceptedDirection).toEqual({ rank: 1, ...named(d[2]) });
  });
});

async function workbook(path: string, lang: string) {
  const response = await observer.inject('GET', `/application/export${path}`, undefined, { 'accept-language': lang });
  expect(response.statusCode).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  book.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('exports and statistics', () => {
  it('export one column per rank and one for the accepted direction, in the caller language', async () => {
    const text = (direction: Direction) => `${direction.faculty} — ${direction.language}`;
    for (const path of ['', '/accepted', '/exported']) {
      const [header, ...rows] = await workbook(path, 'en');
      const column = (name: string) => header.indexOf(name);
      const choices = Array.from({ length: 9 }, (_, i) => `Choice ${i + 1}`);
      expect(header.slice(column('Choice 1'), column('Choice 1') + 10)).toEqual([...choices, 'Accepted into']);
      const row = rows.find((cells) => cells[0] === acceptedId) as unknown[];
      expect(row[column('Choice 1')]).toBe(text(d[0]));
      expect(row[column('Choice 2')]).toBe(text(d[1]));
      expect(row[column('Choice 3')]).toBe(text(d[2]));
      // exceljs leaves an empty cell out of row.values.
      expect(row[column('Choice 4')] ?? '').toBe('');
      expect(row[column('Accepted into')]).toBe(text(d[2]));
    }
    const [uzHeader] = await workbook('', 'uz');
    expect(uzHeader).toEqual(expect.arrayContaining(['1-tanlov', '9-tanlov', "Qabul qilingan yo'nalish"]));
  });

  it('count first choices, choices at any rank and acceptances per direction', async () => {
    const response = await observer.inject('GET', '/statistics/direction');
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json() as { educationLanguageId: number }[];
    const of = (direction: Direction) => rows.find((row) => row.educationLanguageId === direction.languageId);
    // Submitted in this file: [d0, d1, d2] accepted into d2; [d2, d0] accepted into d2 (its first).
    expect(of(d[0])).toEqual({
      facultyId: d[0].facultyId,
      facultyName: d[0].faculty,
      educationLanguageId: d[0].languageId,
      educationLanguageName: d[0].language,
      firstChoice: 1,
      anyChoice: 2,
      accepted: 0,
    });
    expect(of(d[1])).toMatchObject({ firstChoice: 0, anyChoice: 1, accepted: 0 });
    expect(of(d[2])).toMatchObject({ firstChoice: 1, anyChoice: 2, accepted: 2 });
    expect(of(d[3])).toMatchObject({ firstChoice: 0, anyChoice: 0, accepted: 0 });
    const applicant = await t.memberWithToken('ABITURIENT');
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/statistics/direction',
      headers: applicant.headers,
    });
    expect(refused.statusCode).toBe(403);
  });

  it('refuses to delete a faculty or language an application ranks, as a foreign key would', async () => {
    const refused = (table: typeof faculties | typeof educationLanguages, id: number) =>
      t.db
        .delete(table)
        .where(eq(table.id, id))
        .then(
          () => 'deleted',
          (error: unknown) => pgErrorCode(error),
        );
    expect(await refused(educationLanguages, d[1].languageId)).toBe('23503');
    // A language no application names goes.
    expect(await refused(educationLanguages, d[9].languageId)).toBe('deleted');
  });
});
