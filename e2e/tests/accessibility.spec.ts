import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import axe from 'axe-core';
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
  '/admin/admin-notifications',
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

/**
 * The rules that can fail this audit: those that report serious or critical violations, and heading-order. A rule's
 * impact is the impact of every violation it reports (axe's finalizeRuleResult), so running only these finds the
 * same failures as running all, in about a third less time. axe does not publish the impact through its API.
 */
const AUDITED_RULES = (() => {
  type TRule = { id: string; impact?: string; enabled: boolean; tags: string[] };
  const audit = (axe as unknown as { _audit?: { rules?: TRule[]; tagExclude?: string[] } })._audit;
  // What a default run leaves out (rules off by default, experimental and deprecated ones) stays out.
  const audited = (audit?.rules ?? [])
    .filter(({ enabled, tags }) => enabled && !tags.some((tag) => audit?.tagExclude?.includes(tag)))
    .filter(({ id, impact }) => impact === 'serious' || impact === 'critical' || id === 'heading-order')
    .map(({ id }) => id);
  if (!audited.includes('color-contrast') || !audited.includes('heading-order')) {
    throw new Error(`axe-core ${axe.version} no longer tells its rules' impact: audit with every rule instead`);
  }
  return audited;
})();

type Finding = { page: string; rule: string; impact: string; targets: string[] };

/** What the audited rules report on the page as it stands: serious and critical violations, skipped heading levels. */
async function findings(page: Page, url: string): Promise<Finding[]> {
  const results = await new AxeBuilder({ page }).withRules(AUDITED_RULES).analyze();
  return results.violations.map((violation) => ({
    page: url,
    rule: `${violation.id}: ${violation.help}`,
    impact: violation.impact ?? '',
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

async function audit(page: Page, url: string): Promise<Finding[]> {
  await page.goto(url);
  await expect(page.locator('h1').first()).toBeVisible();
  // Lists and forms load after the heading (the form section by section): wait until the data has arrived and no
  // spinner is left.
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  return findings(page, url);
}

async function auditAll(page: Page, urls: string[]) {
  const findings: Finding[] = [];
  for (const url of urls) findings.push(...(await audit(page, url)));
  // The tally, for the report: pages checked and serious/critical findings.
  console.log(`axe ${test.info().title}: ${urls.length} pages, ${findings.length} findings`);
  return findings;
}

test('the audit finds a serious violation and a skipped heading level', async ({ page }) => {
  await page.setContent(
    '<html lang="en"><title>t</title><main><h1>Title</h1><h3>Skipped</h3><img src="data:,"></main></html>',
  );
  const found = await findings(page, 'inline');
  expect(found.map(({ rule, impact }) => `${rule.split(':')[0]} ${impact}`).sort()).toEqual([
    'heading-order moderate',
    'image-alt critical',
  ]);
});

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
