import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { findActiveSession } from '../../src/modules/admission-sessions/admission-sessions.queries';
import { applications } from '../../src/modules/applications/applications.table';
import { findApplicationReferences, multipartFile } from './application-fixtures';
import type { TestApp } from './test-app';

/**
 * An applicant whose application is already reviewed: the staff review API is another module, so the status is
 * set on the row directly, as that review would leave it.
 */
export async function reviewedApplicant(
  t: TestApp,
  options: {
    status?: 'ACCEPTED' | 'SUBMITTED' | 'REJECTED';
    passportNumber?: string;
    lastName?: string;
    /** Default: the active session; null: none. */
    admissionSessionId?: number | null;
  } = {},
) {
  const auth = await t.memberWithToken('ABITURIENT');
  const refs = await findApplicationReferences(t.db);
  const passportNumber = options.passportNumber ?? `AB ${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  const [application] = await t.db
    .insert(applications)
    .values({
      memberId: auth.member.id,
      status: options.status ?? 'ACCEPTED',
      lastName: options.lastName ?? 'QODIROVA',
      firstName: 'GULNORA',
      middleName: 'BAXTIYOR QIZI',
      passportNumber,
      facultyId: refs.facultyId,
      educationLanguageId: refs.languageId,
      registrationDate: new Date(),
      // Submitted in the active session (staff lists and exports show one session), unless told otherwise.
      admissionSessionId:
        options.admissionSessionId === undefined ? (await findActiveSession(t.db))?.id : options.admissionSessionId,
    })
    .returning();
  return { ...auth, application, passportNumber };
}

export async function setStatus(t: TestApp, applicationId: number, status: 'ACCEPTED' | 'SUBMITTED' | 'REJECTED') {
  await t.db.update(applications).set({ status }).where(eq(applications.id, applicationId));
}

/** A CSV file as the exam centre might save it: header row, then the rows; values with ; , " or breaks quoted. */
export function csv(rows: (string | number)[][], delimiter = ',') {
  const quote = (value: string | number) => {
    const text = String(value);
    return /[;,"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  return Buffer.from(rows.map((row) => row.map(quote).join(delimiter)).join('\r\n'));
}

/** An .xlsx workbook with one sheet of these rows (Date values become real date cells). */
export async function xlsx(rows: (string | number | Date)[][]) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** YYYY-MM-DD of the day `days` from today in Tashkent. */
export function tashkentDay(days: number) {
  return new Date(Date.now() + 5 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}
export const toDotted = (iso: string) => iso.split('-').reverse().join('.');

type Kind = 'permits' | 'results' | 'answers';

/** POST admin/exam/{kind}/import with one file, as the browser's FormData sends it. */
export function importFile(
  t: TestApp,
  headers: Record<string, string>,
  kind: Kind,
  bytes: Buffer,
  options: { dryRun?: boolean; name?: string; lang?: string } = {},
) {
  const body = multipartFile(bytes, options.name ?? (kind === 'answers' ? 'answers.zip' : 'import.csv'));
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/exam/${kind}/import${options.dryRun ? '?dryRun=true' : ''}`,
    payload: body.payload,
    headers: { ...headers, ...body.headers, 'accept-language': options.lang ?? 'en' },
  });
}
