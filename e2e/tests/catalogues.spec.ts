import type { APIRequestContext, Page } from '@playwright/test';
import { type Credentials, expect, registerApplicant, shotPath, signIn, test } from '../support/fixtures';

/** Where the screens are saved for a human to look at (layout review at 1280 px and 360 px). */
const texts = {
  uz: {
    uzbekistan: "O'zbekiston",
    success: 'Muvaffaqiyatli',
    regions: 'Viloyatlar',
    faculties: "Ta'lim yo'nalishlari",
  },
  en: { uzbekistan: 'Uzbekistan', success: 'Success', regions: 'Regions', faculties: 'Fields of study' },
} as const;

type Lookup = { id: number; name: string }[];

async function applicantToken(request: APIRequestContext, { phone, password }: Credentials): Promise<string> {
  const response = await request.post('/api/v1/auth/login', { data: { username: phone, password } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

async function applicantLookup(request: APIRequestContext, token: string, path: string): Promise<Lookup> {
  const response = await request.get(`/api/v1/abiturient/address/${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Lookup;
}

/** The catalogue dialog saves and closes with the success snackbar. */
async function saveDialog(page: Page, success: string) {
  await page.getByTestId('catalogue-save').click();
  await expect(page.getByTestId('catalogue-dialog')).toBeHidden();
  await expect(page.getByTestId('snackbar-success')).toContainText(success);
  await page.getByTestId('snackbar-success').getByRole('button').click();
}

test('the super admin adds, finds, edits and deactivates a region; applicants no longer get it', async ({
  page,
  request,
  admin,
}) => {
  const t = texts.uz;
  const token = await applicantToken(request, await registerApplicant(request));
  const countries = await applicantLookup(request, token, 'country/all');
  const uzbekistan = countries.find((country) => country.name === t.uzbekistan);
  if (!uzbekistan) throw new Error(`no ${t.uzbekistan} among ${JSON.stringify(countries)}`);

  await signIn(page, admin);
  await page.goto('/admin/admin-regions');
  await expect(page.getByRole('heading', { name: t.regions })).toBeVisible();

  // Add: a unique name so parallel runs and reruns never find each other's regions.
  const name = `E2E viloyat ${Date.now().toString(36)}`;
  await page.getByTestId('catalogue-add').click();
  await page.getByTestId('catalogue-save').click();
  // The contract schema refuses an empty dialog before anything is sent.
  await expect(page.getByTestId('catalogue-dialog').getByText("To'ldirish majburiy").first()).toBeVisible();
  await page.getByTestId('field-country').click();
  await page.getByRole('option', { name: t.uzbekistan, exact: true }).click();
  await page.getByTestId('field-names-uz').fill(name);
  await page.getByTestId('field-names-ru').fill(`${name} ru`);
  await page.getByTestId('field-names-en').fill(`${name} en`);
  const created = page.waitForResponse(
    (response) => response.url().endsWith('/api/v1/admin/region') && response.request().method() === 'PUT',
  );
  await saveDialog(page, t.success);
  const { id } = (await (await created).json()) as { id: number };

  // Search: Enter sends the name query; only the new region is left.
  await page.getByTestId('catalogue-search').fill(name);
  await page.getByTestId('catalogue-search').press('Enter');
  const rows = page.locator('.MuiDataGrid-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(name);
  await expect(rows.first()).toContainText(t.uzbekistan);

  // Edit: the dialog opens with the saved names; the list shows the new uz name (the interface language).
  await page.getByTestId(`edit-${id}`).click();
  await expect(page.getByTestId('field-names-ru')).toHaveValue(`${name} ru`);
  await page.getByTestId('field-names-uz').fill(`${name} tahrir`);
  await saveDialog(page, t.success);
  await expect(rows.first()).toContainText(`${name} tahrir`);
  expect((await applicantLookup(request, token, `region/all/${uzbekistan.id}`)).map((region) => region.id)).toContain(
    id,
  );

  // Deactivate: the switch calls deactivation and stays off after the list reloads.
  const toggle = page.getByTestId(`toggle-active-${id}`).locator('input');
  await expect(toggle).toBeChecked();
  const deactivated = page.waitForResponse((response) =>
    response.url().endsWith(`/api/v1/admin/region/${id}/deactivation`),
  );
  await toggle.click();
  expect((await deactivated).status()).toBe(200);
  await expect(toggle).not.toBeChecked();
  await page.getByTestId('catalogue-refresh').click();
  await expect(toggle).not.toBeChecked();

  const regions = await applicantLookup(request, token, `region/all/${uzbekistan.id}`);
  expect(regions.map((region) => region.id)).not.toContain(id);
  expect(regions.length).toBeGreaterThan(0);
});

test('the admission session dialog calls empty dates required and a half-typed one wrong', async ({ page, admin }) => {
  const required = "To'ldirish majburiy";
  const invalidDate = "Sana noto'g'ri";
  await signIn(page, admin);
  await page.goto('/admin/admin-admission-session');
  await page.getByTestId('catalogue-add').click();
  const dialog = page.getByTestId('catalogue-dialog');
  await page.getByTestId('catalogue-save').click();
  for (const field of ['name', 'startDate', 'registrationEndDate', 'endDate'])
    await expect(page.getByTestId(`field-${field}`)).toHaveAccessibleDescription(required);
  await expect(dialog).not.toContainText(invalidDate);

  // A date typed in part is empty to the page ('') like a missing one, but it is a wrong date.
  await page.getByTestId('field-startDate').focus();
  await page.keyboard.type('12');
  await page.getByTestId('catalogue-save').click();
  await expect(page.getByTestId('field-startDate')).toHaveAccessibleDescription(invalidDate);
  await expect(page.getByTestId('field-endDate')).toHaveAccessibleDescription(required);

  await page.getByTestId('field-name').fill(`E2E mavsum ${Date.now().toString(36)}`);
  await page.getByTestId('field-startDate').fill('2031-06-01');
  await page.getByTestId('field-registrationEndDate').fill('2031-07-31');
  await page.getByTestId('field-endDate').fill('2031-08-31');
  await saveDialog(page, texts.uz.success);
});

test.describe('districts (en)', () => {
  test.use({ locale: 'en' });

  test('the district dialog asks for the country first and offers only its regions; the list sorts by region', async ({
    page,
    admin,
  }) => {
    await signIn(page, admin);
    await page.goto('/admin/admin-areas');
    await page.getByTestId('catalogue-add').click();
    const region = page.getByTestId('field-region');
    await expect(region).toBeDisabled();

    await page.getByTestId('field-country').click();
    await page.getByRole('option', { name: 'Kazakhstan', exact: true }).click();
    await region.click();
    // Kazakhstan has no regions in the reference data: none of Uzbekistan's is offered.
    await expect(page.getByRole('option', { name: 'Tashkent City' })).toHaveCount(0);

    await page.getByTestId('field-country').click();
    await page.getByRole('option', { name: 'Uzbekistan', exact: true }).click();
    await region.click();
    await expect(page.getByRole('option', { name: 'Tashkent City', exact: true })).toBeVisible();
    await page.getByRole('option', { name: 'Tashkent City', exact: true }).click();
    const name = `E2E district ${Date.now().toString(36)}`;
    await page.getByTestId('field-names-uz').fill(name);
    await page.getByTestId('field-names-ru').fill(`${name} ru`);
    const created = page.waitForResponse(
      (response) => response.url().endsWith('/api/v1/admin/city') && response.request().method() === 'PUT',
    );
    await saveDialog(page, 'Success');
    const { id } = (await (await created).json()) as { id: number };

    // Editing opens with the district's country and region chosen; a new country clears the region.
    await page.getByTestId('catalogue-search').fill(name);
    await page.getByTestId('catalogue-search').press('Enter');
    await page.getByTestId(`edit-${id}`).click();
    await expect(page.getByTestId('field-country')).toHaveValue('Uzbekistan');
    await expect(region).toHaveValue('Tashkent City');
    await page.getByTestId('field-country').click();
    await page.getByRole('option', { name: 'Kazakhstan', exact: true }).click();
    await expect(region).toHaveValue('');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByTestId('catalogue-dialog')).toBeHidden();

    // The region column sorts (by the region's name, on the server).
    await page.getByTestId('catalogue-search').fill('');
    await page.getByTestId('catalogue-search').press('Enter');
    const sorted = page.waitForResponse((response) => response.url().includes('sortField=region'));
    await page.getByRole('columnheader', { name: 'Region' }).click();
    expect((await sorted).status()).toBe(200);
    const regions = await page.locator('.MuiDataGrid-row [data-field="region"]').allInnerTexts();
    expect(regions.length).toBeGreaterThan(1);
    expect([...regions].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(regions);
  });
});

for (const locale of ['uz', 'en'] as const) {
  test.describe(`catalogue screens in ${locale}`, () => {
    test.use({ locale });

    test('regions, fields of study and the faculty dialog at 1280 px and 360 px', async ({ page, admin }) => {
      const t = texts[locale];
      await signIn(page, admin);
      await page.setViewportSize({ width: 1280, height: 800 });

      await page.goto('/admin/admin-regions');
      await expect(page.getByRole('heading', { name: t.regions })).toBeVisible();
      await expect(page.locator('.MuiDataGrid-row').first()).toContainText(t.uzbekistan);
      await page.screenshot({ path: shotPath(`regions-${locale}-1280.png`) });

      await page.goto('/admin/admin-faculties');
      await expect(page.getByRole('heading', { name: t.faculties })).toBeVisible();
      await expect(page.locator('.MuiDataGrid-row').first()).toBeVisible();
      await page.screenshot({ path: shotPath(`faculties-${locale}-1280.png`) });

      // The faculty dialog is the wide one (spec §2: 800 px).
      await page.getByTestId('catalogue-add').click();
      const dialog = page.getByTestId('catalogue-dialog');
      await expect(dialog).toBeVisible();
      expect((await dialog.boundingBox())?.width).toBe(800);
      await page.getByTestId('field-facultyTypes').click();
      await page.getByRole('option').first().click();
      await page.screenshot({ path: shotPath(`faculty-dialog-${locale}-1280.png`) });
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto('/admin/admin-regions');
      await expect(page.locator('.MuiDataGrid-row').first()).toBeVisible();
      await page.screenshot({ path: shotPath(`regions-${locale}-360.png`) });
      await page.getByTestId('catalogue-add').click();
      // The full-screen dialog fades in; the picture is taken once it is opaque.
      await expect(page.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
      await page.screenshot({ path: shotPath(`region-dialog-${locale}-360.png`) });
    });
  });
}
