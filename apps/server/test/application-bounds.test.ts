import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicantClient, findApplicationReferences, validApplication } from './helpers/application-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

/** Values the database columns cannot hold answer 499 on their field, never a database error (500). */
describe('draft values beyond the columns', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const applicant = async () => applicantClient(() => t, await t.memberWithToken('ABITURIENT'));

  it('refuses ids beyond 32 bits in every reference', async () => {
    const client = await applicant();
    for (const id of [2_147_483_648, 1e20, 99_999_999_999]) {
      const response = await client.saveDraft({ country: { id }, schoolType: { id } });
      expect(response.statusCode, String(id)).toBe(400);
      expect(response.json()).toMatchObject({
        code: 499,
        meta: { country: ['Invalid value'], schoolType: ['Invalid value'] },
      });
    }
  });

  it('refuses a score that rounds beyond numeric(6,2) and keeps the largest that fits', async () => {
    const client = await applicant();
    for (const score of [9999.995, 9999.999, '9999,999']) {
      const response = await client.saveDraft({ score });
      expect(response.statusCode, String(score)).toBe(400);
      expect(response.json().meta).toEqual({ score: ['Invalid score'] });
    }
    const saved = await client.saveDraft({ score: 9999.99 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().score).toBe(9999.99);
  });

  it('refuses a PINFL with a wrong check digit', async () => {
    const client = await applicant();
    const response = await client.saveDraft({ pinfl: '51705001234567' });
    expect(response.statusCode).toBe(400);
    expect(response.json().meta).toEqual({
      pinfl: ['The PINFL is not valid: check its digits against the document'],
    });
    expect((await client.saveDraft({ pinfl: '51705001234565' })).statusCode).toBe(200);
  });
});

describe('PINFL_CHECK_DIGIT=off', () => {
  let off: TestApp;
  let on: TestApp;
  beforeAll(async () => {
    [off, on] = await Promise.all([createTestApp({ PINFL_CHECK_DIGIT: 'off' }), createTestApp()]);
  });
  afterAll(async () => {
    await Promise.all([off.close(), on.close()]);
  });
  /** A man born 17 May 2000 whose last digit is not the check digit (51705001234565 would be). */
  const badCheckDigit = '51705001234567';

  it('accepts any 14 digits in a draft, while an app with the check on in the same process refuses them', async () => {
    const client = applicantClient(() => off, await off.memberWithToken('ABITURIENT'));
    const response = await client.saveDraft({ pinfl: badCheckDigit });
    expect(response.statusCode).toBe(200);
    expect(response.json().pinfl).toBe(badCheckDigit);
    const checked = applicantClient(() => on, await on.memberWithToken('ABITURIENT'));
    expect((await checked.saveDraft({ pinfl: badCheckDigit })).statusCode).toBe(400);
  });

  it('submits such a PINFL when the birth date and gender agree, and refuses it when they do not', async () => {
    const refs = await findApplicationReferences(off.db);
    const client = applicantClient(() => off, await off.memberWithToken('ABITURIENT'));
    await client.uploadRequired();
    const woman = await client.submit(validApplication(refs, { pinfl: badCheckDigit, gender: 'FEMALE' }));
    expect(woman.statusCode).toBe(400);
    expect(woman.json().meta).toEqual({ pinfl: ['The PINFL does not match the birth date or gender'] });
    const submitted = await client.submit(validApplication(refs, { pinfl: badCheckDigit }));
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json()).toMatchObject({ status: 'SUBMITTED', pinfl: badCheckDigit });
  });
});
