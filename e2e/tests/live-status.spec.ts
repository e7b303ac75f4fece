import type { Browser } from '@playwright/test';
import { createStaff, digits, pinflOf, submittedApplication } from '../support/applications';
import { type Credentials, expect, shotPath, signIn, test } from '../support/fixtures';
import { streamOpened, watchForReloads } from '../support/live';

/**
 * Live status (issue 46, item 4): pages change without a reload when something they show changes elsewhere, over
 * the Server-Sent Events streams (docs/decisions/0235).
 */
test.use({ locale: 'en' });

/** A signed-in page of its own browser context (another person's browser), in English. */
async function pageOf(browser: Browser, who: Credentials, width: number) {
  const context = await browser.newContext({ locale: 'en', viewport: { width, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript(() => window.localStorage.setItem('locale', 'en'));
  await signIn(page, who);
  return page;
}

/** A verifier accepts application `id` on its page, in a browser of their own; returns that page. */
async function acceptInBrowserOf(browser: Browser, verifier: Credentials, width: number, id: number) {
  const staff = await pageOf(browser, verifier, width);
  await staff.goto(`/admin/admin-application-show/${id}`);
  await staff.getByTestId('review-actions').getByRole('button', { name: 'Accept' }).click();
  await staff.getByTestId('confirm-dialog').getByTestId('confirm-yes').click();
  await expect(staff.getByTestId('application-status')).toContainText('Accepted');
  return staff;
}

for (const width of [360, 1280]) {
  test(`at ${width} px the applicant's home shows the acceptance a verifier gives in another browser, without a reload`, async ({
    page,
    request,
    admin,
    browser,
  }) => {
    test.setTimeout(90_000);
    const [{ applicant, id }, verifier] = await Promise.all([
      submittedApplication(request, { pinfl: pinflOf(digits()), passportNumber: `AL ${digits()}` }),
      createStaff(request, admin, 'ADMIN_VERIFIER'),
    ]);
    await page.setViewportSize({ width, height: 800 });
    await signIn(page, applicant);
    const opened = streamOpened(page, 'abiturient/events');
    await page.goto('/home');
    await opened;
    const nextStep = page.getByTestId('next-step');
    await expect(nextStep).toHaveAttribute('data-status', 'SUBMITTED');
    const noReload = await watchForReloads(page);

    const staff = await acceptInBrowserOf(browser, verifier, width, id);

    await expect(nextStep).toHaveAttribute('data-status', 'ACCEPTED');
    await expect(page.getByTestId('application-status')).toContainText('Accepted');
    await noReload();
    await page.screenshot({ path: shotPath(`live-status-home-${width}.png`), fullPage: true });
    await staff.context().close();
  });
}

test("the staff list shows a new submission and another reviewer's decision without a reload", async ({
  page,
  request,
  admin,
  browser,
}) => {
  test.setTimeout(90_000);
  const observer = await createStaff(request, admin, 'ADMIN_OBSERVER');
  await signIn(page, observer);
  const opened = streamOpened(page, 'admin/events');
  await page.goto('/admin');
  await opened;
  const noReload = await watchForReloads(page);

  const { id } = await submittedApplication(request, { pinfl: pinflOf(digits()), passportNumber: `AM ${digits()}` });
  // Newest first: the new application comes at the top of the dashboard's list.
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: `Open application ${id} in a new window` }) });
  await expect(row).toContainText('KARIMOV');

  const verifier = await createStaff(request, admin, 'ADMIN_VERIFIER');
  const staff = await acceptInBrowserOf(browser, verifier, 1280, id);
  await expect(row).toContainText('Accepted');
  await noReload();
  await staff.context().close();
});
