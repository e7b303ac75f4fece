import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { sampleApplication, samplePinfl } from '@qabul/contract/application/sample';
import ExcelJS from 'exceljs';
import { digits, pinflOf, submittedApplication } from '../support/applications';
import { JPEG, PDF, PNG } from '../support/documents';
import { type Credentials, expect, registerApplicant, shotPath, signIn, test } from '../support/fixtures';

test.use({ locale: 'en' });

async function token(request: APIRequestContext, { phone, password }: Credentials) {
  const response = await request.post('/api/v1/auth/login', { data: { username: phone, password } });
  expect(response.status(), await response.text()).toBe(200);
  return { authorization: `Bearer ${((await response.json()) as { token: string }).token}`, 'accept-language': 'en' };
}

/** The applicant's side through the API: a complete application submitted with its documents. */
async function submitApplication(request: APIRequestContext, headers: Record<string, string>, lastName: string) {
  const get = async <T>(url: string) => {
    const response = await request.get(`/api/v1/abiturient/${url}`, { headers });
    expect(response.status(), url).toBe(200);
    return (await response.json()) as T;
  };
  type Item = { id: number; name: string };
  const uz = (await get<Item[]>('address/country/all')).find((c) => c.name === 'Uzbekistan') as Item;
  const [region] = await get<Item[]>(`address/region/all/${uz.id}`);
  const [city] = await get<Item[]>(`address/city/all/${region.id}`);
  const [faculty] = await get<Item[]>('education/faculty/all');
  const [language] = await get<Item[]>(`education/language/all?facultyId=${faculty.id}`);
  for (const [kind, buffer, name, mimeType] of [
    ['PHOTO_FILE', PNG, 'photo.png', 'image/png'],
    ['PASSPORT_FILE', JPEG, 'passport.jpg', 'image/jpeg'],
    ['HIGH_SCHOOL_DIPLOMA_FILE', JPEG, 'diploma.jpg', 'image/jpeg'],
    ['HIGH_SCHOOL_DIPLOMA_APPENDIX_FILE', PDF, 'appendix.pdf', 'application/pdf'],
  ] as const) {
    const upload = await request.post(`/api/v1/abiturient/application/file/${kind}`, {
      headers,
      multipart: { file: { name, mimeType, buffer } },
    });
    expect(upload.status(), kind).toBe(200);
  }
  const passportNumber = `AE ${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  const submit = await request.post('/api/v1/abiturient/application', {
    headers,
    data: sampleApplication(
      { countryId: uz.id, regionId: region.id, cityId: city.id, facultyId: faculty.id, languageId: language.id },
      {
        firstName: 'DILNOZA',
        lastName,
        middleName: 'RUSTAM QIZI',
        gender: 'FEMALE',
        passportNumber,
        pinfl: samplePinfl(123456, 'FEMALE'),
      },
    ),
  });
  expect(submit.status(), await submit.text()).toBe(200);
  return { id: ((await submit.json()) as { id: number }).id, passportNumber };
}

/** dd.mm.yyyy of the day after today in Tashkent: the permit is then already published (3 days before). */
function tomorrowInTashkent() {
  const day = new Date(Date.now() + 5 * 3_600_000 + 86_400_000);
  return `${String(day.getUTCDate()).padStart(2, '0')}.${String(day.getUTCMonth() + 1).padStart(2, '0')}.${day.getUTCFullYear()}`;
}

/** Chooses `file` in one import panel, waits for the dry run's clean report and confirms it. */
/**
 * The applications export downloaded from the export panel (its button named `exportButton` in the page's language),
 * with the row of application `id` and a cell finder by header.
 */
async function exportedRow(page: Page, exportButton: string, id: number) {
  const [exported] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('export-panel').getByRole('button', { name: exportButton, exact: true }).click(),
  ]);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(await exported.path())) as never);
  const sheet = workbook.worksheets[0];
  const header = sheet.getRow(1).values as string[];
  const columnOf = (label: string) => header.indexOf(label);
  let ours: ExcelJS.Row | undefined;
  sheet.eachRow((row) => {
    if (String(row.getCell(columnOf('ID')).value) === String(id)) ours = row;
  });
  if (!ours) throw new Error(`application ${id} is not in the export`);
  const row = ours;
  return { workbook, row, cell: (label: string) => row.getCell(columnOf(label)) };
}

async function importThroughPanel(page: Page, kind: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  const panel = page.getByTestId(`import-${kind}`);
  await panel.locator('input[type="file"]').setInputFiles(file);
  await expect(panel.getByText('The check found no errors. Nothing has been saved yet.')).toBeVisible();
  await expect(panel.getByTestId('import-summary')).toContainText(/Rows: \d+/);
  await panel.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(panel.getByText(/^Imported\./)).toBeVisible();
}

test('exam round trip: export, fill in the schedule, import; the applicant downloads the permit and reads each result', async ({
  page,
  admin,
  browser,
}) => {
  test.slow();
  const credentials = await registerApplicant(page.request);
  const applicantHeaders = await token(page.request, credentials);
  // Names allow only Latin letters: a random letter suffix keeps this applicant apart from parallel tests.
  const lastName = `TOSHMATOVA ${Array.from({ length: 6 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('')}`;
  const application = await submitApplication(page.request, applicantHeaders, lastName);
  const fullName = `${lastName} DILNOZA RUSTAM QIZI`;

  // Staff accept the application (the review API).
  const adminHeaders = await token(page.request, admin);
  const accept = await page.request.post(`/api/v1/admin/application/${application.id}/acceptance`, {
    headers: adminHeaders,
  });
  expect(accept.status(), await accept.text()).toBe(200);

  // The super admin exports the accepted applications for the exam centre on the export/import page.
  const adminContext = await browser.newContext({ locale: 'en' });
  const adminPage = await adminContext.newPage();
  // The fixture watches `page` only; the second window gets the same rule: no console errors.
  const adminErrors: string[] = [];
  adminPage.on('console', (message) => {
    if (message.type() === 'error') adminErrors.push(message.text());
  });
  adminPage.on('pageerror', (error) => adminErrors.push(error.message));
  await adminPage.addInitScript(() => window.localStorage?.setItem('locale', 'en'));
  await signIn(adminPage, admin);
  await adminPage.goto('/admin/admin-export-import');
  // The exam centre fills in day, shift, login and password in the exported file itself.
  const { workbook, cell } = await exportedRow(adminPage, 'Export to excel', application.id);
  cell('Exam day').value = tomorrowInTashkent();
  cell('Shift').value = 2;
  cell('Login').value = `exam-${application.id}`;
  cell('Password').value = 'Qw-7731';
  const filled = Buffer.from(await workbook.xlsx.writeBuffer());

  // It imports that file: dry run first, then confirms.
  await importThroughPanel(adminPage, 'permits', {
    name: 'exam_applications.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: filled,
  });
  await adminPage.getByTestId('import-permits').screenshot({ path: shotPath('exams-import-panel.png') });

  // The applicant sees the permit and downloads the PDF named after the full name.
  await signIn(page, credentials);
  await page.goto('/home/allowance');
  await expect(page.getByRole('heading', { name: 'Exam permit' })).toBeVisible();
  await expect(page.getByText(`exam-${application.id}`)).toBeVisible();
  await expect(page.getByText('Qw-7731')).toBeVisible();
  await expect(page.getByText(fullName)).toBeVisible();
  await expect(page.locator('iframe[title="Exam permit (PDF)"]')).toHaveAttribute('src', /^blob:/);
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${fullName}.pdf`);
  await page.screenshot({ path: shotPath('exams-permit-page.png'), fullPage: true });

  // Results: before publication, then each state after an import of the results file.
  await page.goto('/home/result');
  await expect(page.getByTestId('result-not-published')).toHaveText('The results are not published yet.');
  const states = [
    { keldi: '1', result: '1', actxt: 'Grant, 86 points', text: 'Recommended for enrollment', outcome: 'recommended' },
    { keldi: '1', result: '0', actxt: '', text: 'Not recommended for enrollment', outcome: 'not_recommended' },
    { keldi: '0', result: '', actxt: '', text: 'Did not participate in the exam', outcome: 'absent' },
  ];
  // The results panel names the columns as the staff's language does; the import reads those headers too.
  await expect(adminPage.getByTestId('import-results')).toContainText(
    'A .xlsx or CSV file with the columns ID (or Passport number), Attended, Result, Note, Answer sheet, Score (optional).',
  );
  for (const state of states) {
    const csv = `id,keldi,result,actxt\r\n${application.id},${state.keldi},${state.result},"${state.actxt}"\r\n`;
    await importThroughPanel(adminPage, 'results', {
      name: 'results.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await page.reload();
    const outcome = page.getByTestId('exam-outcome');
    await expect(outcome).toHaveText(state.text);
    await expect(outcome).toHaveAttribute('data-outcome', state.outcome);
    await expect(page.getByText(fullName)).toBeVisible();
    if (state.actxt) await expect(page.getByText(state.actxt)).toBeVisible();
    await page.screenshot({ path: shotPath(`exams-result-${state.outcome}.png`), fullPage: true });
  }

  // Staff see the same result and permit by application id.
  await adminPage.goto(`/admin/admin-result/${application.id}`);
  await expect(adminPage.getByTestId('exam-outcome')).toHaveText('Did not participate in the exam');
  await adminPage.goto(`/admin/admin-allowance/${application.id}`);
  await expect(adminPage.getByText(`exam-${application.id}`)).toBeVisible();
  expect(adminErrors, 'console errors in the admin window').toEqual([]);
  await adminContext.close();
});

test('without a permit the applicant is told it arrives 3 days before the exam', async ({ page }) => {
  await signIn(page, await registerApplicant(page.request));
  await page.goto('/home/allowance');
  await expect(page.getByTestId('permit-not-published')).toHaveText(
    'The exam permit information will arrive 3 days before the exam.',
  );
  await page.goto('/home/result');
  await expect(page.getByTestId('result-not-published')).toBeVisible();
});

test.describe('in Uzbek', () => {
  test.use({ locale: 'uz' });

  test('the import names a bad column by the export’s header and refuses empty or non-spreadsheet files plainly', async ({
    page,
    admin,
  }) => {
    test.slow();
    // Another person than the round trip's (one PINFL has one application).
    const application = await submittedApplication(page.request, {
      pinfl: pinflOf(digits()),
      passportNumber: `AE ${digits()}`,
    });
    const adminHeaders = await token(page.request, admin);
    const accept = await page.request.post(`/api/v1/admin/application/${application.id}/acceptance`, {
      headers: adminHeaders,
    });
    expect(accept.status(), await accept.text()).toBe(200);

    await signIn(page, admin);
    await page.goto('/admin/admin-export-import');
    // The QA case: the exam schedule filled in the exported file, with a day that does not exist.
    const { workbook, row, cell } = await exportedRow(page, 'Excelga eksport', application.id);
    cell('Imtihon kuni').value = '31.02.2027';
    cell('Smena').value = 1;
    cell('Login').value = `exam-${application.id}`;
    cell('Parol').value = 'Qw-7731';

    const panel = page.getByTestId('import-permits');
    const input = panel.locator('input[type="file"]');
    await input.setInputFiles({
      name: 'imtihon_jadvali.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from(await workbook.xlsx.writeBuffer()),
    });
    await expect(panel.getByText('Topilgan xatolar: 1.', { exact: false })).toBeVisible();
    const errors = panel.getByRole('table', { name: 'Xatoli qatorlar' });
    await expect(errors.getByRole('columnheader')).toHaveText(['Qator', 'Ustun', 'Muammo']);
    await expect(errors.getByRole('row').nth(1).getByRole('cell')).toHaveText([
      String(row.number),
      'Imtihon kuni',
      "Sanani kk.oo.yyyy ko'rinishida yozing",
    ]);
    await expect(panel.getByRole('button', { name: 'Import qilish', exact: true })).toBeDisabled();
    await panel.screenshot({ path: shotPath('exams-import-errors-uz.png') });

    // Missing columns are named by the export's headers, not by day1, smena1, ...
    await input.setInputFiles({
      name: 'jadval.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`ID,Imtihon kuni\r\n${application.id},01.08.2027\r\n`),
    });
    await expect(errors.getByRole('row').locator('td:nth-child(2)')).toHaveText(['Smena', 'Login', 'Parol']);
    await expect(errors.getByRole('row').locator('td:nth-child(3)')).toHaveText(Array(3).fill('Bu ustun topilmadi'));

    // An empty spreadsheet and a file that is no spreadsheet get their own plain answers.
    await input.setInputFiles({ name: 'jadval.csv', mimeType: 'text/csv', buffer: Buffer.alloc(0) });
    await expect(page.getByTestId('snackbar-error')).toHaveText("Fayl bo'sh");
    await page.getByTestId('snackbar-error').getByRole('button').click();
    await input.setInputFiles({ name: 'skan.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(0) });
    await expect(page.getByTestId('snackbar-error')).toHaveText('Excel (.xlsx) yoki CSV faylini yuklang');
  });
});
