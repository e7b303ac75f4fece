import type { APIRequestContext } from '@playwright/test';
import { E2E_PORT } from '../support/constants';
import { expect, fillPhone, randomPhone, shotPath, test } from '../support/fixtures';
import { ownDataDir, startOwnServer } from '../support/own-server';
import { totp } from '../support/totp';

/**
 * Staff two-factor sign-in and the audit page (issue 44 items 3 and 4). The main test server runs with
 * STAFF_TOTP_REQUIRED=none so the other files sign in by password (docs/decisions/0205-staff-totp.md); this file
 * runs a server of its own with the default, on which the super admin must enrol at the first login.
 */
const port = E2E_PORT + 3000;
const baseURL = `http://127.0.0.1:${port}`;
const superAdmin = { phone: '998907770011', password: 'Super-pass-2026' };
let stopServer: (() => Promise<void>) | undefined;
let superToken = '';

test.describe.configure({ mode: 'serial' });
test.use({ baseURL, locale: 'en' });

/** The super admin's first login through the API: the enrolment step answered with our own RFC 6238 code. */
async function enrolSuperAdmin(request: APIRequestContext) {
  const step = await request.post(`${baseURL}/api/v1/auth/login`, {
    data: { username: superAdmin.phone, password: superAdmin.password },
  });
  const { twoFactor, challenge } = (await step.json()) as { twoFactor: string; challenge: string };
  expect(twoFactor).toBe('enrolment_required');
  const enrolment = await request.post(`${baseURL}/api/v1/auth/login/two-factor/enrolment`, { data: { challenge } });
  const { secret } = (await enrolment.json()) as { secret: string };
  const confirmed = await request.post(`${baseURL}/api/v1/auth/login/two-factor/enrolment/confirm`, {
    data: { challenge, code: totp(secret) },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return ((await confirmed.json()) as { token: string }).token;
}

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(120_000);
  stopServer = (
    await startOwnServer({
      port,
      dataDir: ownDataDir('two-factor'),
      env: { ADMIN_PHONE: superAdmin.phone, ADMIN_PASSWORD: superAdmin.password, STAFF_TOTP_REQUIRED: '' },
    })
  ).stop;
  const request = await playwright.request.newContext();
  superToken = await enrolSuperAdmin(request);
  // Verifiers must use two-factor on this server: the super admin's setting.
  const policy = await request.put(`${baseURL}/api/v1/admin/two-factor/policy`, {
    headers: { authorization: `Bearer ${superToken}` },
    data: { ADMIN_SUPER: true, ADMIN_VERIFIER: true, ADMIN_OBSERVER: false },
  });
  expect(policy.status()).toBe(200);
  await request.dispose();
});
test.afterAll(async () => {
  await stopServer?.();
});

async function createVerifier(request: APIRequestContext) {
  const verifier = { phone: randomPhone(), password: 'Staff-pass-2026' };
  const response = await request.put(`${baseURL}/api/v1/admin/admin-member`, {
    headers: { authorization: `Bearer ${superToken}` },
    data: {
      firstName: 'VERA',
      lastName: 'TWOFACTOR',
      phone: verifier.phone,
      role: 'ADMIN_VERIFIER',
      password: verifier.password,
      passwordConfirmation: verifier.password,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return { ...verifier, id: ((await response.json()) as { id: number }).id };
}

for (const width of [360, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 360 ? 780 : 900 } });

    test('a verifier enrols in two-factor at the first login, then logs in with a code from the app', async ({
      page,
      request,
    }) => {
      const verifier = await createVerifier(request);
      await page.goto('/');
      await fillPhone(page, verifier.phone);
      await page.getByTestId('password-input').fill(verifier.password);
      await page.getByTestId('password-input').press('Enter');

      // The enrolment: the QR code and the key as text, confirmed by the app's first code.
      await expect(page.getByText('Staff accounts sign in with a second step')).toBeVisible();
      await expect(page.getByTestId('two-factor-qr')).toBeVisible();
      const secret = ((await page.getByTestId('two-factor-secret').textContent()) ?? '').replace(/\s/g, '');
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      await page.screenshot({ path: shotPath(`two-factor-enrol-${width}.png`) });
      await page.getByTestId('two-factor-code').fill('000000');
      await page.getByRole('button', { name: 'Confirm' }).click();
      await expect(page.getByText('The code is incorrect or expired')).toBeVisible();
      await page.getByTestId('two-factor-code').fill(totp(secret));
      await page.getByRole('button', { name: 'Confirm' }).click();

      // The recovery codes, shown once, then the admin area.
      const codes = page.getByTestId('recovery-code-list').locator('li');
      await expect(codes).toHaveCount(10);
      const recovery = (await codes.first().textContent()) ?? '';
      expect(recovery).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
      await expect(page.getByRole('button', { name: 'Download' })).toBeVisible();
      await page.getByTestId('recovery-codes-done').click();
      await expect(page).toHaveURL('/admin');

      // Next login: the password, then the code of the next 30-second step (the enrolment's code is spent).
      await page.context().clearCookies();
      await page.goto('/');
      await fillPhone(page, verifier.phone);
      await page.getByTestId('password-input').fill(verifier.password);
      await page.getByTestId('password-input').press('Enter');
      await expect(page.getByText('Enter the 6-digit code from your authenticator app')).toBeVisible();
      await page.getByTestId('two-factor-code').fill(totp(secret, Date.now() + 30_000));
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page).toHaveURL('/admin');

      // And once with a recovery code instead.
      await page.context().clearCookies();
      await page.goto('/');
      await fillPhone(page, verifier.phone);
      await page.getByTestId('password-input').fill(verifier.password);
      await page.getByTestId('password-input').press('Enter');
      await page.getByTestId('two-factor-toggle-recovery').click();
      await page.getByTestId('two-factor-recovery').fill(recovery);
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page).toHaveURL('/admin');
    });

    test('the super admin filters the audit by member, action and date, and exports it', async ({ page, request }) => {
      const verifier = await createVerifier(request);
      // A failed login of the verifier's leaves a row of its own.
      await request.post(`${baseURL}/api/v1/auth/login`, {
        data: { username: verifier.phone, password: 'wrong-pass' },
      });
      await page.context().addCookies([{ name: 'token', value: superToken, url: baseURL }]);
      await page.goto('/admin/admin-audit');
      await expect(page.getByRole('heading', { name: 'Who saw what' })).toBeVisible();
      const grid = page.getByTestId('audit-grid');
      await expect(grid.getByRole('row').nth(1)).toBeVisible();

      await page.getByRole('combobox', { name: 'Member' }).click();
      await page.getByRole('option', { name: `+${verifier.phone}` }).click();
      await expect(grid.getByRole('row')).toHaveCount(2);
      await expect(grid).toContainText('Failed login');

      await page.getByRole('combobox', { name: 'Member' }).click();
      await page.getByRole('option', { name: 'All' }).click();
      await page.getByRole('combobox', { name: 'Action' }).click();
      await page.getByRole('option', { name: 'Member added' }).click();
      await expect(grid).toContainText(`admin-member #${verifier.id}`);
      await expect(grid).not.toContainText('Failed login');

      await page.getByTestId('audit-filter-to').fill('2020-01-01');
      await expect(grid.getByRole('row')).toHaveCount(1);
      await page.getByTestId('audit-filter-to').fill('');
      await expect(grid).toContainText(`admin-member #${verifier.id}`);
      await page.screenshot({ path: shotPath(`audit-${width}.png`) });

      const download = page.waitForEvent('download');
      await page.getByTestId('audit-export').click();
      expect((await download).suggestedFilename()).toMatch(/^audit_.+\.xlsx$/);
    });
  });
}
