import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { expect, registerApplicant, signIn, test } from '../support/fixtures';

/**
 * `npm run size`: the JavaScript a phone downloads to draw a page, counted as the pre-compressed Brotli files the
 * server sends (apps/web/dist/assets/*.br) for every script the page loaded. The budgets are the weights reached with
 * a little room, under the speed issue's 150 / 300 KB, so no change makes a page heavier unnoticed;
 * docs/decisions/0091-page-weight-budgets.md says what left the pages. The form's files are counted too: a phone
 * fetches them in rounds of six, and its first screen's code is one chunk (vite.config.ts) rather than many.
 */

const assets = fileURLToPath(new URL('../../apps/web/dist/assets/', import.meta.url));
const KB = 1024;
const BUDGETS = { login: 145 * KB, applicationForm: 298 * KB } as const;
const APPLICATION_FORM_FILES = 30;

type Weight = { files: number; raw: number; brotli: number; largest: [string, number][] };

/**
 * Opens `url` and sums the scripts it loaded once `drawn` (what shows the first screen is there) is on the page and
 * the network has settled: the network alone can rest before the page has asked for its later code.
 */
async function scriptWeight(page: Page, url: string, drawn: Locator): Promise<Weight> {
  const scripts = new Set<string>();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) scripts.add(path.basename(pathname));
  });
  await page.goto(url);
  await expect(drawn).toBeVisible();
  await page.waitForLoadState('networkidle');
  const weight: Weight = { files: scripts.size, raw: 0, brotli: 0, largest: [] };
  for (const file of scripts) {
    const raw = statSync(path.join(assets, file)).size;
    const brotli = path.join(assets, `${file}.br`);
    weight.raw += raw;
    // Files under 1 KB are not pre-compressed (vite.config.ts): they are sent as they are.
    const sent = existsSync(brotli) ? statSync(brotli).size : raw;
    weight.brotli += sent;
    weight.largest.push([file, sent]);
  }
  // WEIGHT_LIST=40 lists every script, to see where a page grew.
  weight.largest = weight.largest.sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.WEIGHT_LIST ?? 5));
  return weight;
}

function report(name: string, weight: Weight, budget: number) {
  const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
  console.log(
    `${name}: ${weight.files} scripts, ${kb(weight.raw)} raw, ${kb(weight.brotli)} Brotli (budget ${kb(budget)})`,
  );
  for (const [file, size] of weight.largest) console.log(`  ${kb(size).padStart(9)}  ${file}`);
}

test.describe('page weight', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the login page stays within its JavaScript budget', async ({ page }) => {
    const weight = await scriptWeight(page, '/', page.getByTestId('phone-input'));
    report('login page', weight, BUDGETS.login);
    expect(weight.brotli).toBeLessThanOrEqual(BUDGETS.login);
  });

  test("the applicant's home, permit, result and appeal pages load no zod: only forms need it", async ({ page }) => {
    await signIn(page, await registerApplicant(page.request));
    const scripts = new Map<string, string>();
    page.on('response', async (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) scripts.set(pathname, await response.text());
    });
    for (const [url, heading] of [
      ['/home', 'Onlayn qabul portaliga xush kelibsiz'],
      ['/home/allowance', 'Imtihon ruxsatnomasi'],
      ['/home/result', 'Imtihon natijalari'],
      // A new applicant may not appeal: the page says so, without the appeal's form.
      ['/home/appeal', 'Apellyatsiya'],
    ]) {
      await page.goto(url);
      await expect(page.locator('h1.MuiTypography-root', { hasText: heading })).toBeVisible();
      await page.waitForLoadState('networkidle');
    }
    expect(scripts.size).toBeGreaterThan(5);
    // zod's classes keep their names through minification.
    const withZod = [...scripts].filter(([, text]) => text.includes('$ZodObject')).map(([file]) => file);
    expect(withZod).toEqual([]);
  });

  test('the application form stays within its JavaScript budget', async ({ page }) => {
    await signIn(page, await registerApplicant(page.request));
    // The first section's last field: the form's code, its lists and the upload's are all asked for by then.
    const weight = await scriptWeight(page, '/home/application', page.getByTestId('field-photo'));
    report('application form', weight, BUDGETS.applicationForm);
    expect(weight.brotli).toBeLessThanOrEqual(BUDGETS.applicationForm);
    expect(weight.files).toBeLessThanOrEqual(APPLICATION_FORM_FILES);
  });
});
