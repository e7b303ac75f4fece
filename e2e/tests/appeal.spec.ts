import {
  createStaff,
  digits,
  getJson,
  login,
  pinflOf,
  rejectedApplication,
  submitSample,
  submittedApplication,
} from '../support/applications';
import { PDF } from '../support/documents';
import { expect, shotPath, signIn, test } from '../support/fixtures';

test.use({ locale: 'en' });

for (const width of [1280, 360]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a rejected applicant sends an appeal with a PDF, a verifier answers it, the applicant reads the answer', async ({
      page,
      request,
      admin,
    }) => {
      const [{ applicant, id }, verifier] = await Promise.all([
        rejectedApplication(request, admin),
        createStaff(request, admin, 'ADMIN_VERIFIER'),
      ]);

      await signIn(page, applicant);
      await page.goto('/home/appeal');
      await expect(page.getByRole('heading', { level: 1, name: 'Appeal' })).toBeVisible();
      const form = page.getByTestId('appeal-form');
      await form.getByRole('button', { name: 'Send the appeal' }).click();
      await expect(form).toContainText('Write the text of the appeal');
      await form
        .getByLabel('Text of the appeal')
        .fill('My transcript was attached; please look at O’zbekiston page 2.');
      await page
        .getByTestId('appeal-file')
        .setInputFiles({ name: 'transcript.pdf', mimeType: 'application/pdf', buffer: PDF });
      await expect(form).toContainText('transcript.pdf');
      await page.screenshot({ path: shotPath(`appeal-form-${width}.png`), fullPage: true });
      await form.getByRole('button', { name: 'Send the appeal' }).click();
      // One appeal only: the dialog names the file it goes with.
      const confirm = page.getByRole('dialog', { name: 'Send the appeal?' });
      await expect(confirm).toContainText('It is sent with the file transcript.pdf');
      await confirm.getByRole('button', { name: 'Yes, send it' }).click();
      await expect(page.getByTestId('snackbar-success')).toContainText('The appeal has been sent');
      await expect(page.getByTestId('appeal-text')).toHaveText(
        "My transcript was attached; please look at O'zbekiston page 2.",
      );
      await expect(page.getByTestId('appeal-waiting')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Open the attached PDF' })).toBeVisible();
      await page.goto('/home');
      await expect(page.getByTestId('appeal-state')).toContainText('Your appeal is being considered');

      await signIn(page, verifier);
      await page.goto(`/admin/admin-application-show/${id}`);
      const panel = page.getByTestId('appeal-panel');
      await expect(panel).toContainText('Appeal of the applicant');
      await expect(panel).toContainText("please look at O'zbekiston page 2.");
      const download = page.waitForEvent('download');
      await panel.getByRole('button', { name: 'Open the attached PDF' }).click();
      expect((await download).suggestedFilename()).toBe(`appeal-${id}.pdf`);
      await panel.getByLabel('Answer to the applicant').fill('We checked the transcript: the GPA is confirmed.');
      await page.screenshot({ path: shotPath(`appeal-admin-${width}.png`), fullPage: true });
      await panel.getByRole('button', { name: 'Send the answer' }).click();
      await expect(page.getByTestId('snackbar-success')).toContainText('The answer has been sent');
      await expect(panel.getByTestId('appeal-answer')).toContainText('the GPA is confirmed');
      await expect(panel.getByTestId('appeal-answer')).toContainText('VERIFIER VERA');
      await expect(page.getByTestId('appeal-answer-form')).toHaveCount(0);

      await signIn(page, applicant);
      await page.goto('/home');
      await expect(page.getByTestId('appeal-state')).toContainText('Your appeal has been answered');
      await page.getByTestId('next-step').getByRole('link', { name: 'Open the appeal' }).click();
      await expect(page).toHaveURL(/\/home\/appeal$/);
      await expect(page.getByTestId('appeal-answer')).toContainText('We checked the transcript: the GPA is confirmed.');
      await expect(page.getByTestId('appeal-answer')).not.toContainText('VERIFIER');
      await expect(page.getByTestId('appeal-form')).toHaveCount(0);
      await page.screenshot({ path: shotPath(`appeal-answered-${width}.png`), fullPage: true });
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(width);
      if (width !== 360) return;

      // Fixed and sent again, then accepted: the appeal against the rejection is behind the applicant, whose next
      // step is the exam's.
      const token = await login(request, applicant);
      const own = await getJson<{ pinfl: string; passportNumber: string }>(request, token, 'abiturient/application');
      await submitSample(request, token, applicant, own);
      const accepted = await request.post(`/api/v1/admin/application/${id}/acceptance`, {
        headers: { authorization: `Bearer ${await login(request, admin)}` },
      });
      expect(accepted.status(), await accepted.text()).toBe(200);
      await page.goto('/home');
      const journey = page.getByTestId('journey');
      await expect(journey).toHaveAttribute('data-current', 'accepted');
      await expect(journey).toHaveAttribute('data-steps', 'draft submitted accepted permit result');
      await expect(page.getByTestId('next-step')).toContainText('The exam date and time will be sent by SMS');
      await expect(page.getByTestId('appeal-state')).toHaveCount(0);
    });
  });
}

test('an applicant whose application is under review reads who may appeal and gets no form', async ({
  page,
  request,
}) => {
  const { applicant } = await submittedApplication(request, {
    pinfl: pinflOf(digits()),
    passportNumber: `AF ${digits()}`,
  });
  await signIn(page, applicant);
  await page.goto('/home/appeal');
  await expect(page.getByText('An appeal can be sent only when the application was rejected')).toBeVisible();
  await expect(page.getByTestId('appeal-form')).toHaveCount(0);
});
