import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, registerApplicant, shotPath, signIn, test } from '../support/fixtures';

/** The application form's section navigator and its review step (issue: the form is one long scroll on a phone). */

const navigator = (page: Page) => page.getByTestId('section-navigator');
const sectionLink = (page: Page, number: number) => page.getByTestId(`navigator-section-${number}`);
const input = (page: Page, name: string) => page.getByTestId(`field-${name}`).locator('input, textarea').first();

async function openForm(page: Page) {
  await signIn(page, await registerApplicant(page.request));
  await page.goto('/home/application');
  await expect(page.getByTestId('application-form')).toBeVisible();
}

for (const width of [360, 1280]) {
  test.describe(`at ${width} px (en)`, () => {
    test.use({ locale: 'en', viewport: { width, height: width === 360 ? 740 : 900 } });

    test('the navigator jumps to a section, marks errors and the review step links to a missing field', async ({
      page,
    }) => {
      await openForm(page);
      await expect(navigator(page).getByRole('link')).toHaveCount(7);

      // A jump brings the section's heading under the sticky bars and gives it the focus.
      await sectionLink(page, 5).click();
      const heading = page.getByRole('heading', { name: 'Secondary education' });
      await expect(heading).toBeFocused();
      await expect(heading).toBeInViewport();
      await expect(sectionLink(page, 5)).toHaveAttribute('aria-current', 'location');
      // The bar stays on screen while the page scrolls.
      await expect(navigator(page)).toBeInViewport();

      // Nothing is marked as an error before the applicant has been shown one.
      await expect(navigator(page).locator('[data-mark="error"]')).toHaveCount(0);
      // The optional certificate section is complete from the start.
      await expect(sectionLink(page, 6)).toHaveAttribute('data-mark', 'done');

      // The review step lists what is missing; its link takes the applicant to the field.
      const review = page.getByTestId('review-step');
      await expect(review).toContainText('Check before sending');
      await review.getByRole('button', { name: 'Last name' }).click();
      await expect(input(page, 'lastName')).toBeFocused();

      // A submit attempt marks every section with missing fields.
      await page.getByRole('button', { name: 'Submission of documents' }).click();
      await expect(sectionLink(page, 1)).toHaveAttribute('data-mark', 'error');
      await expect(sectionLink(page, 1)).toHaveAccessibleName('1 Personal information (has errors)');
      await expect(sectionLink(page, 6)).toHaveAttribute('data-mark', 'done');

      // Filling the personal names clears them from the review list.
      for (const [name, value] of [
        ['lastName', 'KARIMOV'],
        ['firstName', 'ANVAR'],
        ['middleName', 'BAKHTIYOROVICH'],
      ]) {
        await input(page, name).fill(value);
      }
      await expect(review.getByRole('button', { name: 'Last name' })).toHaveCount(0);
      await expect(review.getByRole('button', { name: 'Date of birth' })).toBeVisible();

      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      await page.screenshot({ path: shotPath(`form-navigator-${width}.png`) });
      await review.scrollIntoViewIfNeeded();
      await page.screenshot({ path: shotPath(`form-review-step-${width}.png`) });

      const axe = await new AxeBuilder({ page }).analyze();
      const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
    });
  });
}

test.describe('on a slow phone (en)', () => {
  test.use({ locale: 'en', viewport: { width: 360, height: 740 } });

  test('a jump made while the sections are still being drawn lands on its section once it is there', async ({
    page,
  }) => {
    // A CPU six times slower draws the sections over a few hundred milliseconds, so the tap comes before the last.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await openForm(page);
    await sectionLink(page, 7).click();
    const heading = page.getByRole('heading', { name: 'Choice of study' });
    // Drawn at a sixth of a slow CI machine's speed, the seven sections can take longer than the usual 10 s: what is
    // tested is where the jump lands, not how soon.
    await expect(heading).toBeFocused({ timeout: 40_000 });
    await expect(heading).toBeInViewport();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  });
});

test.describe('a phone drawing the form (en)', () => {
  test.use({ locale: 'en', viewport: { width: 360, height: 740 } });

  test('draws the first section at once, the next when scrolled near, and the rest when idle', async ({ page }) => {
    await openForm(page);
    const sections = page.locator('[data-testid="application-form"] section[data-section]');
    await expect(page.getByTestId('field-photo')).toBeVisible();
    // The first section only: the others wait to be reached, or for the page to rest.
    await expect(sections).toHaveCount(1);
    await expect(page.getByTestId('sections-ahead')).toBeAttached();

    // Scrolled to the end of the first section, the applicant finds the second one drawn.
    await page.getByTestId('field-photo').scrollIntoViewIfNeeded();
    await expect(page.getByRole('heading', { name: 'Location' })).toBeVisible();

    // Left alone, the page draws the rest, up to the submit button.
    await expect(sections).toHaveCount(7);
    await expect(page.getByTestId('sections-ahead')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Submission of documents' })).toBeAttached();
  });
});
