import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { digits, login, pinflOf, submittedApplication } from '../support/applications';
import { expect, registerApplicant, signIn, test } from '../support/fixtures';

/**
 * axe-core over every page of the portal, in the three languages: no serious or critical violation, and no skipped
 * heading level (axe rates it moderate; screen-reader users navigate by headings). Each page is checked once its
 * h1 is drawn and no spinner is left.
 */

const LOCALES = ['uz', 'ru', 'en'] as const;

const GUEST_PAGES = ['/', '/sign-up', '/forgot-password'];
const APPLICANT_PAGES = [
  '/home',
  '/home/application',
  '/home/allowance',
  '/home/appeal',
  '/home/personal-info',
  '/home/faq',
  '/home/help',
  '/home/statistics',
  '/home/result',
];
const ADMIN_PAGES = [
  '/admin',
  '/admin/admin-statistics',
  '/admin/admin-messages',
  '/admin/admin-members',
  '/admin/admin-admission-session',
  '/admin/admin-countries',
  '/admin/admin-regions',
  '/admin/admin-areas',
  '/admin/admin-faculties',
  '/admin/admin-education-language',
  '/admin/admin-sciences',
  '/admin/admin-certificates',
  '/admin/admin-disabilities',
  '/admin/admin-school-types',
  '/admin/admin-schools',
  '/admin/admin-education-types',
  '/admin/admin-export-import',
];

type Finding = { page: string; rule: string; impact: string; targets: string[] };

async function audit(page: Page, url: string): Promise<Finding[]> {
  await page.goto(url);
  await expect(page.locator('h1').first()).toBeVisible();
  // Lists and forms load after the heading (the form section by section): wait until the data has arrived and no
  // spinner is left.
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter(
      (violation) =>
        violation.impact === 'serious' || violation.impact === 'critical' || violation.id === 'heading-order',
    )
    .map((violation) => ({
      page: url,
      rule: `${violation.id}: ${violation.help}`,
      impact: violation.impact ?? '',
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

async function auditAll(page: Page, urls: string[]) {
  const findings: Finding[] = [];
  for (const url of urls) findings.push(...(await audit(page, url)));
  // The tally, for the report: pages checked and serious/critical findings.
  console.log(`axe ${test.info().title}: ${urls.length} pages, ${findings.length} findings`);
  return findings;
}

for (const locale of LOCALES) {
  test.describe(`axe (${locale})`, () => {
    test.use({ locale });

    test.describe.configure({ timeout: 240_000 });

    test(`guest and applicant pages, ${locale}`, async ({ page }) => {
      const findings = await auditAll(page, GUEST_PAGES);
      await signIn(page, await registerApplicant(page.request));
      findings.push(...(await auditAll(page, APPLICANT_PAGES)));
      expect(findings).toEqual([]);
    });

    test(`admin pages, ${locale}`, async ({ page, admin }) => {
      await signIn(page, admin);
      expect(await auditAll(page, ADMIN_PAGES)).toEqual([]);
    });

    test(`appeal pages with an appeal, ${locale}`, async ({ page, request, admin }) => {
      // A rejected application with an appeal: the applicant's form and sent appeal, the staff detail with it.
      const { applicant, id } = await submittedApplication(request, {
        pinfl: pinflOf(digits()),
        passportNumber: `AG ${digits()}`,
      });
      const adminHeaders = { authorization: `Bearer ${await login(request, admin)}` };
      await request.post(`/api/v1/admin/application/${id}/rejects`, {
        headers: adminHeaders,
        data: { reviews: { gpa: 'Attach the transcript' } },
      });
      await signIn(page, applicant);
      const findings = await auditAll(page, ['/home/appeal']);
      const token = await login(request, applicant);
      const sent = await request.post('/api/v1/abiturient/appeal', {
        headers: { authorization: `Bearer ${token}` },
        data: { text: 'Please review my transcript again.' },
      });
      expect(sent.status(), await sent.text()).toBe(200);
      findings.push(...(await auditAll(page, ['/home/appeal', '/home'])));
      await signIn(page, admin);
      findings.push(...(await auditAll(page, [`/admin/admin-application-show/${id}`])));
      expect(findings).toEqual([]);
    });
  });
}
