import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { findApplicationOfMember, updateEditableApplication } from '../src/modules/applications/applications.queries';
import { ANSWER_COLUMNS, applications } from '../src/modules/applications/applications.table';
import {
  type ApplicationReferences,
  applicantClient,
  findApplicationReferences,
  REQUIRED_UPLOADS,
  validApplication,
} from './helpers/application-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

// The applicant's own statements return the row as one JSON text (applications.queries.ts): what they give must be
// what drizzle reads column by column, type for type (dates, numerics, jsonb, timestamps, nulls).

let t: TestApp;
let refs: ApplicationReferences;
beforeAll(async () => {
  t = await createTestApp();
  refs = await findApplicationReferences(t.db);
});
afterAll(() => t.close());

const drizzleRow = async (memberId: number) =>
  (await t.db.select().from(applications).where(eq(applications.memberId, memberId)))[0];

it('reads a filled-in application, its documents and its empty fields as drizzle does', async () => {
  const auth = await t.memberWithToken('ABITURIENT');
  const applicant = applicantClient(() => t, auth);
  await applicant.uploadRequired();
  const saved = await applicant.saveDraft(validApplication(refs, { gpa: 4.5, score: 7.5, homePhone: null }));
  expect(saved.statusCode).toBe(200);
  await t.db
    .update(applications)
    .set({ reviews: { firstName: 'Check the spelling' }, registrationDate: new Date('2026-07-30T10:11:12.345Z') })
    .where(eq(applications.memberId, auth.member.id));

  const found = await findApplicationOfMember(t.db, auth.member.id);
  const expected = await drizzleRow(auth.member.id);
  expect(found?.row).toEqual(expected);
  expect(found?.row.gpa).toBe(4.5);
  expect(found?.row.birthDate).toMatch(/^\d{4}-\d\d-\d\d$/);
  expect(found?.row.registrationDate).toEqual(new Date('2026-07-30T10:11:12.345Z'));
  expect(found?.row.homePhone).toBeNull();
  expect(found?.files).toHaveLength(REQUIRED_UPLOADS.length);
});

it('returns the row as written by both draft writes: a partial one and every answer (the prepared statement)', async () => {
  const auth = await t.memberWithToken('ABITURIENT');
  const applicant = applicantClient(() => t, auth);
  expect((await applicant.get()).statusCode).toBe(200);

  const partial = await updateEditableApplication(t.db, auth.member.id, { firstName: 'ALISHER', gpa: 3.25 });
  expect(partial?.row).toEqual(await drizzleRow(auth.member.id));
  expect(partial?.row).toMatchObject({ firstName: 'ALISHER', gpa: 3.25, status: 'DRAFT' });
  expect(partial?.files).toEqual([]);

  expect((await applicant.saveDraft(validApplication(refs))).statusCode).toBe(200);
  const filled = await drizzleRow(auth.member.id);
  const everyAnswer = Object.fromEntries(
    Object.values(ANSWER_COLUMNS).map((column) => [column, filled[column as keyof typeof filled]]),
  );
  const written = await updateEditableApplication(t.db, auth.member.id, { ...everyAnswer, certificateScore: 6.5 });
  const after = await drizzleRow(auth.member.id);
  expect(written?.row).toEqual(after);
  expect(after.certificateScore).toBe(6.5);
  expect(after.revision).toBeGreaterThan(filled.revision);
});
