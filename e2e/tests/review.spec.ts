import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { createStaff, digits, draftApplication, login, pinflOf, submittedApplication } from '../support/applications';
import { expect, shotPath, signIn, test } from '../support/fixtures';
import { layoutShift, watchLayoutShift } from '../support/layout-shift';

const REMARK = 'The PINFL does not match the passport';
const GPA_REMARK = 'As in the diploma supplement';

const banner = (page: Page) => page.getByTestId('application-status');
const reviewActions = (page: Page) => page.getByTestId('review-actions');

/** Answers the "Are you sure?" question with its action (Accept, Reject) and waits for the success snackbar. */
async function confirm(page: Page) {
  const dialog = page.getByTestId('confirm-dialog');
  await expect(dialog).toContainText('Are you sure?');
  await dialog.getByTestId('confirm-yes').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('snackbar-success')).toContainText('Success');
  await page.getByTestId('snackbar-success').getByRole('button').click();
}

test.use({ locale: 'en' });

for (const width of [1440, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a verifier writes remarks, is warned that accepting drops them and rejects; the applicant follows the remarks to both fields, fixes them and resubmits; the verifier sees what changed and accepts; an observer only reads', async ({
      page,
      request,
      admin,
    }) => {
      test.setTimeout(120_000);
      const wrongPinfl = pinflOf(digits());
      const fixedPinfl = pinflOf(digits());
      const passportNumber = `AA ${digits()}`;
      // The same person started again from a second phone: that draft shares the PINFL (sending it is refused).
      const [{ applicant, id }, twin, verifier, observer] = await Promise.all([
        submittedApplication(request, { pinfl: wrongPinfl, passportNumber }),
        draftApplication(request, { pinfl: wrongPinfl, passportNumber: `AB ${digits()}` }),
        createStaff(request, admin, 'ADMIN_VERIFIER'),
        createStaff(request, admin, 'ADMIN_OBSERVER'),
      ]);
      const detailUrl = `/admin/admin-application-show/${id}`;

      // The verifier finds the application on the "New" tab and opens it in a new window.
      await signIn(page, verifier);
      await page.goto('/admin?tab=1');
      await expect(page.getByRole('tab', { name: 'New' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByTestId('count-submitted')).not.toBeEmpty();
      await page.getByTestId('application-search').fill(passportNumber);
      await page.getByTestId('application-search').press('Enter');
      // The passport number finds exactly this application (on phones its column is scrolled out of view).
      const rows = page.getByRole('row').filter({ has: page.getByRole('gridcell') });
      await expect(rows).toHaveCount(1);
      const row = rows.filter({ has: page.getByRole('link', { name: `Open application ${id} in a new window` }) });
      await expect(row).toContainText('KARIMOV');
      await page.screenshot({ path: shotPath(`review-dashboard-${width}.png`), fullPage: true });
      const [popup] = await Promise.all([
        page.context().waitForEvent('page'),
        row.getByRole('gridcell').nth(1).click(),
      ]);
      await popup.waitForURL(`**${detailUrl}`);
      // Opened, the application is this verifier's for ten minutes: another test's "Next" passes it by.
      await expect(popup.getByTestId('review-actions')).toBeVisible();
      await popup.close();
      // A ctrl-click (cmd on a Mac) opens a tab of the list in its own window; "Next" opens a waiting application.
      const [tabWindow] = await Promise.all([
        page.context().waitForEvent('page'),
        page.getByRole('tab', { name: 'Accepted' }).click({ modifiers: ['ControlOrMeta'] }),
      ]);
      await tabWindow.waitForURL('**/admin?tab=3');
      await tabWindow.close();
      await expect(page.getByRole('tab', { name: 'New' })).toHaveAttribute('aria-selected', 'true');
      const [nextWindow] = await Promise.all([
        page.context().waitForEvent('page'),
        page.getByTestId('next-application').click(),
      ]);
      await nextWindow.waitForURL(/\/admin\/admin-application-show\/\d+$/);
      await nextWindow.close();

      await page.goto(detailUrl);
      await expect(banner(page)).toContainText('Waiting');
      await expect(page.getByTestId('duplicates').getByRole('link')).toHaveAttribute(
        'href',
        `/admin/admin-application-show/${twin.id}`,
      );
      await expect(page.getByTestId('duplicates')).toContainText('same PINFL');
      const reject = reviewActions(page).getByRole('button', { name: 'Reject' });
      // spec §4: Reject stays disabled until a remark is written.
      await expect(reject).toBeDisabled();
      // Documents open on the page, not in a new tab, from their link or their thumbnail.
      await page.getByTestId('upload-PHOTO_FILE').getByRole('button', { name: 'View', exact: true }).click();
      await expect(page.getByTestId('file-preview').getByRole('img')).toBeVisible();
      await page.getByTestId('file-preview').getByRole('button', { name: 'Close' }).click();
      await page.getByTestId('upload-PHOTO_FILE').getByRole('button', { name: 'View: Photo' }).click();
      await expect(page.getByTestId('file-preview').getByRole('img')).toBeVisible();
      await page.getByTestId('file-preview').getByRole('button', { name: 'Close' }).click();
      await expect(page.getByTestId('file-preview')).toBeHidden();

      // Remark boxes open per field, on demand: none is drawn before.
      await expect(page.locator('[data-testid^="remark-input-"]')).toHaveCount(0);
      await page.getByTestId('remark-add-pinfl').click();
      await page.getByTestId('remark-input-pinfl').fill(REMARK);
      await expect(reject).toBeEnabled();
      // The limit shows as a counter under the box.
      await expect(page.getByTestId('remark-counter-pinfl')).toHaveText(`${REMARK.length} / 1000`);
      await page.getByTestId('remark-add-gpa').click();
      await page.getByTestId('remark-input-gpa').fill(GPA_REMARK);
      await expect(page.locator('[data-testid^="remark-input-"]')).toHaveCount(2);
      await page.getByTestId('field-pinfl').scrollIntoViewIfNeeded();
      await page.screenshot({ path: shotPath(`review-detail-remarks-${width}.png`) });

      // Accepting would drop the two remarks: the confirmation names the applicant and the direction, and says so.
      await reviewActions(page).getByRole('button', { name: 'Accept' }).click();
      const dialog = page.getByTestId('confirm-dialog');
      await expect(dialog.getByTestId('confirm-text')).toContainText(`KARIMOV ALISHER`);
      await expect(dialog.getByTestId('confirm-text')).toContainText(`(No. ${id}) will be accepted into`);
      await expect(dialog.getByTestId('confirm-remarks-warning')).toContainText('You wrote 2 remarks');
      await page.screenshot({ path: shotPath(`review-accept-warning-${width}.png`) });
      await dialog.getByTestId('reject-instead').click();
      await expect(dialog.getByTestId('confirm-text')).toContainText('goes back to the applicant with 2 remarks');
      await expect(dialog).toContainText(REMARK);
      await confirm(page);
      await expect(banner(page)).toContainText('Rejected');
      await expect(page.getByTestId('remark-pinfl')).toContainText(REMARK);

      // The applicant lands on what to fix: both remarks, open, each leading to its field.
      await signIn(page, applicant);
      await page.goto('/home/remarks');
      await expect(page.getByTestId('remarks-summary')).toHaveText('2 of 2 remarks not addressed yet');
      await expect(page.getByTestId('remark-item-pinfl')).toContainText('Section 3: Citizen information');
      await expect(page.getByTestId('remark-item-gpa')).toContainText(GPA_REMARK);
      await page.screenshot({ path: shotPath(`applicant-remarks-${width}.png`), fullPage: true });
      await page.getByTestId('remark-fix-pinfl').click();
      await expect(page).toHaveURL(/\/home\/application$/);
      const pinflInput = page.getByTestId('field-pinfl').locator('input');
      await expect(pinflInput).toBeFocused();
      await expect(banner(page)).toContainText('Rejected');
      // The navigator marks the sections that hold open remarks, whatever the answers' validity.
      await expect(page.getByTestId('navigator-section-3')).toHaveAttribute('data-mark', 'remark');
      await expect(page.getByTestId('navigator-section-5')).toHaveAttribute('data-mark', 'remark');
      await expect(page.getByTestId('remark-pinfl')).toHaveAttribute('data-addressed', 'false');
      await expect(page.getByTestId('remark-firstName')).toHaveCount(0);
      await pinflInput.fill(fixedPinfl);
      await expect(page.getByTestId('remark-pinfl')).toHaveAttribute('data-addressed', 'true');
      await expect(page.getByTestId('remark-pinfl')).toContainText('Remark addressed');
      await expect(page.getByTestId('navigator-section-3')).not.toHaveAttribute('data-mark', 'remark');
      // The list above the form leads to the other field.
      await page.getByTestId('form-remarks').getByTestId('remark-fix-gpa').click();
      const gpaInput = page.getByTestId('field-gpa').locator('input');
      await expect(gpaInput).toBeFocused();
      await gpaInput.fill('4.2');
      await expect(page.getByTestId('navigator-section-5')).not.toHaveAttribute('data-mark', 'remark');
      await expect(page.getByTestId('form-remarks').getByTestId('remarks-summary')).toHaveText(
        'Every remark is addressed: you can submit the application again',
      );
      // The review step above the agreement re-checks the form 300 ms after a change: every section is complete,
      // and it lists what the reviewers will find changed. The agreement is not in its list, so ticking it moves
      // nothing.
      await expect(page.getByTestId('review-step')).toContainText('Every section is filled in');
      await expect(page.getByTestId('review-step-remarks')).toHaveText('Changed after the remarks: PINFL, GPA');
      await page.getByTestId('field-agreement').getByRole('checkbox').check();
      const checkboxAt = await page.getByTestId('field-agreement').boundingBox();
      // Longer than the review step's 300 ms re-check: nothing above the checkbox changes.
      await page.waitForTimeout(600);
      expect(await page.getByTestId('field-agreement').boundingBox()).toEqual(checkboxAt);
      await expect(page.getByTestId('review-step')).toContainText('Every section is filled in');
      await page.getByRole('button', { name: 'Submission of documents' }).click();
      await expect(page.getByTestId('submitted-dialog')).toContainText('Successfully sent');

      // The verifier sees the new PINFL and what changed, and accepts; Accept is no longer offered.
      await signIn(page, verifier);
      await page.goto(detailUrl);
      await expect(banner(page)).toContainText('Waiting');
      await expect(page.getByTestId('field-pinfl').locator('input')).toHaveValue(fixedPinfl);
      await page.getByRole('tab', { name: 'Application history' }).click();
      await expect(page.getByTestId('history-entry').first()).toContainText('by KARIMOV ALISHER');
      await expect(page.getByTestId('history-changes').first()).toHaveText('Changed since the rejection: PINFL, GPA');
      await page.getByRole('tab', { name: 'Personal info' }).click();
      await reviewActions(page).getByRole('button', { name: 'Accept' }).click();
      await expect(page.getByTestId('confirm-remarks-warning')).toHaveCount(0);
      await confirm(page);
      await expect(banner(page)).toContainText('Accepted');
      await expect(reviewActions(page).getByRole('button', { name: 'Accept' })).toHaveCount(0);

      // The history shows both decisions, newest first.
      await page.getByRole('tab', { name: 'Application history' }).click();
      const entries = page.getByTestId('history-entry');
      await expect(entries.first()).toContainText('Status changed to Accepted by VERIFIER VERA');
      await expect(entries.filter({ hasText: 'Status changed to Rejected by' })).toHaveCount(1);
      await page.screenshot({ path: shotPath(`review-history-${width}.png`), fullPage: true });

      // An observer reads the same application without Accept, Reject or remark boxes.
      await signIn(page, observer);
      await page.goto(detailUrl);
      await expect(banner(page)).toContainText('Accepted');
      await expect(page.getByTestId('field-pinfl').locator('input')).toHaveValue(fixedPinfl);
      await expect(page.getByRole('button', { name: 'Accept' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Reject' })).toHaveCount(0);
      await expect(reviewActions(page)).toHaveCount(0);
      await expect(page.getByTestId('remark-input-pinfl')).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      // An application that cannot be loaded sends the reader back to the list (spec §8).
      await page.goto('/admin/admin-application-show/2147483000');
      await expect(page).toHaveURL(/\/admin$/);
      await expect(page.getByTestId('snackbar-error')).toContainText('The application could not be opened');
    });
  });
}

test.describe('the application list in Uzbek', () => {
  test.use({ locale: 'uz' });

  test('shows every cell of a row whole at 1280 px, and scrolls sideways on a phone', async ({
    page,
    request,
    admin,
  }) => {
    const passportNumber = `AA ${digits()}`;
    const pinfl = pinflOf(digits());
    const { id } = await submittedApplication(request, { pinfl, passportNumber });
    await signIn(page, admin);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/admin');
    await page.getByTestId('application-search').fill(passportNumber);
    await page.getByTestId('application-search').press('Enter');
    const rows = page.getByRole('row').filter({ has: page.getByRole('gridcell') });
    await expect(rows).toHaveCount(1);
    await expect(rows.getByRole('link')).toHaveText(String(id));
    // An exact passport number: the row says so under its id.
    await expect(rows.getByTestId('matched-by')).toHaveText('pasport');
    await expect(rows).toContainText('Kutilmoqda');
    const grid = page.getByRole('grid');
    // Nothing to scroll to: every column, the status last, is in view (the grid draws a horizontal scrollbar when
    // its columns are wider than itself).
    const sideways = grid.locator('.MuiDataGrid-scrollbar--horizontal');
    await expect(sideways).toHaveCount(0);
    const gridBox = (await grid.boundingBox()) as { x: number; width: number };
    const cells = await rows.getByRole('gridcell').evaluateAll((elements) =>
      elements.map((cell) => {
        const content = cell.querySelector<HTMLElement>('.MuiChip-label') ?? cell;
        const box = cell.getBoundingClientRect();
        return {
          field: cell.dataset.field,
          text: cell.textContent,
          right: box.right,
          width: box.width,
          clipped: content.scrollWidth > content.clientWidth || content.scrollHeight > content.clientHeight,
        };
      }),
    );
    expect(cells.map((cell) => cell.field)).toEqual([
      'id',
      'lastName',
      'firstName',
      'middleName',
      'registrationDate',
      'educationFaculty',
      'mobilePhone',
      'passportNumber',
      'status',
    ]);
    for (const cell of cells) {
      expect(cell.clipped, `${cell.field}: ${cell.text}`).toBe(false);
      expect(cell.right, `${cell.field} is in view`).toBeLessThanOrEqual(gridBox.x + gridBox.width);
    }
    const widthOf = (field: string) => cells.find((cell) => cell.field === field)?.width ?? 0;
    expect(widthOf('id')).toBeLessThanOrEqual(68);
    expect(widthOf('lastName')).toBeGreaterThanOrEqual(112);
    expect(widthOf('middleName')).toBeGreaterThanOrEqual(116);
    // Numbers are never broken across lines: the phone and passport are one line of text each.
    for (const field of ['mobilePhone', 'passportNumber']) {
      const lines = await rows.locator(`[data-field="${field}"]`).evaluate((cell) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
      });
      expect(lines, field).toBe(1);
    }
    // The waiting chip's text keeps WCAG AA contrast (axe runs in accessibility.spec.ts); it is the spec's yellow.
    await expect(rows.getByText('Kutilmoqda')).toBeVisible();
    await page.screenshot({ path: shotPath('review-dashboard-uz-1280.png') });

    // A phone keeps the columns and scrolls the grid, not the page.
    await page.setViewportSize({ width: 360, height: 740 });
    await expect(rows).toContainText('KARIMOV');
    await expect(sideways).toHaveCount(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});

test('a decision on an application changed since it was opened is refused and the page shows the current status', async ({
  page,
  request,
  admin,
}) => {
  const [{ id }, verifier] = await Promise.all([
    submittedApplication(request, { pinfl: pinflOf(digits()), passportNumber: `AC ${digits()}` }),
    createStaff(request, admin, 'ADMIN_VERIFIER'),
  ]);
  await signIn(page, verifier);
  await page.goto(`/admin/admin-application-show/${id}`);
  await expect(banner(page)).toContainText('Waiting');

  // Meanwhile the super admin rejects it. Accepting a rejected application is allowed, but not one the verifier
  // has not seen in that state: the page sent the version it loaded (If-Match).
  const rejected = await request.post(`/api/v1/admin/application/${id}/rejects`, {
    headers: { authorization: `Bearer ${await login(request, admin)}` },
    data: { reviews: { gpa: 'Attach the transcript' } },
  });
  expect(rejected.status(), await rejected.text()).toBe(200);

  await reviewActions(page).getByRole('button', { name: 'Accept' }).click();
  const dialog = page.getByTestId('confirm-dialog');
  await dialog.getByTestId('confirm-yes').click();
  await expect(page.getByTestId('snackbar-error')).toContainText('already changed');
  await expect(banner(page)).toContainText('Rejected');
  await expect(page.getByTestId('remark-gpa')).toContainText('Attach the transcript');
});

test('the export screen downloads the exam centre file and a status list under the names the server gives', async ({
  page,
  request,
  admin,
}) => {
  const verifier = await createStaff(request, admin, 'ADMIN_VERIFIER');
  await signIn(page, verifier);
  await page.goto('/admin/admin-export-import');
  for (const [button, name] of [
    ['Export to excel', /^exam_applications_\d{4}-\d{4}_\d{2}\.\d{2}\.\d{4}_\d{2}-\d{2}\.xlsx$/],
    ['Accepted', /^accepted_application_\d{4}-\d{4}_\d{2}\.\d{2}\.\d{4}_\d{2}-\d{2}\.xlsx$/],
  ] as const) {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('export-panel').getByRole('button', { name: button, exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(name);
    // An xlsx is a zip file: it starts with "PK".
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    await expect(page.getByTestId('snackbar-success')).toContainText(download.suggestedFilename());
    await page.getByTestId('snackbar-success').getByRole('button').click();
  }
  await page.screenshot({ path: shotPath('review-export-1280.png') });
});

test('the super admin edits an application through the same form, then deletes it and is back at the list', async ({
  page,
  request,
  admin,
}) => {
  const { id } = await submittedApplication(request, { pinfl: pinflOf(digits()), passportNumber: `AD ${digits()}` });
  await signIn(page, admin);
  await page.goto(`/admin/admin-application-show/${id}`);
  await expect(banner(page)).toContainText('Waiting');

  await page.getByRole('tab', { name: 'Edit' }).click();
  const address = page.getByTestId('field-addressLine').locator('textarea, input').first();
  await expect(address).toBeEditable();
  await address.fill('Navoi street 5');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByTestId('snackbar-success')).toContainText('Success');
  await page.getByTestId('snackbar-success').getByRole('button').click();
  await page.getByRole('tab', { name: 'Personal info' }).click();
  await expect(page.getByTestId('field-addressLine').locator('input, textarea').first()).toHaveValue('Navoi street 5');

  await page.getByTestId('delete-application').click();
  const dialog = page.getByTestId('confirm-dialog');
  await expect(dialog).toContainText('Do you really want to delete?');
  await expect(dialog.getByTestId('confirm-text')).toContainText(`KARIMOV ALISHER`);
  // Deleting needs the surname or the number typed: a wrong one keeps the red button disabled.
  const yes = dialog.getByTestId('confirm-yes');
  await expect(yes).toBeDisabled();
  await dialog.getByTestId('confirm-delete-input').fill('KARIMOVA');
  await expect(yes).toBeDisabled();
  await dialog.getByTestId('confirm-delete-input').fill('karimov');
  await yes.click();
  await expect(page).toHaveURL(/\/admin$/);
  const gone = await request.get(`/api/v1/admin/application/${id}`, {
    headers: { authorization: `Bearer ${await login(request, admin)}` },
  });
  expect(gone.status()).toBe(404);
});

test("the dashboard holds the list's place while its first page loads, so its footer does not jump down", async ({
  page,
  admin,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  // A full page of rows, answered a second late: the loading grid is painted first, whatever the database holds.
  const rows = Array.from({ length: 20 }, (_, index) => ({
    id: 90_000 + index,
    lastName: 'KARIMOV',
    firstName: 'ALISHER',
    middleName: "O'TKIR O'G'LI",
    registrationDate: '2026-07-01T09:00:00.000Z',
    educationFaculty: { id: 1, name: 'International relations' },
    mobilePhone: '998901234567',
    passportNumber: `AB${1_234_500 + index}`,
    status: 'SUBMITTED',
  }));
  await page.route(
    (url) => url.pathname === '/api/v1/admin/application',
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.fulfill({ json: { content: rows, totalElements: 44 } });
    },
  );
  await watchLayoutShift(page);
  await signIn(page, admin);
  await page.goto('/admin');
  const grid = page.getByRole('grid');
  await expect(grid.getByRole('row')).toHaveCount(21);
  await expect(page.locator('.MuiDataGrid-footerContainer')).toContainText('1–20 of 44');
  expect(await layoutShift(page)).toBeLessThan(0.001);
});
