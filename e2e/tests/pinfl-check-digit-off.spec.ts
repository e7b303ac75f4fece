import { sampleApplication, samplePinfl } from '@qabul/contract/application/sample';
import { digits, getJson, login, sampleReferences, uploadDocuments } from '../support/applications';
import { E2E_PORT } from '../support/constants';
import { expect, registerApplicant, shotPath, signIn, test } from '../support/fixtures';
import { ownDataDir, startOwnServer } from '../support/own-server';

/**
 * PINFL_CHECK_DIGIT=off (README "Configuration"), should a real document fail the check digit: the server accepts
 * such a PINFL, and the form must as well, since the server sends its rules with the page. This file runs a server
 * of its own with the setting (the main test server checks the digit).
 */
const port = E2E_PORT + 2000;
const baseURL = `http://127.0.0.1:${port}`;
let stopServer: (() => Promise<void>) | undefined;

test.use({ baseURL, locale: 'en' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  stopServer = (await startOwnServer({ port, dataDir: ownDataDir('pinfl-off'), env: { PINFL_CHECK_DIGIT: 'off' } }))
    .stop;
});
test.afterAll(async () => {
  await stopServer?.();
});

test('a PINFL whose check digit fails, but whose birth date and gender agree, is saved in the draft and submitted through the form', async ({
  page,
  request,
}) => {
  const applicant = await registerApplicant(request);
  const token = await login(request, applicant);
  // Everything but the PINFL through the API (the whole fill-in is application.spec.ts' subject), documents too.
  const {
    agreement: _agreement,
    pinfl: _pinfl,
    ...answers
  } = sampleApplication(await sampleReferences(request, token), {
    passportNumber: `AP ${digits()}`,
    mobilePhone: applicant.phone,
  });
  const draft = await request.put('/api/v1/abiturient/application/draft', {
    headers: { authorization: `Bearer ${token}` },
    data: answers,
  });
  expect(draft.status(), await draft.text()).toBe(200);
  await uploadDocuments(request, token);
  // A man born 17 May 2000, as the sample: the first 13 digits agree with him, the 14th is not their check digit.
  const valid = samplePinfl(Number(digits().slice(0, 6)));
  const pinfl = `${valid.slice(0, 13)}${(Number(valid[13]) + 1) % 10}`;

  await signIn(page, applicant);
  await page.goto('/home/application');
  const field = page.getByTestId('field-pinfl');
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith('/abiturient/application/draft') &&
      response.request().method() === 'PUT' &&
      response.request().postData()?.includes(pinfl) === true,
  );
  await field.locator('input').fill(pinfl);
  await field.locator('input').blur();
  expect((await saved).status()).toBe(200);
  await expect(field).not.toContainText('check its digits against the document');
  expect((await getJson<{ pinfl: string }>(request, token, 'abiturient/application')).pinfl).toBe(pinfl);

  // The server's copy comes back after a reload; then the form submits it.
  await page.reload();
  await expect(field.locator('input')).toHaveValue(pinfl);
  await page.getByTestId('field-agreement').getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Submission of documents' }).click();
  const dialog = page.getByTestId('submitted-dialog');
  await expect(dialog.getByText('Successfully sent')).toBeVisible();
  await page.screenshot({ path: shotPath('pinfl-check-digit-off-submitted.png') });
  expect(await getJson<{ status: string; pinfl: string }>(request, token, 'abiturient/application')).toMatchObject({
    status: 'SUBMITTED',
    pinfl,
  });
});
