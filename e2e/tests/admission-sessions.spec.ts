import ExcelJS from 'exceljs';
import { digits, login, pinflOf, submittedApplication } from '../support/applications';
import { expect, shotPath, signIn, test } from '../support/fixtures';

/**
 * Staff work on one admission session (issue 42). This file runs on a server of its own (playwright.config.ts):
 * it switches the active session, which would move other tests' new applications into another session.
 */
test.use({ locale: 'en', viewport: { width: 1440, height: 900 } });

/** The application ids in the first column of a downloaded export. */
async function exportedIds(path: string): Promise<number[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  const ids: number[] = [];
  workbook.worksheets[0].eachRow((row, number) => {
    if (number > 1) ids.push(Number(row.getCell(1).value));
  });
  return ids;
}

test('an export with two admission sessions in the database holds only the one picked', async ({
  page,
  request,
  admin,
}) => {
  test.setTimeout(120_000);
  const before = await submittedApplication(request, { pinfl: pinflOf(digits()), passportNumber: `AE ${digits()}` });
  // A new campaign starts: its session is created, made the active one and opened for registration.
  const headers = { authorization: `Bearer ${await login(request, admin)}` };
  const created = await request.put('/api/v1/admin/admission-session', {
    headers,
    data: { name: 'E2E next', startDate: '2026-11-01', endDate: '2099-08-31', registrationEndDate: '2099-07-31' },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { id: nextSession } = (await created.json()) as { id: number };
  for (const toggle of ['activation', 'regactivation']) {
    const response = await request.post(`/api/v1/admin/admission-session/${nextSession}/${toggle}`, { headers });
    expect(response.status(), await response.text()).toBe(200);
  }
  const after = await submittedApplication(request, { pinfl: pinflOf(digits()), passportNumber: `AF ${digits()}` });

  await signIn(page, admin);
  await page.goto('/admin/admin-export-import');
  const picker = page.getByLabel('Admission session');
  await expect(picker).toHaveText('E2E next (current)');
  const download = async () => {
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('export-panel').getByRole('button', { name: 'All applications', exact: true }).click(),
    ]);
    await expect(page.getByTestId('snackbar-success')).toBeVisible();
    await page.getByTestId('snackbar-success').getByRole('button').click();
    return { name: file.suggestedFilename(), ids: await exportedIds(await file.path()) };
  };
  const current = await download();
  expect(current.name).toMatch(/^all_application_E2E-next_\d{2}\.\d{2}\.\d{4}_\d{2}-\d{2}\.xlsx$/);
  expect(current.ids).toEqual([after.id]);

  // The previous campaign, picked: only its application, and the pick is kept in the address.
  await picker.click();
  await page.getByRole('option', { name: /^\d{4}-\d{4}$/ }).click();
  await expect(page).toHaveURL(/[?&]session=\d+/);
  await page.screenshot({ path: shotPath('export-previous-session-1440.png') });
  const previous = await download();
  expect(previous.ids).toContain(before.id);
  expect(previous.ids).not.toContain(after.id);

  // The dashboard shows the session picked in this window, finds its application by id, and not in the other one.
  await page.goto('/admin');
  await expect(page.getByLabel('Admission session')).toHaveText(/^\d{4}-\d{4}$/);
  await page.getByTestId('application-search').fill(String(before.id));
  await page.getByTestId('application-search').press('Enter');
  const rows = page.getByRole('row').filter({ has: page.getByRole('gridcell') });
  await expect(rows.first()).toContainText('KARIMOV');
  await expect(rows.first().getByTestId('matched-by')).toHaveText('ID');
  await page.screenshot({ path: shotPath('dashboard-previous-session-1440.png') });
  await page.getByLabel('Admission session').click();
  await page.getByRole('option', { name: 'E2E next (current)' }).click();
  await expect(page.getByTestId('count-all')).toHaveText('1');
  await expect(rows.getByRole('link', { name: `Open application ${before.id} in a new window` })).toHaveCount(0);
});
