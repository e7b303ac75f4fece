import { SEARCH_COUNT_LIMIT } from '@qabul/contract/admin-application';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationFiles, applicationHistory, applications } from '../src/modules/applications/applications.table';
import { applicationAudit } from '../src/modules/review/review.table';
import {
  type ApplicationReferences,
  findApplicationReferences,
  JPEG,
  multipartFile,
  PNG,
  validApplication,
} from './helpers/application-fixtures';
import { cloneSubmitted, pinflOf, staffClient, submittedApplication } from './helpers/review-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let refs: ApplicationReferences;
let admin: ReturnType<typeof staffClient>;
let verifier: ReturnType<typeof staffClient>;
let observer: ReturnType<typeof staffClient>;
/** Applications submitted in this order, with distinct names, passports, PINFLs and phones. */
const people = [
  {
    lastName: 'KARIMOV',
    firstName: 'AZIZ',
    passportNumber: 'AB 1000001',
    pinfl: pinflOf(1),
    mobilePhone: '998901000001',
  },
  {
    lastName: 'TOSHMATOVA',
    firstName: 'DILNOZA',
    passportNumber: 'AC 2000002',
    pinfl: pinflOf(2),
    mobilePhone: '998902000002',
  },
  {
    lastName: 'YUSUPOV',
    firstName: 'BOBUR',
    passportNumber: 'AD 3000003',
    pinfl: pinflOf(3),
    mobilePhone: '998903000003',
  },
  {
    lastName: 'ALIYEV',
    firstName: 'SARDOR',
    passportNumber: 'AE 4000004',
    pinfl: pinflOf(4),
    mobilePhone: '998904000004',
  },
];
const ids: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  refs = await findApplicationReferences(t.db);
  const super_ = await t.memberWithToken('ADMIN_SUPER');
  admin = staffClient(t, super_.headers);
  verifier = staffClient(t, (await t.memberWithToken('ADMIN_VERIFIER')).headers);
  observer = staffClient(t, (await t.memberWithToken('ADMIN_OBSERVER')).headers);
  for (const person of people) ids.push((await submittedApplication(t, refs, person)).id);
  // A draft: never listed, never counted.
  const draft = await t.memberWithToken('ABITURIENT');
  await t.app.inject({ method: 'GET', url: '/api/v1/abiturient/application', headers: draft.headers });
});
afterAll(() => t.close());

describe('GET admin/application', () => {
  it('lists submitted applications newest first with the spec row shape, never drafts', async () => {
    const response = await observer.list();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.totalElements).toBe(people.length);
    expect(body.content.map((row: { id: number }) => row.id)).toEqual([...ids].reverse());
    expect(body.content.at(-1)).toMatchObject({
      id: ids[0],
      lastName: 'KARIMOV',
      firstName: 'AZIZ',
      middleName: "BAXTIYOR O'G'LI",
      educationFaculty: { id: refs.facultyId, name: expect.any(String) },
      mobilePhone: '998901000001',
      passportNumber: 'AB 1000001',
      status: 'SUBMITTED',
    });
    expect(body.content[0].registrationDate).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('pages (zero-based) and sorts by an allowed field only', async () => {
    const page = (await observer.list('', 'page=1&size=3&sortField=lastName&sortOrder=asc')).json();
    expect(page.totalElements).toBe(4);
    expect(page.content.map((row: { lastName: string }) => row.lastName)).toEqual(['YUSUPOV']);
    const desc = (await observer.list('', 'sortField=lastName&sortOrder=desc&size=2')).json();
    expect(desc.content.map((row: { lastName: string }) => row.lastName)).toEqual(['YUSUPOV', 'TOSHMATOVA']);
    const bad = await observer.list('', 'sortField=pinfl;drop table applications');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 499, meta: { sortField: ['The list cannot be sorted by this field'] } });
  });

  it.each([
    ['a part of the last name, any case', 'toshmat', 1],
    ['the first name', 'Bobur', 2],
    ['the passport number with its space', 'ae 4000004', 3],
    ['the passport number without its space', 'AE4000004', 3],
    ['a part of the PINFL', '0000003', 2],
    ['a part of the phone', '902000', 1],
    ['the phone as the list shows it', '+998(90) 200-00-02', 1],
    ['the phone with spaces', '+998 90 200 00 02', 1],
    ['the first name before the last name', 'dilnoza toshmatova', 1],
  ])('finds by %s', async (_, term, index) => {
    const body = (await observer.list('', `name=${encodeURIComponent(term)}`)).json();
    expect(body.content.map((row: { id: number }) => row.id)).toEqual([ids[index]]);
  });

  it('lists exact matches first and says what matched: the id before a number that merely contains it', async () => {
    const byId = (await observer.list('', `name=${ids[0]}`)).json().content;
    expect(byId[0]).toMatchObject({ id: ids[0], matchedBy: 'id' });
    expect(byId.slice(1).every((row: { matchedBy: string }) => row.matchedBy === 'text')).toBe(true);
    for (const [term, matchedBy] of [
      [pinflOf(2), 'pinfl'],
      ['ac2000002', 'passportNumber'],
      ['AC 2000002', 'passportNumber'],
      ['902000002', 'mobilePhone'],
      ['+998(90) 200-00-02', 'mobilePhone'],
    ]) {
      const rows = (await observer.list('', `name=${encodeURIComponent(term)}`)).json().content;
      expect(rows[0], term).toMatchObject({ id: ids[1], matchedBy });
    }
    // Names are parts of text; a list without a search says nothing of matches.
    expect((await observer.list('', 'name=toshmat')).json().content[0].matchedBy).toBe('text');
    expect((await observer.list()).json().content[0].matchedBy).toBeUndefined();
  });

  it('finds by the application id, and treats % and _ literally', async () => {
    expect((await observer.list('', `name=${ids[2]}`)).json().content[0].id).toBe(ids[2]);
    expect((await observer.list('', 'name=%25')).json().totalElements).toBe(0);
    expect((await observer.list('', 'name=_')).json().totalElements).toBe(0);
    // Punctuation alone is no phone: it finds nothing rather than everything.
    expect((await observer.list('', `name=${encodeURIComponent('+()-')}`)).json().totalElements).toBe(0);
    expect((await observer.list('', `name=${encodeURIComponent('dilnoza yusupov')}`)).json().totalElements).toBe(0);
  });
});

describe('accept and reject', () => {
  it('moves through the spec §4 transitions, writes history, and refuses the others with 409 naming the status', async () => {
    const [id] = ids;
    const accepted = await verifier.accept(id);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().status).toBe('ACCEPTED');

    const again = await verifier.accept(id, { 'accept-language': 'ru' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error_description).toContain('Принято');

    const rejected = await verifier.reject(id, { pinfl: '  The PINFL does not match the passport  ', gpa: ' ' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({
      status: 'REJECTED',
      reviews: { pinfl: 'The PINFL does not match the passport' },
    });
    expect(Object.keys(rejected.json().reviews)).toEqual(['pinfl']);
    expect((await verifier.reject(id, { pinfl: 'again' })).statusCode).toBe(409);

    // The status changes, each with the SMS that told the applicant of it above it (notifications.test.ts).
    const history = (await observer.history(id)).json();
    const changes = history.filter((entry: { kind?: string }) => entry.kind !== 'notification');
    expect(changes.map((entry: { change: string }) => entry.change)).toEqual(['REJECTED', 'ACCEPTED', 'SUBMITTED']);
    expect(changes[0]).toMatchObject({ admin: expect.any(String), date: expect.stringMatching(/T/) });
    // A message is dated when it was sent: the worker may send the acceptance's after the rejection was written,
    // so only the rejection's own message is known to stand above the rejection.
    const rejectionMessage = history.findIndex(
      (entry: { kind?: string; event?: string }) => entry.kind === 'notification' && entry.event === 'REJECTED',
    );
    expect(history[rejectionMessage]).toMatchObject({ channel: 'SMS' });
    expect(rejectionMessage).toBeLessThan(history.indexOf(changes[0]));

    // Accepting a rejected application clears its remarks.
    const reaccepted = await admin.accept(id);
    expect(reaccepted.json()).toMatchObject({ status: 'ACCEPTED', reviews: {} });
  });

  it('needs at least one non-empty remark, each on a known field', async () => {
    const empty = await verifier.reject(ids[1], { pinfl: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe(499);
    const unknown = await verifier.reject(ids[1], { salary: 'too low' });
    expect(unknown.json().meta).toEqual({ 'reviews.salary': ['The application has no such field'] });
    expect((await observer.get(ids[1])).json().status).toBe('SUBMITTED');
  });

  it('shows the remarks to the applicant, who can fix and resubmit', async () => {
    const { id, applicant } = await submittedApplication(t, refs, { pinfl: pinflOf(77) });
    await verifier.reject(id, { pinfl: 'Check the PINFL', passportPhoto: 'Blurred', gpa: 'As in the diploma' });
    const own = (await applicant.get()).json();
    expect(own).toMatchObject({
      status: 'REJECTED',
      reviews: { pinfl: 'Check the PINFL', passportPhoto: 'Blurred', gpa: 'As in the diploma' },
      remarksAddressed: [],
    });

    // A remark is addressed once its field differs from the rejected answer: a new document, a changed number.
    await applicant.upload('PASSPORT_FILE', JPEG, 'passport-again.jpg');
    const afterUpload = (await applicant.saveDraft({ pinfl: pinflOf(78) })).json();
    expect(afterUpload.remarksAddressed.sort()).toEqual(['passportPhoto', 'pinfl']);
    // Typed back to what it was, it is open again.
    expect((await applicant.saveDraft({ pinfl: pinflOf(77) })).json().remarksAddressed).toEqual(['passportPhoto']);

    const resubmitted = await applicant.submit(
      validApplication(refs, { pinfl: pinflOf(78), lastName: 'KARIMOVA', passportNumber: own.passportNumber }),
    );
    expect(resubmitted.statusCode, resubmitted.body).toBe(200);
    expect(resubmitted.json()).toMatchObject({ status: 'SUBMITTED', reviews: {} });
    expect(resubmitted.json().remarksAddressed).toBeUndefined();
    // The reviewers see what changed since they rejected it, and who sent it.
    const [latest] = (await observer.history(id))
      .json()
      .filter((entry: { kind?: string }) => entry.kind !== 'notification');
    expect(latest).toMatchObject({ change: 'SUBMITTED', byApplicant: true, admin: 'KARIMOVA ALISHER' });
    expect(latest.changes.sort()).toEqual(['lastName', 'passportPhoto', 'pinfl']);
  });

  it('refuses a stale If-Match and unknown or draft applications', async () => {
    const response = await verifier.get(ids[2]);
    const etag = response.headers.etag as string;
    expect(etag).toMatch(/^"v\d+"$/);
    expect((await verifier.reject(ids[2], { gpa: 'Check' }, { 'if-match': etag })).statusCode).toBe(200);
    // The application changed after that ETag was read.
    expect((await verifier.accept(ids[2], { 'if-match': etag })).statusCode).toBe(409);
    expect((await verifier.accept(999_999)).statusCode).toBe(404);
    const draft = await t.memberWithToken('ABITURIENT');
    const own = await t.app.inject({ method: 'GET', url: '/api/v1/abiturient/application', headers: draft.headers });
    expect((await verifier.accept(own.json().id)).statusCode).toBe(409);
  });

  it('of 50 concurrent accept/reject pairs on 50 applications exactly one of each pair wins', async () => {
    const { id: source } = await submittedApplication(t, refs, { pinfl: pinflOf(999) });
    const batch = await cloneSubmitted(t, source, 50, 1000);
    const versions = await Promise.all(batch.map(async (id) => (await verifier.get(id)).headers.etag as string));
    const results = await Promise.all(
      batch.map((id, i) =>
        Promise.all([
          verifier.accept(id, { 'if-match': versions[i] }),
          admin.reject(id, { pinfl: 'Check' }, { 'if-match': versions[i] }),
        ]),
      ),
    );
    for (const [i, pair] of results.entries()) {
      const codes = pair.map((response) => response.statusCode).sort();
      expect(codes, `application ${batch[i]}`).toEqual([200, 409]);
      const winner = pair.find((response) => response.statusCode === 200)?.json().status;
      const [row] = await t.db.select().from(applications).where(eq(applications.id, batch[i]));
      expect(row.status).toBe(winner);
      const history = await t.db
        .select()
        .from(applicationHistory)
        .where(eq(applicationHistory.applicationId, batch[i]));
      expect(history.map((entry) => entry.status).sort()).toEqual([winner, 'SUBMITTED'].sort());
    }
  });
});

describe('counts, next and duplicates', () => {
  it('counts per status, drafts left out', async () => {
    const body = (await observer.count()).json();
    const rows = await t.db.select({ status: applications.status }).from(applications);
    const n = (status: string) => rows.filter((row) => row.status === status).length;
    expect(body).toEqual({
      all: n('SUBMITTED') + n('ACCEPTED') + n('REJECTED'),
      submitted: n('SUBMITTED'),
      accepted: n('ACCEPTED'),
      rejected: n('REJECTED'),
    });
    expect(body.all).toBeGreaterThan(0);
  });

  it('gives two reviewers different next applications, the oldest not opened by another in 10 minutes', async () => {
    const first = (await verifier.inject('GET', '/application/next')).json().id;
    const second = (await admin.inject('GET', '/application/next')).json().id;
    expect(first).toEqual(expect.any(Number));
    expect(second).not.toBe(first);
    // The verifier's own claim does not hide it from the verifier.
    expect((await verifier.inject('GET', '/application/next')).json().id).toBe(first);
    expect((await observer.inject('GET', '/application/next')).statusCode).toBe(403);
  });

  it('warns about another application with the same PINFL or passport number', async () => {
    // A second account can send a PINFL again only once the first application is rejected (or still a draft).
    const a = await submittedApplication(t, refs, { pinfl: pinflOf(555), passportNumber: 'AK 5550555' });
    expect((await verifier.reject(a.id, { pinfl: 'Not your PINFL' })).statusCode).toBe(200);
    const b = await submittedApplication(t, refs, { pinfl: pinflOf(555), passportNumber: 'AK 5550556' });
    const duplicates = (await observer.inject('GET', `/application/${b.id}/duplicates`)).json();
    expect(duplicates).toEqual([expect.objectContaining({ id: a.id, status: 'REJECTED', matches: ['pinfl'] })]);
  });
});

describe('super admin: edit, files, delete', () => {
  it("edits with the applicant's rules, keeps the status and records the change", async () => {
    const { id } = await submittedApplication(t, refs, { pinfl: pinflOf(601) });
    const current = (await admin.get(id)).json();
    const body = { ...current, id, firstName: 'ULUGBEK', gpa: '4.9', birthDate: '2000-05-17T00:00:00.000Z' };
    const saved = await admin.inject('POST', '/application', body);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ firstName: 'ULUGBEK', gpa: 4.9, status: 'SUBMITTED' });
    const bad = await admin.inject('POST', '/application', { ...body, gpa: '7' });
    expect(bad.json()).toMatchObject({ code: 499, meta: { gpa: ['The GPA must be from 1.0 to 5.0'] } });
    expect((await admin.get(id)).json().gpa).toBe(4.9);
    const audit = await t.db.select().from(applicationAudit).where(eq(applicationAudit.applicationId, id));
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'EDITED',
        snapshot: expect.objectContaining({ firstName: { from: 'ALISHER', to: 'ULUGBEK' } }),
      }),
    ]);
    expect((await verifier.inject('POST', '/application', body)).statusCode).toBe(403);
  });

  it('replaces a document of any status and serves the new one', async () => {
    const { id } = await submittedApplication(t, refs, { pinfl: pinflOf(602) });
    const before = (await admin.get(id)).json().photo as string;
    const upload = multipartFile(PNG, 'new.png');
    const replaced = await admin.inject('POST', `/application/file/PHOTO_FILE/${id}`, undefined, upload.headers);
    expect(replaced.statusCode, replaced.body).toBe(400); // no payload: the file is required
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/application/file/PHOTO_FILE/${id}`,
      payload: upload.payload,
      headers: { ...(await t.memberWithToken('ADMIN_SUPER')).headers, ...upload.headers },
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = (await admin.get(id)).json().photo as string;
    expect(after).toBe(`/api/v1/admin/application/file/${response.json().id}`);
    expect(after).not.toBe(before);
  });

  it('deletes the application, its files and history, and keeps the deletion in the audit', async () => {
    const { id } = await submittedApplication(t, refs, { pinfl: pinflOf(603) });
    const files = await t.db.select().from(applicationFiles).where(eq(applicationFiles.applicationId, id));
    expect(files).toHaveLength(4);
    expect((await verifier.inject('DELETE', `/application/${id}`)).statusCode).toBe(403);
    expect((await admin.inject('DELETE', `/application/${id}`)).statusCode).toBe(200);
    expect((await admin.get(id)).statusCode).toBe(404);
    for (const file of files) expect(await t.ctx.storage.get(file.storageKey)).toBeNull();
    expect(await t.db.select().from(applicationHistory).where(eq(applicationHistory.applicationId, id))).toEqual([]);
    const [audit] = await t.db.select().from(applicationAudit).where(eq(applicationAudit.applicationId, id));
    expect(audit).toMatchObject({ action: 'DELETED', snapshot: expect.objectContaining({ pinfl: pinflOf(603) }) });
    expect((await admin.inject('DELETE', `/application/${id}`)).statusCode).toBe(404);
  });
});

describe('a search matching more than SEARCH_COUNT_LIMIT', () => {
  it('counts up to the limit and says so; a narrow search keeps its exact count', async () => {
    const clones = await cloneSubmitted(t, ids[0], SEARCH_COUNT_LIMIT + 1, 5000);
    const broad = (await observer.list('', 'name=karimov')).json();
    expect(broad).toMatchObject({ totalElements: SEARCH_COUNT_LIMIT, totalCapped: true });
    expect(broad.content).toHaveLength(20);
    const submitted = (await observer.list('/submitted', 'name=karimov&page=9')).json();
    expect(submitted).toMatchObject({ totalElements: SEARCH_COUNT_LIMIT, totalCapped: true });
    expect(submitted.content).toHaveLength(20);
    const narrow = (await observer.list('', `name=${pinflOf(5000 + SEARCH_COUNT_LIMIT)}`)).json();
    expect(narrow.totalElements).toBe(1);
    expect(narrow.totalCapped).toBeUndefined();
    expect(narrow.content[0].id).toBe(clones.at(-1));
    // Without a search the trigger-kept counters answer exactly.
    expect((await observer.list()).json()).toMatchObject({ totalElements: expect.any(Number) });
    expect((await observer.list()).json().totalCapped).toBeUndefined();
  });
});
