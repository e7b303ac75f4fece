import { desc, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/lib/password';
import { purgeAuditLog } from '../src/modules/audit/audit.queries';
import { auditLog } from '../src/modules/audit/audit.table';
import { insertMember } from '../src/modules/auth/members.queries';
import {
  type ApplicationReferences,
  findApplicationReferences,
  multipartFile,
  PNG,
} from './helpers/application-fixtures';
import { csv, importFile, reviewedApplicant, tashkentDay } from './helpers/exam-fixtures';
import { pinflOf, staffClient, submittedApplication } from './helpers/review-fixtures';
import { createTestApp, randomPhone, type TestApp } from './helpers/test-app';

let t: TestApp;
let refs: ApplicationReferences;
let superAdmin: Awaited<ReturnType<TestApp['memberWithToken']>>;
let admin: ReturnType<typeof staffClient>;
let serial = 900;
const PERMIT_HEADER = ['id', 'passportNumber', 'day1', 'smena1', 'floor2', 'day2', 'branch'];

/** The database's refusal, under Drizzle's wrapping error. */
async function refused(query: Promise<unknown>) {
  const error = await query.then(
    () => undefined,
    (thrown: Error & { cause?: Error }) => thrown,
  );
  return error?.cause?.message ?? error?.message;
}

beforeAll(async () => {
  t = await createTestApp();
  refs = await findApplicationReferences(t.db);
  superAdmin = await t.memberWithToken('ADMIN_SUPER');
  admin = staffClient(t, superAdmin.headers);
});
afterAll(() => t.close());

/** The newest audit row. */
async function lastRow() {
  const [row] = await t.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  return row;
}

const newApplication = async () => (await submittedApplication(t, refs, { pinfl: pinflOf(serial++) })).id;
const inject = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = superAdmin.headers) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    payload: payload as never,
    headers: { 'accept-language': 'en', ...headers },
  });

async function newMember() {
  const phone = randomPhone();
  const payload = {
    firstName: 'ALI',
    lastName: 'VALIYEV',
    phone,
    role: 'ADMIN_OBSERVER',
    password: 'Secret-pass-1',
    passwordConfirmation: 'Secret-pass-1',
  };
  const response = await inject('PUT', '/admin/admin-member', payload);
  expect(response.statusCode, response.body).toBe(200);
  return { id: response.json().id as number, phone };
}

/**
 * Every audited action by one call: what it does, and what its newest row must say. Each case runs on its own
 * data (a fresh application or member), so they do not depend on each other.
 */
const cases: [string, () => Promise<Record<string, unknown>>][] = [
  [
    'login_succeeded',
    async () => {
      const phone = randomPhone();
      const member = await insertMember(t.db, {
        phone,
        passwordHash: await hashPassword('Secret-pass-1'),
        role: 'ADMIN_VERIFIER',
      });
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { username: phone, password: 'Secret-pass-1' },
        headers: { 'user-agent': 'AuditTest/1.0 (phone)' },
      });
      expect(response.statusCode).toBe(200);
      // The first login was from a new device; the second, with the device cookie it got, names that device.
      const device = response.cookies.find((cookie) => cookie.name.startsWith('qabul_device_'));
      expect(device).toBeDefined();
      const again = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { username: phone, password: 'Secret-pass-1' },
        headers: { 'user-agent': 'AuditTest/1.0 (phone)' },
        cookies: { [device?.name ?? '']: device?.value ?? '' },
      });
      expect(again.statusCode).toBe(200);
      return {
        memberId: member.id,
        userAgent: 'AuditTest/1.0 (phone)',
        ip: '127.0.0.1',
        details: { step: 'password', device: expect.stringMatching(/^[0-9a-f]{12}$/) },
      };
    },
  ],
  [
    'login_failed',
    async () => {
      const phone = randomPhone();
      const member = await insertMember(t.db, {
        phone,
        passwordHash: await hashPassword('Secret-pass-1'),
        role: 'ADMIN_OBSERVER',
      });
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { username: phone, password: 'wrong-one' },
      });
      expect(response.statusCode).toBe(401);
      return { memberId: member.id, details: { step: 'password', reason: 'incorrect_login', device: 'new' } };
    },
  ],
  [
    'application_opened',
    async () => {
      const id = await newApplication();
      expect((await admin.get(id)).statusCode).toBe(200);
      return { memberId: superAdmin.member.id, targetType: 'application', targetId: String(id) };
    },
  ],
  [
    'document_opened',
    async () => {
      const id = await newApplication();
      const photo = (await admin.get(id)).json().photo as string;
      expect((await t.app.inject({ method: 'GET', url: photo, headers: superAdmin.headers })).statusCode).toBe(200);
      return { targetId: String(id), details: expect.objectContaining({ file: 'PHOTO_FILE' }) };
    },
  ],
  [
    'export',
    async () => {
      await newApplication();
      const response = await admin.inject('GET', '/application/export/submitted');
      expect(response.statusCode).toBe(200);
      const result = await t.db.execute(
        sql`select count(*)::int as n from applications where status = 'SUBMITTED' and admission_session_id = (select id from admission_sessions where active limit 1)`,
      );
      const [{ n }] = (result as unknown as { rows: { n: number }[] }).rows;
      return { details: expect.objectContaining({ list: 'submitted', rows: n }) };
    },
  ],
  [
    'application_accepted',
    async () => {
      const id = await newApplication();
      expect((await admin.accept(id)).statusCode).toBe(200);
      return { targetId: String(id) };
    },
  ],
  [
    'application_rejected',
    async () => {
      const id = await newApplication();
      expect((await admin.reject(id, { pinfl: 'Check' })).statusCode).toBe(200);
      return { targetId: String(id), details: { remarks: ['pinfl'] } };
    },
  ],
  [
    'application_edited',
    async () => {
      const id = await newApplication();
      const current = (await admin.get(id)).json();
      const body = { ...current, id, firstName: 'ULUGBEK', birthDate: '2000-05-17T00:00:00.000Z' };
      const saved = await admin.inject('POST', '/application', body);
      expect(saved.statusCode, saved.body).toBe(200);
      return { targetId: String(id) };
    },
  ],
  [
    'document_replaced',
    async () => {
      const id = await newApplication();
      const upload = multipartFile(PNG, 'new.png');
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/v1/admin/application/file/PHOTO_FILE/${id}`,
        payload: upload.payload,
        headers: { ...superAdmin.headers, ...upload.headers },
      });
      expect(response.statusCode, response.body).toBe(200);
      return { targetId: String(id), details: { file: 'PHOTO_FILE' } };
    },
  ],
  [
    'document_deleted',
    async () => {
      const id = await newApplication();
      expect((await admin.inject('DELETE', `/application/file/PHOTO_FILE/${id}`)).statusCode).toBe(200);
      return { targetId: String(id), details: { file: 'PHOTO_FILE' } };
    },
  ],
  [
    'application_deleted',
    async () => {
      const id = await newApplication();
      expect((await admin.inject('DELETE', `/application/${id}`)).statusCode).toBe(200);
      return { targetId: String(id) };
    },
  ],
  [
    'exam_import',
    async () => {
      const { application } = await reviewedApplicant(t);
      const file = csv([PERMIT_HEADER, [application.id, '', tashkentDay(20), '1', 'log', 'pw', '']]);
      const response = await importFile(t, superAdmin.headers, 'permits', file);
      expect(response.json().errors).toEqual([]);
      return { details: expect.objectContaining({ kind: 'permits', rows: 1, created: 1 }) };
    },
  ],
  [
    'document_opened',
    async () => {
      const { application } = await reviewedApplicant(t);
      const file = csv([PERMIT_HEADER, [application.id, '', tashkentDay(20), '1', 'log', 'pw', '']]);
      await importFile(t, superAdmin.headers, 'permits', file);
      const pdf = await inject('GET', `/admin/ruxsatnoma/${application.id}/pdf`);
      expect(pdf.statusCode, pdf.body).toBe(200);
      return { targetId: String(application.id), details: { file: 'PERMIT' } };
    },
  ],
  [
    'member_created',
    async () => {
      const { id } = await newMember();
      return { targetType: 'admin-member', targetId: String(id) };
    },
  ],
  [
    'member_updated',
    async () => {
      const { id, phone } = await newMember();
      const payload = { id, firstName: 'VALI', lastName: 'VALIYEV', phone, role: 'ADMIN_VERIFIER' };
      expect((await inject('POST', '/admin/admin-member', payload)).statusCode).toBe(200);
      return { targetId: String(id) };
    },
  ],
  [
    'member_blocked',
    async () => {
      const { id } = await newMember();
      expect((await inject('POST', `/admin/admin-member/${id}/blocking`)).statusCode).toBe(200);
      return { targetId: String(id) };
    },
  ],
  [
    'member_activated',
    async () => {
      const { id } = await newMember();
      await inject('POST', `/admin/admin-member/${id}/blocking`);
      expect((await inject('POST', `/admin/admin-member/${id}/activation`)).statusCode).toBe(200);
      return { targetId: String(id) };
    },
  ],
  [
    'member_password_changed',
    async () => {
      const { id } = await newMember();
      const payload = { password: 'Other-pass-2', passwordConfirmation: 'Other-pass-2' };
      expect((await inject('POST', `/admin/admin-member/${id}/password`, payload)).statusCode).toBe(204);
      return { targetId: String(id) };
    },
  ],
  [
    'sms_campaign',
    async () => {
      const response = await inject('POST', '/admin/sms', { messageBody: 'Hello', toType: 'ACCEPTED' });
      expect(response.statusCode, response.body).toBe(200);
      return {
        targetId: String(response.json().id),
        details: { toType: 'ACCEPTED', recipients: response.json().recipients },
      };
    },
  ],
];

describe('every audited staff action leaves its row', () => {
  it.each(cases)('%s', async (action, run) => {
    const expected = await run();
    const row = await lastRow();
    expect(row).toMatchObject({ action, ...expected });
    if (!('memberId' in expected)) expect(row.memberId).toBe(superAdmin.member.id);
  });

  it("leaves no row for an applicant's own reads or an applicant's login", async () => {
    const before = (await lastRow())?.id;
    const { applicant } = await submittedApplication(t, refs, { pinfl: pinflOf(serial++) });
    expect((await applicant.get()).statusCode).toBe(200);
    const phone = randomPhone();
    await insertMember(t.db, { phone, passwordHash: await hashPassword('123456'), role: 'ABITURIENT' });
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username: phone, password: '123456' } });
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username: phone, password: '654321' } });
    expect((await lastRow())?.id).toBe(before);
  });
});

describe('append-only', () => {
  it('refuses UPDATE, DELETE and TRUNCATE in SQL; the row survives', async () => {
    await newMember();
    const row = await lastRow();
    expect(await refused(t.db.execute(sql`update audit_log set action = 'export' where id = ${row.id}`))).toMatch(
      /append-only: UPDATE refused/,
    );
    expect(await refused(t.db.execute(sql`delete from audit_log where id = ${row.id}`))).toMatch(
      /append-only: DELETE refused/,
    );
    expect(await refused(t.db.execute(sql`truncate audit_log`))).toMatch(/append-only: TRUNCATE refused/);
    const [after] = await t.db.select().from(auditLog).where(eq(auditLog.id, row.id));
    expect(after).toEqual(row);
  });

  it('has no API route that changes or deletes rows', async () => {
    for (const method of ['PUT', 'POST', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: '/api/v1/admin/audit/1', headers: superAdmin.headers });
      expect(response.statusCode).toBe(404);
    }
  });

  it('runs the retention purge on the job queue at start, then queues the next run a day later', async () => {
    const nextRuns = async () => {
      const result = await t.db.execute(
        sql`select count(*)::int as n from pgboss.job where name = 'audit-purge' and state = 'created' and start_after > now() + interval '23 hours'`,
      );
      return (result as unknown as { rows: { n: number }[] }).rows[0].n;
    };
    await expect.poll(nextRuns, { timeout: 20_000 }).toBe(1);
  });

  it('purges only the rows past the retention, through the purge function', async () => {
    const old = new Date(Date.now() - 800 * 24 * 3600_000);
    await t.db.insert(auditLog).values({ action: 'export', at: old, details: { list: 'old' } });
    await t.db
      .insert(auditLog)
      .values({ action: 'export', at: new Date(Date.now() - 100 * 24 * 3600_000), details: { list: 'kept' } });
    expect(await purgeAuditLog(t.db, 730)).toBe(1);
    const lists = (await t.db.select().from(auditLog).where(eq(auditLog.action, 'export'))).map((r) => r.details.list);
    expect(lists).toContain('kept');
    expect(lists).not.toContain('old');
    // The flag is the purge's own: a DELETE after it is refused again.
    expect(await refused(t.db.execute(sql`delete from audit_log`))).toMatch(/append-only/);
  });
});

describe('GET admin/audit and its export', () => {
  it('filters by member, action and days, pages newest first', async () => {
    const observer = await t.memberWithToken('ADMIN_OBSERVER');
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      ids.push(await newApplication());
      await staffClient(t, observer.headers).get(ids[i]);
    }
    const page = await inject('GET', `/admin/audit?memberId=${observer.member.id}&action=application_opened&size=2`);
    expect(page.statusCode).toBe(200);
    expect(page.json().totalElements).toBe(3);
    expect(page.json().content.map((r: { targetId: string }) => r.targetId)).toEqual([String(ids[2]), String(ids[1])]);
    const second = await inject(
      'GET',
      `/admin/audit?memberId=${observer.member.id}&action=application_opened&size=2&page=1`,
    );
    expect(second.json().content.map((r: { targetId: string }) => r.targetId)).toEqual([String(ids[0])]);
    expect(
      (await inject('GET', `/admin/audit?memberId=${observer.member.id}&action=export`)).json().totalElements,
    ).toBe(0);

    const today = new Date(Date.now() + 5 * 3600_000).toISOString().slice(0, 10);
    const byDay = await inject('GET', `/admin/audit?memberId=${observer.member.id}&from=${today}&to=${today}`);
    expect(byDay.json().totalElements).toBe(3);
    expect(
      (await inject('GET', `/admin/audit?memberId=${observer.member.id}&to=2020-01-01`)).json().totalElements,
    ).toBe(0);
    expect((await inject('GET', '/admin/audit?action=nothing')).json().code).toBe(499);
  });

  it('exports the filtered rows as xlsx and records the export', async () => {
    const response = await inject('GET', '/admin/audit/export?action=member_created');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as never);
    const sheet = workbook.worksheets[0];
    const expected = await t.db.$count(auditLog, eq(auditLog.action, 'member_created'));
    expect(sheet.rowCount - 1).toBe(expected);
    expect(sheet.getRow(1).getCell(4).value).toBe('Action');
    expect(sheet.getRow(2).getCell(4).value).toBe('Member added');
    expect(await lastRow()).toMatchObject({ action: 'export', details: { list: 'audit', rows: expected } });
  });

  it('is for the super admin only', async () => {
    for (const role of ['ADMIN_VERIFIER', 'ADMIN_OBSERVER', 'ABITURIENT'] as const) {
      const { headers } = await t.memberWithToken(role);
      expect((await inject('GET', '/admin/audit', undefined, headers)).statusCode).toBe(403);
      expect((await inject('GET', '/admin/audit/export', undefined, headers)).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/admin/audit' })).statusCode).toBe(401);
  });
});
