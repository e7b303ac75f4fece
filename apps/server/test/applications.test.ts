import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tashkentToday } from '../src/modules/admission-sessions/admission-sessions.queries';
import { admissionSessions } from '../src/modules/admission-sessions/admission-sessions.table';
import { findApplicationOfMember, updateEditableApplication } from '../src/modules/applications/applications.queries';
import { ANSWER_COLUMNS, applicationHistory, applications } from '../src/modules/applications/applications.table';
import { certificates, countries, educationLanguages } from '../src/modules/catalogues/catalogues.tables';
import { lookupsChanged } from '../src/modules/catalogues/lookups.cache';
import {
  type ApplicationReferences,
  applicantClient,
  findApplicationReferences,
  REQUIRED_UPLOADS,
  validApplication,
} from './helpers/application-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let refs: ApplicationReferences;
beforeAll(async () => {
  t = await createTestApp();
  refs = await findApplicationReferences(t.db);
});
afterAll(() => t.close());

async function newApplicant(lang = 'en') {
  const auth = await t.memberWithToken('ABITURIENT');
  return { ...applicantClient(() => t, auth, lang), memberId: auth.member.id };
}

/** An applicant whose documents are uploaded, ready to submit. */
async function readyApplicant(lang = 'en') {
  const applicant = await newApplicant(lang);
  await applicant.uploadRequired();
  return applicant;
}

async function applicationOf(memberId: number) {
  const [row] = await t.db.select().from(applications).where(eq(applications.memberId, memberId));
  return row;
}

async function historyOf(applicationId: number) {
  return t.db.select().from(applicationHistory).where(eq(applicationHistory.applicationId, applicationId));
}

describe('GET abiturient/application', () => {
  it('gives a new applicant an empty DRAFT with the defaults of spec §3', async () => {
    const applicant = await newApplicant();
    const response = await applicant.get();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      status: 'DRAFT',
      firstName: null,
      birthDate: null,
      country: null,
      photo: null,
      foreignLanguageProficiency: { id: 1, name: 'No certificate' },
      score: 0,
      certificateNumber: '0',
      reviews: {},
      registrationDate: null,
    });
    expect(Object.keys(body)).toEqual(
      expect.arrayContaining([
        'passportPhotoBack',
        'highSchoolDiplomaAppendix',
        'foreignLanguageProficiencyPhoto',
        'scienceComplex',
        'educationLanguage',
      ]),
    );
    // The same application on every visit.
    expect((await applicant.get()).json().id).toBe(body.id);
  });

  it('needs an applicant: no token is 401, a staff token 403', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/abiturient/application' });
    expect(anonymous.statusCode).toBe(401);
    const admin = await t.memberWithToken('ADMIN_SUPER');
    const staff = await t.app.inject({ method: 'GET', url: '/api/v1/abiturient/application', headers: admin.headers });
    expect(staff.statusCode).toBe(403);
  });
});

describe('PUT abiturient/application/draft', () => {
  it('saves a partial application and returns it on reload, names in the Accept-Language language', async () => {
    const applicant = await newApplicant('ru');
    const saved = await applicant.saveDraft({
      firstName: 'ALISHER',
      birthDate: '2000-05-16T19:00:00.000Z',
      passportNumber: 'aa1234567',
      gpa: '4,25',
      country: { id: refs.countryId },
      educationFaculty: { id: refs.facultyId },
      educationLanguage: { id: refs.languageId },
      mobilePhone: '+998 (90) 123-45-67',
    });
    expect(saved.statusCode).toBe(200);
    const reloaded = (await applicant.get()).json();
    expect(reloaded).toEqual(saved.json());
    expect(reloaded).toMatchObject({
      status: 'DRAFT',
      firstName: 'ALISHER',
      lastName: null,
      birthDate: '2000-05-17',
      passportNumber: 'AA 1234567',
      gpa: 4.25,
      mobilePhone: '998901234567',
      country: { id: refs.countryId, name: 'Узбекистан' },
      educationLanguage: { id: refs.languageId, name: 'Узбекский язык' },
      scienceComplex: { id: refs.scienceId },
    });
    expect(reloaded.scienceComplex.name).toMatch(/\(demo\)$/);
  });

  it('saves a draft with every answer (the prepared write), an empty number as null, and writes it again', async () => {
    const applicant = await newApplicant();
    const { agreement: _agreement, ...everyAnswer } = validApplication(refs);
    const first = await applicant.saveDraft(everyAnswer);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: 'DRAFT', gpa: 4.5, homePhone: null, firstName: 'ALISHER' });
    expect((await applicationOf(applicant.memberId)).certificateScore).toBeNull();
    const again = await applicant.saveDraft({ ...everyAnswer, firstName: 'ANVAR', gpa: '3,9' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ firstName: 'ANVAR', gpa: 3.9 });
    expect((await applicant.get()).json()).toEqual(again.json());
  });

  it('leaves absent fields as they were and clears fields sent empty', async () => {
    const applicant = await newApplicant();
    await applicant.saveDraft({ firstName: 'ALI', lastName: 'VALIYEV', region: { id: refs.regionId } });
    const second = await applicant.saveDraft({ lastName: '', region: { id: '' } });
    expect(second.json()).toMatchObject({ firstName: 'ALI', lastName: null, region: null });
  });

  it('checks formats only and answers 499 with translated per-field messages', async () => {
    const applicant = await newApplicant();
    const response = await applicant.saveDraft({ firstName: 'Ali', pinfl: '123', gpa: 5.1, passportNumber: 'A1' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 499,
      error_description: 'Some fields are filled in incorrectly',
      meta: {
        firstName: ['Use only uppercase Latin letters, spaces, apostrophes (\' ’ ʻ) and " ( ) ,'],
        pinfl: ['The PINFL must be exactly 14 digits'],
        gpa: ['The GPA must be from 1.0 to 5.0'],
        passportNumber: ['The passport number is 5 to 20 Latin letters and digits'],
      },
    });
    expect((await applicant.get()).json().firstName).toBeNull();
  });

  it('refuses a GPA with a third decimal, which the numeric(3,2) column would round away', async () => {
    const applicant = await newApplicant();
    const response = await applicant.saveDraft({ gpa: '4.567' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 499,
      meta: { gpa: ['Enter the GPA with at most two decimals, e.g. 4.57'] },
    });
    expect((await applicant.saveDraft({ gpa: '4.57' })).json()).toMatchObject({ gpa: 4.57 });
  });

  it('answers a NUL character in free text with 499 on its field, not a database error', async () => {
    const applicant = await newApplicant();
    const response = await applicant.saveDraft({ addressLine: 'Chilonzor\u0000 5' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 499, meta: { addressLine: [expect.any(String)] } });
  });

  it('refuses references to rows that do not exist', async () => {
    const applicant = await newApplicant();
    const response = await applicant.saveDraft({ country: { id: 999_999 } });
    expect(response.statusCode).toBe(400);
    expect(response.json().meta).toEqual({ country: ['This option is no longer available; choose another'] });
  });

  it('checks choices the rows kept in memory do not know against the database: added ones save, deleted ones are refused', async () => {
    // Written straight to the table, so no process hears of them: what another process (or a psql session) does.
    const [added, doomed] = await t.db
      .insert(countries)
      .values([
        { nameUz: 'Yangi mamlakat', nameRu: 'Новая страна', nameEn: 'New country', iso: 'Q1' },
        { nameUz: 'Oʻchadigan mamlakat', nameRu: 'Удаляемая страна', nameEn: 'Doomed country', iso: 'Q2' },
      ])
      .returning();
    const applicant = await newApplicant();
    await applicant.saveDraft({ firstName: 'ALI' });
    const saved = await applicant.saveDraft({ country: { id: added.id } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().country).toEqual({ id: added.id, name: 'New country' });

    t.ctx.lookups.clear();
    await applicant.saveDraft({ firstName: 'ALI' });
    await t.db.delete(countries).where(eq(countries.id, doomed.id));
    const refused = await applicant.saveDraft({ country: { id: doomed.id } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().meta).toEqual({ country: ['This option is no longer available; choose another'] });
    expect((await applicationOf(applicant.memberId)).countryId).toBe(added.id);
  });
});

// The applicant's own statements return the row as one JSON text (applications.queries.ts): what they give must be
// what drizzle reads column by column, type for type (dates, numerics, jsonb, timestamps, nulls).
describe('the own application row, read as one JSON text', () => {
  it('reads a filled-in application, its documents and its empty fields as drizzle does', async () => {
    const applicant = await newApplicant();
    await applicant.uploadRequired();
    const saved = await applicant.saveDraft(validApplication(refs, { gpa: 4.5, score: 7.5, homePhone: null }));
    expect(saved.statusCode).toBe(200);
    await t.db
      .update(applications)
      .set({ reviews: { firstName: 'Check the spelling' }, registrationDate: new Date('2026-07-30T10:11:12.345Z') })
      .where(eq(applications.memberId, applicant.memberId));

    const found = await findApplicationOfMember(t.db, applicant.memberId);
    expect(found?.row).toEqual(await applicationOf(applicant.memberId));
    expect(found?.row.gpa).toBe(4.5);
    expect(found?.row.birthDate).toMatch(/^\d{4}-\d\d-\d\d$/);
    expect(found?.row.registrationDate).toEqual(new Date('2026-07-30T10:11:12.345Z'));
    expect(found?.row.homePhone).toBeNull();
    expect(found?.files).toHaveLength(REQUIRED_UPLOADS.length);
  });

  it('returns the row as written by both draft writes: a partial one and every answer (the prepared statement)', async () => {
    const applicant = await newApplicant();
    expect((await applicant.get()).statusCode).toBe(200);

    const partial = await updateEditableApplication(t.db, applicant.memberId, { firstName: 'ALISHER', gpa: 3.25 });
    expect(partial?.row).toEqual(await applicationOf(applicant.memberId));
    expect(partial?.row).toMatchObject({ firstName: 'ALISHER', gpa: 3.25, status: 'DRAFT' });
    expect(partial?.files).toEqual([]);

    expect((await applicant.saveDraft(validApplication(refs))).statusCode).toBe(200);
    const filled = await applicationOf(applicant.memberId);
    const everyAnswer = Object.fromEntries(
      Object.values(ANSWER_COLUMNS).map((column) => [column, filled[column as keyof typeof filled]]),
    );
    const written = await updateEditableApplication(t.db, applicant.memberId, {
      ...everyAnswer,
      certificateScore: 6.5,
    });
    const after = await applicationOf(applicant.memberId);
    expect(written?.row).toEqual(after);
    expect(after.certificateScore).toBe(6.5);
    expect(after.revision).toBeGreaterThan(filled.revision);
  });
});

describe('POST abiturient/application', () => {
  it('submits a valid application: SUBMITTED, registration date, history, normalised values', async () => {
    const applicant = await readyApplicant();
    const response = await applicant.submit(validApplication(refs, { disabilityNote: 'stale hidden note' }));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      status: 'SUBMITTED',
      birthDate: '2000-05-17',
      gender: 'MALE',
      mobilePhone: '998901234567',
      gpa: 4.5,
      disability: { id: 5, name: 'No disability' },
      disabilityNote: null,
      foreignLanguageProficiency: { id: 1 },
      score: 0,
      certificateNumber: '0',
      educationFaculty: { id: refs.facultyId },
      scienceComplex: { id: refs.scienceId },
    });
    expect(body.photo).toMatch(/^\/api\/v1\/abiturient\/application\/file\/PHOTO_FILE/);
    expect(Date.now() - Date.parse(body.registrationDate)).toBeLessThan(60_000);
    expect((await applicant.get()).json()).toEqual(body);

    const row = await applicationOf(applicant.memberId);
    expect(row.admissionSessionId).not.toBeNull();
    const history = await historyOf(row.id);
    expect(history).toMatchObject([{ status: 'SUBMITTED', memberId: applicant.memberId }]);
  });

  it('refuses an application without the required documents', async () => {
    const applicant = await newApplicant();
    const response = await applicant.submit(validApplication(refs));
    expect(response.statusCode).toBe(400);
    expect(response.json().meta).toEqual({
      photo: ['Upload the file'],
      passportPhoto: ['Upload the file'],
      highSchoolDiplomaPhoto: ['Upload the file'],
      highSchoolDiplomaAppendix: ['Upload the file'],
    });
    expect((await applicant.get()).json().status).toBe('DRAFT');
  });

  it('applies the rules of spec §5 and reports every problem at once', async () => {
    const applicant = await readyApplicant();
    const response = await applicant.submit(
      validApplication(refs, {
        pinfl: '51705011234562',
        gpa: 0.9,
        passportNumber: 'AA 123456',
        graduationYear: 1980,
        fatherPhone: '99890123',
        agreement: false,
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 499 });
    expect(response.json().meta).toEqual({
      pinfl: ['The PINFL does not match the birth date or gender'],
      gpa: ['The GPA must be from 1.0 to 5.0'],
      passportNumber: ['The passport number must look like AA 1234567'],
      graduationYear: ['The graduation year must be from 1981 to the current year'],
      fatherPhone: ['Enter the full, valid phone number'],
      agreement: ['Confirm the agreement to continue'],
    });
    const row = await applicationOf(applicant.memberId);
    expect(row.status).toBe('DRAFT');
    expect(row.pinfl).toBeNull();
  });

  it('needs a region and a city only where the catalogue has some: an applicant who lives or studied abroad can submit', async () => {
    const [abroad] = await t.db.select({ id: countries.id }).from(countries).where(eq(countries.iso, 'KZ'));
    const noPlace = { region: null, city: { id: '' } };
    const inUzbekistan = await readyApplicant();
    const refused = await inUzbekistan.submit(
      validApplication(refs, { ...noPlace, schoolRegion: { id: refs.regionId }, schoolCity: null }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().meta).toEqual({ region: ['Required'], city: ['Required'], schoolCity: ['Required'] });

    const applicant = await readyApplicant();
    const abroadPlace = { country: { id: abroad.id }, schoolCountry: { id: abroad.id } };
    const submitted = await applicant.submit(
      validApplication(refs, { ...abroadPlace, ...noPlace, schoolRegion: { id: '' }, schoolCity: null }),
    );
    expect(submitted.statusCode, submitted.body).toBe(200);
    const row = await applicationOf(applicant.memberId);
    expect(row).toMatchObject({ status: 'SUBMITTED', countryId: abroad.id, regionId: null, cityId: null });
    expect(row.schoolRegionId).toBeNull();
  });

  it("checks the passport number against the citizenship country's format: a foreign citizen can submit", async () => {
    const [kz] = await t.db.select({ id: countries.id }).from(countries).where(eq(countries.iso, 'KZ'));
    const foreign = { citizenship: { id: kz.id }, passportNumber: 'n12345678' };
    const inUzbekFormat = await readyApplicant();
    const refused = await inUzbekFormat.submit(validApplication(refs, { passportNumber: 'N12345678' }));
    expect(refused.json().meta).toEqual({ passportNumber: ['The passport number must look like AA 1234567'] });

    // Kazakhstan has no pattern in the catalogue: any well-formed number. Once staff give it one, it is checked.
    const applicant = await readyApplicant();
    expect((await applicant.submit(validApplication(refs, foreign))).statusCode).toBe(200);
    expect(await applicationOf(applicant.memberId)).toMatchObject({ passportNumber: 'N12345678' });
    await t.db.update(countries).set({ passportPattern: '^N\\d{8}$' }).where(eq(countries.id, kz.id));
    await lookupsChanged(t.app);
    try {
      const other = await readyApplicant();
      const wrong = await other.submit(validApplication(refs, { ...foreign, passportNumber: 'AB 1234567' }));
      expect(wrong.json().meta).toEqual({
        passportNumber: [
          "The passport number does not match the format of the citizenship country's passports (see the example in the field)",
        ],
      });
    } finally {
      await t.db.update(countries).set({ passportPattern: '' }).where(eq(countries.id, kz.id));
      await lookupsChanged(t.app);
    }
  });

  it('refuses a PINFL or passport another account has submitted, till that application is rejected', async () => {
    const first = await readyApplicant();
    const sent = validApplication(refs);
    expect((await first.submit(sent)).statusCode).toBe(200);

    const second = await readyApplicant();
    const samePerson = await second.submit(validApplication(refs, { pinfl: sent.pinfl, passportNumber: 'ab1234567' }));
    expect(samePerson.statusCode).toBe(400);
    expect(samePerson.json().meta).toEqual({
      pinfl: [
        'An application with this PINFL has already been submitted. If it is yours, log in with the phone number you sent it from; otherwise contact the admissions office',
      ],
    });
    // The passport compares without spaces and case, within one citizenship.
    const samePassport = await second.submit(
      validApplication(refs, { passportNumber: sent.passportNumber.replace(' ', '').toLowerCase() }),
    );
    expect(Object.keys(samePassport.json().meta)).toEqual(['passportNumber']);
    expect((await applicationOf(second.memberId)).status).toBe('DRAFT');
    // Staff reject the first: a rejected application holds its PINFL no more, and the second can send it.
    await t.db.update(applications).set({ status: 'REJECTED' }).where(eq(applications.memberId, first.memberId));
    expect((await second.submit(validApplication(refs, { pinfl: sent.pinfl }))).statusCode).toBe(200);
    // Now the first applicant's resubmission is the one refused (its own application is never counted against it).
    const again = await first.submit(sent);
    expect(Object.keys(again.json().meta)).toEqual(['pinfl']);
  });

  it('translates the messages by Accept-Language', async () => {
    const applicant = await readyApplicant('uz');
    const response = await applicant.submit(validApplication(refs, { gpa: '5.1' }));
    expect(response.json()).toEqual({
      code: 499,
      error_description: "Ma'lumotlar noto'g'ri to'ldirilgan",
      meta: { gpa: ["O'rtacha ball 1.0 dan 5.0 gacha bo'lishi kerak"] },
    });
  });

  it("checks the certificate's score against the minimum stored on its row", async () => {
    const applicant = await readyApplicant();
    const ielts = { foreignLanguageProficiency: { id: 2 }, certificateNumber: '23UZ001234ABCD' };
    const below = await applicant.submit(validApplication(refs, { ...ielts, score: '5.0' }));
    expect(below.statusCode).toBe(400);
    expect(below.json().meta).toEqual({ score: ['The score is below the minimum accepted for this certificate'] });
    const missing = await applicant.submit(validApplication(refs, { ...ielts, score: '', certificateNumber: '' }));
    expect(missing.json().meta).toEqual({ score: ['Required'], certificateNumber: ['Required'] });

    const ok = await applicant.submit(validApplication(refs, { ...ielts, score: '6.5' }));
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      foreignLanguageProficiency: { id: 2, name: 'IELTS' },
      score: 6.5,
      certificateNumber: '23UZ001234ABCD',
    });
  });

  it('takes the minimum from the catalogue, so an edited certificate row applies to the next submission', async () => {
    const applicant = await readyApplicant();
    const topik = { foreignLanguageProficiency: { id: 4 }, certificateNumber: 'T-1', score: 4 };
    // Submission rules are kept in memory with the lookups: an edit counts once announced, as the catalogue API does.
    expect((await applicant.submit(validApplication(refs, { ...topik, score: 2 }))).json().meta).toEqual({
      score: ['The score is below the minimum accepted for this certificate'],
    });
    await t.db.update(certificates).set({ minScore: 5 }).where(eq(certificates.id, 4));
    await lookupsChanged(t.app);
    try {
      const below = await applicant.submit(validApplication(refs, topik));
      expect(below.json().meta).toEqual({ score: ['The score is below the minimum accepted for this certificate'] });
    } finally {
      await t.db.update(certificates).set({ minScore: 3 }).where(eq(certificates.id, 4));
      await lookupsChanged(t.app);
    }
    expect((await applicant.submit(validApplication(refs, topik))).statusCode).toBe(200);
  });

  it("refuses a score above the top of the certificate's scale (IELTS 75 for 7.5, TOEFL iBT 999)", async () => {
    const applicant = await readyApplicant();
    const above = 'The score is above the highest possible for this certificate';
    const ielts = { foreignLanguageProficiency: { id: 2 }, certificateNumber: '23UZ001234ABCD' };
    const typo = await applicant.submit(validApplication(refs, { ...ielts, score: 75 }));
    expect(typo.statusCode).toBe(400);
    expect(typo.json()).toMatchObject({ code: 499, meta: { score: [above] } });
    const toefl = { foreignLanguageProficiency: { id: 3 }, certificateNumber: 'T-99' };
    expect((await applicant.submit(validApplication(refs, { ...toefl, score: 999 }))).json().meta).toEqual({
      score: [above],
    });
    const ru = await (await readyApplicant('ru')).submit(validApplication(refs, { ...toefl, score: 120.5 }));
    expect(ru.json().meta).toEqual({ score: ['Балл выше максимально возможного для этого сертификата'] });
    const top = await applicant.submit(validApplication(refs, { ...toefl, score: 120 }));
    expect(top.statusCode, top.body).toBe(200);
    expect(top.json()).toMatchObject({ foreignLanguageProficiency: { id: 3 }, score: 120 });
  });

  it('takes the maximum from the catalogue too: a raised or removed maximum applies to the next submission', async () => {
    const applicant = await readyApplicant();
    const topik = { foreignLanguageProficiency: { id: 4 }, certificateNumber: 'T-1', score: 7 };
    const above = { score: ['The score is above the highest possible for this certificate'] };
    expect((await applicant.submit(validApplication(refs, topik))).json().meta).toEqual(above);
    await t.db.update(certificates).set({ maxScore: 300 }).where(eq(certificates.id, 4));
    await lookupsChanged(t.app);
    try {
      expect((await applicant.submit(validApplication(refs, { ...topik, score: 301 }))).json().meta).toEqual(above);
      await t.db.update(certificates).set({ maxScore: null }).where(eq(certificates.id, 4));
      await lookupsChanged(t.app);
      const unchecked = await applicant.submit(validApplication(refs, { ...topik, score: 301 }));
      expect(unchecked.statusCode, unchecked.body).toBe(200);
    } finally {
      await t.db.update(certificates).set({ maxScore: 6 }).where(eq(certificates.id, 4));
      await lookupsChanged(t.app);
    }
  });

  it('certificate 6 (other) needs its name; certificate 1 (none) stores score and number 0', async () => {
    const applicant = await readyApplicant();
    const other = { foreignLanguageProficiency: { id: 6 }, certificateOther: '' };
    expect((await applicant.submit(validApplication(refs, other))).json().meta).toEqual({
      certificateOther: ['Required'],
    });
    const none = await applicant.submit(
      validApplication(refs, { foreignLanguageProficiency: { id: 1 }, score: 8, certificateNumber: 'X' }),
    );
    expect(none.json()).toMatchObject({ score: 0, certificateNumber: '0', certificateOther: null });
  });

  it('keeps the disability note only with a disability other than id 5', async () => {
    const applicant = await readyApplicant();
    const response = await applicant.submit(
      validApplication(refs, { disability: { id: 2 }, disabilityNote: 'Wheelchair access' }),
    );
    expect(response.json()).toMatchObject({ disability: { id: 2 }, disabilityNote: 'Wheelchair access' });
  });

  it('refuses a region outside the country, a city outside the region and a language of another faculty', async () => {
    const applicant = await readyApplicant();
    const response = await applicant.submit(
      validApplication(refs, {
        city: { id: refs.otherCityId },
        schoolRegion: { id: refs.otherRegionId },
        educationLanguage: { id: refs.otherFacultyLanguageId },
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().meta).toEqual({
      city: ['The city/district does not belong to the chosen region'],
      schoolCity: ['The city/district does not belong to the chosen region'],
      educationLanguage: ['The language of instruction does not belong to the chosen field of study'],
    });
    const foreign = await applicant.submit(validApplication(refs, { country: { id: refs.countryId + 1 } }));
    expect(foreign.json().meta).toEqual({ region: ['The region does not belong to the chosen country'] });
  });

  it('refuses an option an admin has deactivated', async () => {
    const applicant = await readyApplicant();
    await t.db.update(educationLanguages).set({ active: false }).where(eq(educationLanguages.id, refs.languageId));
    try {
      const response = await applicant.submit(validApplication(refs));
      expect(response.json().meta).toEqual({
        educationLanguage: ['This option is no longer available; choose another'],
      });
    } finally {
      await t.db.update(educationLanguages).set({ active: true }).where(eq(educationLanguages.id, refs.languageId));
    }
  });

  it('refuses every change once SUBMITTED: draft, submit, upload and delete', async () => {
    const applicant = await readyApplicant();
    expect((await applicant.submit(validApplication(refs))).statusCode).toBe(200);
    const refusals = [
      await applicant.saveDraft({ firstName: 'BOBUR' }),
      await applicant.submit(validApplication(refs, { firstName: 'BOBUR' })),
    ];
    for (const response of refusals) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        code: 409,
        error_description: 'The application cannot be changed now: it is under review or accepted',
        meta: { reason: 'application_not_editable' },
      });
    }
    const row = await applicationOf(applicant.memberId);
    expect(row.firstName).toBe('ALISHER');
    expect(await historyOf(row.id)).toHaveLength(1);
  });

  it('resubmits after a rejection: reviews cleared, first registration date kept, history grows', async () => {
    const applicant = await readyApplicant();
    const first = (await applicant.submit(validApplication(refs))).json();
    // The admin review API is not built yet: reject the way it will, in the database.
    await t.db
      .update(applications)
      .set({ status: 'REJECTED', reviews: { passportNumber: 'Does not match the passport copy' } })
      .where(eq(applications.id, first.id));
    await t.db.insert(applicationHistory).values({ applicationId: first.id, status: 'REJECTED', memberId: null });

    const rejected = (await applicant.get()).json();
    expect(rejected).toMatchObject({
      status: 'REJECTED',
      reviews: { passportNumber: 'Does not match the passport copy' },
    });
    const draft = await applicant.saveDraft({ passportNumber: 'AB 7654321' });
    expect(draft.statusCode).toBe(200);
    expect(draft.json()).toMatchObject({ status: 'REJECTED', passportNumber: 'AB 7654321' });

    const again = await applicant.submit(validApplication(refs, { passportNumber: 'AB 7654321' }));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      status: 'SUBMITTED',
      reviews: {},
      passportNumber: 'AB 7654321',
      registrationDate: first.registrationDate,
    });
    expect((await historyOf(first.id)).map((h) => h.status)).toEqual(['SUBMITTED', 'REJECTED', 'SUBMITTED']);
  });

  it('refuses an ACCEPTED application', async () => {
    const applicant = await readyApplicant();
    const { id } = (await applicant.submit(validApplication(refs))).json();
    await t.db.update(applications).set({ status: 'ACCEPTED' }).where(eq(applications.id, id));
    expect((await applicant.submit(validApplication(refs))).statusCode).toBe(409);
    expect((await applicant.saveDraft({ firstName: 'BOBUR' })).statusCode).toBe(409);
  });

  it('never shows one applicant the application of another', async () => {
    const first = await readyApplicant();
    const mine = (await first.submit(validApplication(refs))).json();
    const second = await newApplicant();
    const theirs = (await second.get()).json();
    expect(theirs.id).not.toBe(mine.id);
    expect(theirs).toMatchObject({ status: 'DRAFT', firstName: null, photo: null });
  });
});

describe('registration closed', () => {
  async function withSession<T>(change: Partial<typeof admissionSessions.$inferInsert>, run: () => Promise<T>) {
    const [session] = await t.db.select().from(admissionSessions).where(eq(admissionSessions.active, true));
    await t.db.update(admissionSessions).set(change).where(eq(admissionSessions.id, session.id));
    try {
      return await run();
    } finally {
      await t.db.update(admissionSessions).set(session).where(eq(admissionSessions.id, session.id));
    }
  }

  async function expectClosed(applicant: Awaited<ReturnType<typeof readyApplicant>>) {
    const response = await applicant.submit(validApplication(refs));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 400,
      error_description: 'Online registration is closed now',
      meta: { reason: 'registration_closed' },
    });
    const row = await applicationOf(applicant.memberId);
    expect(row.status).toBe('DRAFT');
    expect(row.firstName).toBeNull();
    expect(await historyOf(row.id)).toHaveLength(0);
  }

  it('refuses to submit while the session has registration switched off', async () => {
    const applicant = await readyApplicant();
    await withSession({ registrationActive: false }, () => expectClosed(applicant));
  });

  it('refuses to submit after the registration end date (Tashkent calendar)', async () => {
    const applicant = await readyApplicant();
    const yesterday = tashkentToday(new Date(Date.now() - 86_400_000));
    await withSession({ registrationEndDate: yesterday }, () => expectClosed(applicant));
    // The end date itself is still open.
    await withSession({ registrationEndDate: tashkentToday() }, async () => {
      expect((await applicant.submit(validApplication(refs))).statusCode).toBe(200);
    });
  });

  it('refuses a resubmission too', async () => {
    const applicant = await readyApplicant();
    const { id } = (await applicant.submit(validApplication(refs))).json();
    await t.db.update(applications).set({ status: 'REJECTED' }).where(eq(applications.id, id));
    await withSession({ registrationActive: false }, async () => {
      const response = await applicant.submit(validApplication(refs));
      expect(response.json().meta).toEqual({ reason: 'registration_closed' });
      expect((await applicationOf(applicant.memberId)).status).toBe('REJECTED');
    });
  });
});
