import type { Page } from '@playwright/test';
import { type Credentials, expect, registerApplicant, shotPath, signIn, test } from '../support/fixtures';

/**
 * The applicant's home in each application status, the personal page (change of password), and MUI's own texts in
 * the interface language. Statuses other than DRAFT are given to the page by answering GET abiturient/application
 * with the real application under another status: staff review has no API on this branch to set them.
 */

const WIDTHS = [360, 1280] as const;

async function withStatus(page: Page, status: string, reviews: Record<string, string> = {}) {
  await page.route('**/api/v1/abiturient/application', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), status, reviews } });
  });
}

/** The page has no sideways scroll at this width. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

test.describe('home in each status (en)', () => {
  test.use({ locale: 'en' });

  const cases = [
    {
      status: 'DRAFT',
      banner: 'Draft: not submitted yet',
      step: /Fill in the application/,
      actions: ['Fill in the application'],
      current: 'draft',
    },
    {
      status: 'SUBMITTED',
      banner: 'Waiting',
      step: /Wait for the review/,
      actions: ['View the application'],
      current: 'submitted',
    },
    {
      status: 'REJECTED',
      banner: 'Rejected',
      step: /remarks \(2\)/,
      actions: ['See what to fix'],
      current: 'accepted',
    },
    {
      status: 'ACCEPTED',
      banner: 'Accepted',
      step: /The exam permit with the date, time and place appears here 3 days before the exam/,
      actions: ['View the application'],
      current: 'accepted',
    },
  ] as const;

  for (const c of cases) {
    test(`${c.status}: the banner's status, the next step and the session dates`, async ({ page }) => {
      const applicant = await registerApplicant(page.request);
      await signIn(page, applicant);
      if (c.status !== 'DRAFT')
        await withStatus(page, c.status, c.status === 'REJECTED' ? { firstName: 'Latin', pinfl: 'Check' } : {});
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto('/home');
        const next = page.getByTestId('next-step');
        await expect(next).toHaveAttribute('data-status', c.status);
        await expect(next.getByTestId('application-status')).toContainText(c.banner);
        await expect(next).toContainText(c.step);
        await expect(next.getByTestId('journey')).toHaveAttribute('data-current', c.current);
        for (const action of c.actions) await expect(next.getByRole('link', { name: action })).toBeVisible();
        await expect(page.getByTestId('admission-session')).toContainText('Registration open');
        await expect(page.getByTestId('admission-session')).toContainText(/Registration until:\s*\d{2}\.\d{2}\.\d{4}/);
        await expectNoSidewaysScroll(page);
        await page.screenshot({ path: shotPath(`home-${c.status}-${width}.png`), fullPage: true });
      }
    });
  }

  test('the banner keeps its colours on the home page', async ({ page }) => {
    await signIn(page, await registerApplicant(page.request));
    await withStatus(page, 'REJECTED');
    await page.goto('/home');
    const banner = page.getByTestId('next-step').getByTestId('application-status');
    await expect(banner).toHaveCSS('background-color', 'rgb(211, 47, 47)');
  });
});

test.describe('personal information', () => {
  test.use({ locale: 'en' });

  async function openForm(page: Page, applicant: Credentials) {
    await signIn(page, applicant);
    await page.goto('/home/personal-info');
    return page.getByTestId('change-password-form');
  }

  test('shows the phone; changing the password keeps this session and ends the other', async ({ page, browser }) => {
    const applicant = await registerApplicant(page.request);
    const other = await browser.newPage({ locale: 'en' });
    await signIn(other, applicant);
    await other.goto('/home');
    await expect(other.getByTestId('next-step')).toBeVisible();

    const form = await openForm(page, applicant);
    await expect(page.getByTestId('personal-phone')).toHaveText(
      `+998 ${applicant.phone.slice(3, 5)} ${applicant.phone.slice(5, 8)} ${applicant.phone.slice(8, 10)} ${applicant.phone.slice(10)}`,
    );

    // Everything wrong at once: the mismatch shows with the policy message on the first click.
    await form.getByLabel('Current password', { exact: false }).first().fill(applicant.password);
    await form.getByLabel('New password', { exact: false }).first().fill('12345678');
    await form.getByLabel('New password again', { exact: false }).fill('something-else');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form).toContainText('The password must have at least 8 characters and not only digits');
    await expect(form).toContainText('The password confirmation does not match.');

    // A wrong current password: the server's message under the field.
    await form.getByLabel('Current password', { exact: false }).first().fill('000000');
    await form.getByLabel('New password', { exact: false }).first().fill('My-own-pass-2026');
    await form.getByLabel('New password again', { exact: false }).fill('My-own-pass-2026');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form).toContainText('The current password is incorrect');

    await form.getByLabel('Current password', { exact: false }).first().fill(applicant.password);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: shotPath(`personal-info-${width}.png`), fullPage: true });
    }
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByTestId('snackbar-success')).toContainText('Sessions on other devices were ended');

    // This session lives on; the other one is sent to the login page.
    await page.reload();
    await expect(page.getByTestId('personal-phone')).toBeVisible();
    await other.reload();
    await expect(other).toHaveURL('/');
    const oldCode = await page.request.post('/api/v1/auth/login', {
      data: { username: applicant.phone, password: applicant.password },
    });
    expect(oldCode.status()).toBe(401);
    await other.close();
  });
});

test.describe('the phone menu', () => {
  test.use({ locale: 'en', viewport: { width: 390, height: 800 } });

  test('is not on the page while closed, opens from the app bar and leads to a page', async ({ page }) => {
    await signIn(page, await registerApplicant(page.request));
    await page.goto('/home');
    await expect(page.getByTestId('next-step')).toBeVisible();
    await expect(page.getByTestId('side-menu')).toHaveCount(0);

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByTestId('side-menu');
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Personal information' }).click();
    await expect(page).toHaveURL('/home/personal-info');
    await expect(page.getByTestId('personal-phone')).toBeVisible();
    await expect(page.getByTestId('side-menu')).toHaveCount(0);
  });
});

test.describe('MUI texts in Uzbek', () => {
  test('the Autocomplete and the pager speak Uzbek, not Russian', async ({ page }) => {
    await signIn(page, await registerApplicant(page.request));
    await page.goto('/home/application');
    const country = page.getByTestId('field-country');
    await expect(country.getByRole('button', { name: 'Ochish' })).toBeVisible();
    await country.getByRole('combobox').fill('zzzz');
    await expect(page.getByText('Hech narsa topilmadi')).toBeVisible();
    await expect(page.locator('body')).not.toContainText(/Нет доступных вариантов|Открыть|Закрыть/);
  });
});

test.describe('staff screens', () => {
  test('the catalogue pager speaks Uzbek', async ({ page, admin }) => {
    await signIn(page, admin);
    await page.goto('/admin/admin-regions');
    await expect(page.getByRole('button', { name: "Keyingi sahifaga o'tish" })).toBeVisible();
    await expect(page.getByText('Sahifadagi qatorlar:')).toBeVisible();
    await expect(page.locator('body')).not.toContainText(/Перейти на|Строк на странице/);
  });

  test.describe('at 360 px', () => {
    test.use({ locale: 'en', viewport: { width: 360, height: 800 } });

    test('a catalogue keeps the name, Active and the edit button on screen', async ({ page, admin }) => {
      await signIn(page, admin);
      await page.goto('/admin/admin-regions');
      const header = (name: string) => page.getByRole('columnheader', { name, exact: true });
      await expect(header('Active')).toBeVisible();
      const firstRow = page.getByRole('row').nth(1);
      const switchBox = await firstRow.getByRole('switch').first().boundingBox();
      const editBox = await firstRow.getByRole('button', { name: 'Edit' }).boundingBox();
      for (const box of [switchBox, editBox]) expect((box?.x ?? 999) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: shotPath('catalogue-regions-360.png'), fullPage: true });
    });
  });
});
