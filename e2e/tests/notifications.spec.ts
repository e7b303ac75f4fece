import type { Page } from '@playwright/test';
import { createStaff, digits, pinflOf, submittedApplication } from '../support/applications';
import { expect, mailsTo, shotPath, signIn, test } from '../support/fixtures';

test.use({ locale: 'en' });
// The settings are the shared server's: one test at a time changes them, and each puts them back.
test.describe.configure({ mode: 'serial' });

const card = (page: Page, event: string) => page.getByTestId(`notification-${event}`);

async function save(page: Page, event: string) {
  await page.getByTestId(`notification-${event}-save`).click();
  await expect(page.getByTestId('snackbar-success')).toContainText('Saved');
  await page.getByTestId('snackbar-success').getByRole('button').click();
}

for (const width of [390, 1280]) {
  test(`at ${width} px the super admin edits a text and switches an event off for the session`, async ({
    page,
    admin,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, admin);
    await page.goto('/admin/admin-notifications');
    await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
    await expect(page.locator('[data-testid^="notification-"][data-testid$="-save"]')).toHaveCount(6);
    await expect(card(page, 'RESULT_PUBLISHED')).toContainText('Exam result published');

    // An empty field sends the default, shown as its placeholder; the counter counts what would be sent.
    const en = page.getByTestId('notification-RESULT_PUBLISHED-en');
    await expect(en).toHaveAttribute('placeholder', 'Qabul: your exam result is published. See it on the site.');
    const text = `Your result for application {{id}} is out: ${digits()}`;
    await en.fill(text);
    await expect(card(page, 'RESULT_PUBLISHED')).toContainText(`${text.length} / 400 characters`);
    await save(page, 'RESULT_PUBLISHED');

    // A placeholder other than {{id}} and {{direction}} is refused under its field.
    await page.getByTestId('notification-RESULT_PUBLISHED-ru').fill('Результат {{fullName}}');
    await page.getByTestId('notification-RESULT_PUBLISHED-save').click();
    await expect(card(page, 'RESULT_PUBLISHED')).toContainText(
      'The text may only hold the application number and direction placeholders',
    );
    await page.getByTestId('notification-RESULT_PUBLISHED-ru').fill('');

    const appealSwitch = page.getByTestId('notification-APPEAL_ANSWERED-enabled');
    await expect(appealSwitch).toBeChecked();
    await appealSwitch.click();
    await save(page, 'APPEAL_ANSWERED');
    await page.screenshot({ path: shotPath(`notification-settings-${width}.png`), fullPage: true });

    // Kept by the server: a reload shows both.
    await page.reload();
    await expect(page.getByTestId('notification-RESULT_PUBLISHED-en')).toHaveValue(text);
    await expect(page.getByTestId('notification-APPEAL_ANSWERED-enabled')).not.toBeChecked();

    // Back as it was, for the other tests of this server.
    await page.getByTestId('notification-RESULT_PUBLISHED-en').fill('');
    await save(page, 'RESULT_PUBLISHED');
    await page.getByTestId('notification-APPEAL_ANSWERED-enabled').click();
    await save(page, 'APPEAL_ANSWERED');
  });
}

test("an application a verifier accepts lists the SMS and e-mail that told the applicant in its history; the e-mail, in the applicant's Russian, reaches the SMTP server", async ({
  page,
  request,
  admin,
}) => {
  test.setTimeout(90_000);
  // The applicant gave an e-mail and wrote in Russian: the messages are in Russian, whatever the staff's language.
  const email = `karimov.${digits()}@example.uz`;
  const [{ applicant, id }, verifier] = await Promise.all([
    submittedApplication(request, {
      pinfl: pinflOf(digits()),
      passportNumber: `AC ${digits()}`,
      email,
      language: 'ru',
    }),
    createStaff(request, admin, 'ADMIN_VERIFIER'),
  ]);
  await signIn(page, verifier);
  await page.goto(`/admin/admin-application-show/${id}`);
  await page.getByTestId('review-actions').getByRole('button', { name: 'Accept' }).click();
  const dialog = page.getByTestId('confirm-dialog');
  await dialog.getByTestId('confirm-yes').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('application-status')).toContainText('Accepted');

  // The worker sends within a second or two; the history is read afresh each time its tab opens.
  const accepted = page.getByTestId('history-notification').filter({ hasText: '“Accepted”' });
  await expect(async () => {
    await page.reload();
    await page.getByRole('tab', { name: 'Application history' }).click();
    await expect(accepted.filter({ hasText: 'Sent' })).toHaveCount(2, { timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await expect(accepted.filter({ hasText: `SMS to +${applicant.phone}` })).toHaveCount(1);
  await expect(accepted.filter({ hasText: email })).toHaveCount(1);
  // The submission's SMS and e-mail are listed too, below the acceptance.
  await expect(page.getByTestId('history-notification').filter({ hasText: '“Application received”' })).toHaveCount(2);
  await page.screenshot({ path: shotPath('notification-history.png'), fullPage: true });
  await expect
    .poll(() => mailsTo(email).map((mail) => mail.subject))
    .toEqual(['Ваше заявление получено', 'Ваше заявление принято']);
});
