import { pinflCheckDigit } from '@qabul/contract/pinfl';
import { eq } from 'drizzle-orm';
import { applicationHistory, applications } from '../../src/modules/applications/applications.table';
import { members } from '../../src/modules/auth/members.table';
import { type ApplicationReferences, applicantClient, validApplication } from './application-fixtures';
import type { TestApp } from './test-app';

/** A man born 17 May 2000: PINFL 5170500 + six digits of `serial` + the check digit. */
export function pinflOf(serial: number) {
  const first13 = `5170500${String(serial).padStart(6, '0')}`;
  return `${first13}${pinflCheckDigit(first13)}`;
}

/**
 * Signs up an applicant and submits a complete application through the API (uploads included); `patch` overrides
 * answers. Returns the application id and the applicant's client.
 */
export async function submittedApplication(
  t: TestApp,
  refs: ApplicationReferences,
  patch: Record<string, unknown> = {},
) {
  const auth = await t.memberWithToken('ABITURIENT');
  const applicant = applicantClient(() => t, auth);
  await applicant.uploadRequired();
  const response = await applicant.submit(validApplication(refs, patch));
  if (response.statusCode !== 200) throw new Error(`submit: ${response.body}`);
  return { id: response.json().id as number, applicant, memberId: auth.member.id, headers: auth.headers };
}

type Headers = Record<string, string>;

/** A staff member's calls under /api/v1/admin. */
export function staffClient(t: TestApp, headers: Headers, lang = 'en') {
  const all = { ...headers, 'accept-language': lang };
  const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, extra: Headers = {}) =>
    t.app.inject({ method, url: `/api/v1/admin${url}`, payload: payload as never, headers: { ...all, ...extra } });
  return {
    inject,
    list: (path = '', query = '') => inject('GET', `/application${path}${query ? `?${query}` : ''}`),
    count: () => inject('GET', '/application/count'),
    get: (id: number) => inject('GET', `/application/${id}`),
    accept: (id: number, extra: Headers = {}) => inject('POST', `/application/${id}/acceptance`, undefined, extra),
    reject: (id: number, reviews: Record<string, string>, extra: Headers = {}) =>
      inject('POST', `/application/${id}/rejects`, { reviews }, extra),
    history: (id: number) => inject('GET', `/application-history/${id}`),
  };
}

/**
 * `count` more SUBMITTED applications like `sourceId` (new applicants, PINFLs from `firstSerial` on), written in
 * SQL: fast enough for the concurrency tests, which are about decisions, not submissions.
 */
export async function cloneSubmitted(t: TestApp, sourceId: number, count: number, firstSerial: number) {
  const [source] = await t.db.select().from(applications).where(eq(applications.id, sourceId));
  const { id: _id, memberId: _member, searchText: _search, ...values } = source;
  const ids: number[] = [];
  // In batches: one statement's parameters must stay within PGlite's protocol limits.
  for (let batch = 0; batch < count; batch += 200) {
    const serials = Array.from({ length: Math.min(200, count - batch) }, (_, i) => firstSerial + batch + i);
    const applicants = await t.db
      .insert(members)
      .values(
        serials.map((serial) => ({
          phone: `99877${String(serial).padStart(7, '0')}`,
          passwordHash: 'x',
          role: 'ABITURIENT' as const,
        })),
      )
      .returning({ id: members.id });
    const rows = await t.db
      .insert(applications)
      .values(
        applicants.map((member, i) => ({
          ...values,
          status: 'SUBMITTED' as const,
          memberId: member.id,
          pinfl: pinflOf(serials[i]),
        })),
      )
      .returning({ id: applications.id, memberId: applications.memberId });
    await t.db
      .insert(applicationHistory)
      .values(rows.map((row) => ({ applicationId: row.id, status: 'SUBMITTED' as const, memberId: row.memberId })));
    ids.push(...rows.map((row) => row.id));
  }
  return ids;
}
