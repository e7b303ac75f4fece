import type { APIRequestContext } from '@playwright/test';
import { createStaff, digits, login, pinflOf, submittedApplication } from '../support/applications';
import { type Credentials, expect, shotPath, signIn, test } from '../support/fixtures';
import { layoutShift, watchLayoutShift } from '../support/layout-shift';

/**
 * Issue 42's exam and appeal journeys: an accepted applicant with a permit (room and start time) and a "not
 * recommended" result with a score appeals from the result page, a verifier answers from the staff queue, and the
 * applicant reads the answer; home shows each stage. The exam files go through the import API (the import screen is
 * exams.spec.ts' subject).
 */

const XLSX_OR_CSV = 'text/csv';

async function adminHeaders(request: APIRequestContext, admin: Credentials) {
  return { authorization: `Bearer ${await login(request, admin)}` };
}

async function importCsv(request: APIRequestContext, admin: Credentials, kind: 'permits' | 'results', rows: string[]) {
  const response = await request.post(`/api/v1/admin/exam/${kind}/import`, {
    headers: await adminHeaders(request, admin),
    multipart: { file: { name: `${kind}.csv`, mimeType: XLSX_OR_CSV, buffer: Buffer.from(rows.join('\r\n')) } },
  });
  expect(response.status(), await response.text()).toBe(200);
  expect((await response.json()).errors).toEqual([]);
}

/** dd.mm.yyyy of the day after today in Tashkent: the permit is then published (3 days before). */
function tomorrowInTashkent() {
  const day = new Date(Date.now() + 5 * 3_600_000 + 86_400_000);
  return `${String(day.getUTCDate()).padStart(2, '0')}.${String(day.getUTCMonth() + 1).padStart(2, '0')}.${day.getUTCFullYear()}`;
}

/** An accepted applicant whose permit is out (branch, room, start time), and, with `result`, their result. */
async function examApplicant(
  request: APIRequestContext,
  admin: Credentials,
  result?: { keldi: string; result: string; actxt: string; score: string },
) {
  const submitted = await submittedApplication(request, { pinfl: pinflOf(digits()), passportNumber: `AE ${digits()}` });
  const accepted = await request.post(`/api/v1/admin/application/${submitted.id}/acceptance`, {
    headers: await adminHeaders(request, admin),
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  await importCsv(request, admin, 'permits', [
    'id,day1,smena1,floor2,day2,branch,room,time',
    `${submitted.id},${tomorrowInTashkent()},2,exam-${submitted.id},Qw-7731,Chilonzor,2-bino 204-xona,09:30`,
  ]);
  if (result) {
    await importCsv(request, admin, 'results', [
      'id,keldi,result,actxt,score',
      `${submitted.id},${result.keldi},${result.result},"${result.actxt}",${result.score}`,
    ]);
  }
  return submitted;
}

const NOT_RECOMMENDED = { keldi: '1', result: '0', actxt: 'Passing score: 60', score: '48.5' };

test.describe('in English', () => {
  test.use({ locale: 'en' });

  for (const width of [390, 1440]) {
    test(`at ${width} px: a "not recommended" applicant appeals from the result page, a verifier answers from the queue`, async ({
      page,
      request,
      admin,
    }) => {
      test.slow();
      await page.setViewportSize({ width, height: 900 });
      const [{ applicant, id }, verifier] = await Promise.all([
        examApplicant(request, admin, NOT_RECOMMENDED),
        createStaff(request, admin, 'ADMIN_VERIFIER'),
      ]);

      // Home: the result stage, with the result and the appeal as the next step; never the permit's download.
      await signIn(page, applicant);
      await page.goto('/home');
      const next = page.getByTestId('next-step');
      await expect(page.getByTestId('journey')).toHaveAttribute('data-current', 'result');
      await expect(page.getByTestId('journey')).toHaveAttribute(
        'data-steps',
        'draft submitted accepted permit result appeal',
      );
      await expect(next.getByTestId('result-brief')).toContainText('Not recommended for enrollment');
      await expect(next.getByTestId('result-brief')).toContainText('Score: 48.5');
      await expect(next.getByRole('link', { name: 'Send an appeal' })).toBeVisible();
      await expect(next.getByRole('link', { name: /permit/i })).toHaveCount(0);

      // The result page: score, note and the appeal action.
      await page.goto('/home/result');
      await expect(page.getByTestId('exam-outcome')).toHaveAttribute('data-outcome', 'not_recommended');
      await expect(page.getByTestId('exam-score')).toContainText('48.5');
      await expect(page.getByTestId('exam-note')).toHaveText('Passing score: 60');
      // The menu offers the appeal while one may be sent.
      if (width < 900) await page.getByRole('button', { name: /menu/i }).first().click();
      await expect(page.getByTestId('side-menu').getByRole('link', { name: 'Appeal' })).toBeVisible();
      if (width < 900) await page.keyboard.press('Escape');
      await page.getByTestId('appeal-start').click();
      await expect(page).toHaveURL(/\/home\/appeal$/);

      // Sending asks first: one appeal only, never changed.
      const form = page.getByTestId('appeal-form');
      await form.getByLabel('Text of the appeal').fill('Question 14 had two correct answers; please recount.');
      await form.getByRole('button', { name: 'Send the appeal' }).click();
      const confirm = page.getByRole('dialog', { name: 'Send the appeal?' });
      await expect(confirm).toContainText(
        'Only one appeal is allowed. Once sent, it can be neither changed nor withdrawn.',
      );
      await confirm.getByRole('button', { name: 'Back' }).click();
      await expect(confirm).toHaveCount(0);
      await expect(page.getByTestId('appeal-form')).toBeVisible();
      await form.getByRole('button', { name: 'Send the appeal' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Yes, send it' }).click();
      await expect(page.getByTestId('snackbar-success')).toContainText('The appeal has been sent');
      await expect(page.getByTestId('appeal-waiting')).toBeVisible();
      await page.goto('/home/result');
      await expect(page.getByTestId('appeal-state')).toContainText('Your appeal is being considered');
      await expect(page.getByTestId('appeal-start')).toHaveCount(0);

      // The verifier opens the queue, finds the appeal among the waiting ones and answers it on the application.
      await signIn(page, verifier);
      await page.goto('/admin/admin-appeals');
      await expect(page.getByRole('heading', { level: 1, name: 'Appeals' })).toBeVisible();
      await expect(page.getByTestId('appeal-count-waiting')).toHaveText(/^[1-9]\d*$/);
      const row = page.locator(`[data-testid="appeal-queue-row"][data-application-id="${id}"]`);
      await expect(row).toContainText('KARIMOV ALISHER');
      await expect(row).toContainText('Not recommended');
      await row.getByRole('cell').nth(1).click();
      await expect(page).toHaveURL(new RegExp(`/admin/admin-application-show/${id}#appeal$`));
      const panel = page.getByTestId('appeal-panel');
      await expect(panel).toContainText('Question 14 had two correct answers');
      await expect(panel).toBeInViewport();
      await panel.getByLabel('Answer to the applicant').fill('Question 14 was recounted: the score stands at 48.5.');
      await panel.getByRole('button', { name: 'Send the answer' }).click();
      await expect(page.getByTestId('snackbar-success')).toContainText('The answer has been sent');
      await expect(panel.getByTestId('appeal-answer')).toContainText('VERIFIER VERA');

      // Other files' tests send appeals at the same time, so the waiting count is not compared with a sum here
      // (appeals-queue.test.ts checks the count itself).
      await page.goto('/admin/admin-appeals');
      await expect(page.locator(`[data-testid="appeal-queue-row"][data-application-id="${id}"]`)).toHaveCount(0);
      await expect(page.getByTestId('appeal-count-waiting')).toHaveText(/^\d+$/);
      await page.getByTestId('appeal-tab-answered').click();
      // The newest answer first, though the parallel twin's may be newer still: the row is found by its id.
      const answered = page.locator(`[data-testid="appeal-queue-row"][data-application-id="${id}"]`);
      await expect(answered).toContainText('VERIFIER VERA');

      // The applicant reads the answer: home is at the appeal stage, answered.
      await signIn(page, applicant);
      await page.goto('/home');
      await expect(page.getByTestId('journey')).toHaveAttribute('data-current', 'appeal');
      await expect(page.getByTestId('appeal-state')).toContainText('Your appeal has been answered');
      await page.getByTestId('next-step').getByRole('link', { name: 'Open the appeal' }).click();
      await expect(page.getByTestId('appeal-answer')).toContainText('the score stands at 48.5');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }

  test('the permit card shows every fact of the PDF; home waits for the exam without moving', async ({
    page,
    request,
    admin,
  }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    const { applicant, id } = await examApplicant(request, admin);
    await signIn(page, applicant);
    await watchLayoutShift(page);
    await page.goto('/home');
    await expect(page.getByTestId('journey')).toHaveAttribute('data-current', 'permit');
    const brief = page.getByTestId('permit-brief');
    await expect(brief).toContainText(`${tomorrowInTashkent()}, shift 2, at 09:30`);
    await expect(brief).toContainText('Chilonzor, 2-bino 204-xona');
    await expect(page.getByTestId('admission-session')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await layoutShift(page)).toBeLessThan(0.01);

    await page.getByRole('link', { name: 'Open the exam permit' }).click();
    const card = page.getByTestId('permit-card');
    await expect(card.getByTestId('permit-day')).toContainText(tomorrowInTashkent());
    await expect(card.getByTestId('permit-shift')).toContainText('shift 2, starts at 09:30');
    await expect(card.getByTestId('permit-branch')).toContainText('Chilonzor');
    await expect(card.getByTestId('permit-room')).toContainText('2-bino 204-xona');
    await expect(card.getByTestId('permit-address')).toContainText(/\S/);
    await expect(card.getByRole('link', { name: 'Open the map' })).toHaveAttribute('href', /^https:\/\//);
    await expect(card.getByTestId('permit-login')).toContainText(`exam-${id}`);
    await expect(card.getByTestId('permit-password')).toContainText('Qw-7731');
    // A phone gets the card and the download, not a PDF frame it cannot show.
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', /^blob:/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

/** Screenshots for people to look at, in Uzbek and Russian: result, permit, home in two stages, the staff queue. */
for (const locale of ['uz', 'ru'] as const) {
  test.describe(`screens in ${locale}`, () => {
    test.use({ locale });

    test(`${locale}: result, permit, home and the queue`, async ({ page, request, admin }) => {
      test.slow();
      const [permitOnly, failed] = await Promise.all([
        examApplicant(request, admin),
        examApplicant(request, admin, NOT_RECOMMENDED),
      ]);
      await page.setViewportSize({ width: 390, height: 844 });

      await signIn(page, permitOnly.applicant);
      await page.goto('/home');
      await expect(page.getByTestId('permit-brief')).toBeVisible();
      await page.screenshot({ path: shotPath(`home-stage-permit-${locale}-390.png`), fullPage: true });
      await page.goto('/home/allowance');
      await expect(page.getByTestId('permit-card')).toBeVisible();
      await expect(page.getByRole('link', { name: /PDF/ })).toHaveAttribute('href', /^blob:/);
      await page.screenshot({ path: shotPath(`permit-card-${locale}-390.png`), fullPage: true });

      await signIn(page, failed.applicant);
      await page.goto('/home');
      await expect(page.getByTestId('result-brief')).toBeVisible();
      await page.screenshot({ path: shotPath(`home-stage-result-${locale}-390.png`), fullPage: true });
      await page.goto('/home/result');
      await expect(page.getByTestId('appeal-start')).toBeVisible();
      await expect(page.getByTestId('exam-score')).toBeVisible();
      await page.screenshot({ path: shotPath(`result-appeal-${locale}-390.png`), fullPage: true });
      await page.getByTestId('appeal-start').click();
      await page.getByTestId('appeal-form').locator('textarea').first().fill('14-savol: ikkita to‘g‘ri javob bor.');
      await page.getByTestId('appeal-form').getByRole('button').last().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      // Once its fade-in is over.
      await expect(page.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
      await page.screenshot({ path: shotPath(`appeal-confirm-${locale}-390.png`) });
      await page.getByRole('dialog').getByRole('button').last().click();
      await expect(page.getByTestId('appeal-waiting')).toBeVisible();
      await page.goto('/home');
      await expect(page.getByTestId('journey')).toHaveAttribute('data-current', 'appeal');
      await page.screenshot({ path: shotPath(`home-stage-appeal-${locale}-390.png`), fullPage: true });

      await signIn(page, admin);
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto('/admin/admin-appeals');
      await expect(page.locator(`[data-application-id="${failed.id}"]`)).toBeVisible();
      await page.screenshot({ path: shotPath(`appeals-queue-${locale}-1440.png`), fullPage: true });
    });
  });
}
