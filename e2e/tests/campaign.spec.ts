import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { E2E_ADMIN, E2E_PORT } from '../support/constants';
import { expect, registerApplicant, shotPath, signIn, test } from '../support/fixtures';
import { ownDataDir, serverDist, startOwnServer } from '../support/own-server';

/**
 * Campaign tools need applications in every status, and the staff accept/reject screens are another issue's:
 * this file runs its own server on a data directory seeded with known applications through SQL before it
 * starts (the embedded database belongs to one process at a time). It shares the main server's SMS outbox, so
 * the fixtures read sign-up codes as usual.
 */
const port = E2E_PORT + 1000;
const baseURL = `http://127.0.0.1:${port}`;
const outbox = process.env.E2E_SMS_OUTBOX as string;
const ACCEPTED = 12;

const SEED_SQL = `
  insert into members (phone, password_hash, role)
  select '99893' || lpad(g::text, 7, '0'), 'seeded', 'ABITURIENT' from generate_series(1, 40) g;
  with f as (select array_agg(id order by id) ids from faculties),
       r as (select array_agg(id order by id) ids from regions where code <> ''),
       m as (select id, row_number() over (order by id) n from members where phone like '99893%')
  insert into applications (member_id, admission_session_id, status, gender, faculty_id, region_id, registration_date)
  select m.id, (select id from admission_sessions where active),
    (case when n <= ${ACCEPTED} then 'ACCEPTED' when n <= 20 then 'REJECTED' else 'SUBMITTED' end)::application_status,
    (case when n % 5 in (0, 2) then 'FEMALE' else 'MALE' end)::gender,
    f.ids[1 + n % 3], r.ids[1 + (n * n) % array_length(r.ids, 1)],
    now() - (n % 8) * interval '1 day'
  from m, f, r;`;

let stopServer: (() => Promise<void>) | undefined;
const superAdmin = { phone: E2E_ADMIN.phone, password: '' };

test.describe.configure({ mode: 'serial' });
test.use({ baseURL, locale: 'en' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const dataDir = ownDataDir('campaign');
  const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  execFileSync('node', [path.join(serverDist, 'cli.js'), 'seed'], { env, stdio: 'ignore' });
  // The seeded applicants make the database non-empty, so ADMIN_PHONE would not apply: the CLI creates the admin.
  const created = execFileSync(
    'node',
    [path.join(serverDist, 'cli.js'), 'admin', 'create', '--phone', E2E_ADMIN.phone],
    { env, encoding: 'utf8' },
  );
  superAdmin.password = /Password \(shown once\): (\S+)/.exec(created)?.[1] ?? '';
  // The same extensions as the server (apps/server/src/db/client.ts): the search index needs pg_trgm.
  const db = await PGlite.create({ dataDir: path.join(dataDir, 'pglite'), extensions: { pg_trgm } });
  await db.exec(SEED_SQL);
  await db.close();
  stopServer = (await startOwnServer({ port, dataDir })).stop;
});
test.afterAll(async () => {
  await stopServer?.();
});

test('the super admin sends a message to the accepted applicants and sees the campaign finish', async ({ page }) => {
  await signIn(page, superAdmin);
  await page.goto('/admin/admin-messages');
  const text = `Tabriklaymiz, siz qabul qildingiz! Oʻqishga xush kelibsiz. Imtihon sanasi SMS orqali keladi ${Date.now().toString(36)}`;
  await page.getByTestId('message-body').fill(text);
  await expect(page.getByTestId('message-counter')).toHaveText(`${text.length} / 400 characters`);
  // oʻ (U+02BB) is outside GSM-7: over 70 characters the provider bills UCS-2 parts of 67.
  expect(text.length).toBeGreaterThan(70);
  await expect(page.getByTestId('message-parts')).toHaveText(
    `SMS parts billed: ${Math.ceil(text.length / 67)} (UCS-2)`,
  );
  await page.getByTestId('message-target').click();
  await page.getByTestId('message-target-ACCEPTED').click();
  await page.getByRole('button', { name: 'Send' }).click();
  // Nothing leaves before the confirmation, which names the group.
  const confirmation = page.getByRole('dialog', { name: 'Send the message?' });
  await expect(confirmation.getByTestId('message-confirm-target')).toHaveText('To: Accepted');
  await expect(confirmation).toContainText('Applicants accepted in the current admission');
  await confirmation.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirmation).toBeHidden();
  await expect(page.getByTestId('campaign-row').filter({ hasText: text })).toHaveCount(0);
  await expect(page.getByTestId('message-body')).toHaveValue(text);
  await page.getByRole('button', { name: 'Send' }).click();
  await confirmation.getByRole('button', { name: 'Send' }).click();

  await expect(page.getByTestId('snackbar-success')).toHaveText('Message send success!');
  await expect(page.getByTestId('message-body')).toHaveValue('');
  const row = page.getByTestId('campaign-row').filter({ hasText: text });
  await expect(row).toContainText('Accepted');
  // dd.mm.yyyy HH:mm, as every date and time of the portal (spec §9), whatever the browser's locale data.
  await expect(row).toContainText(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
  await expect(row.getByTestId('campaign-state')).toHaveText('Finished', { timeout: 20_000 });
  await expect(row.getByTestId('campaign-progress')).toHaveText(
    `Sent ${ACCEPTED} of ${ACCEPTED} · failed 0 · waiting 0`,
  );
  const delivered = readFileSync(outbox, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { to: string; text: string })
    .filter((message) => message.text === text);
  expect(delivered).toHaveLength(ACCEPTED);
  expect(new Set(delivered.map((m) => m.to)).size).toBe(ACCEPTED);
  await page.screenshot({ path: shotPath('campaign-messages-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(row.getByTestId('campaign-progress')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: shotPath('campaign-messages-360.png'), fullPage: true });
});

test('the statistics page shows its four parts with data, on a desktop and at 360 px', async ({ page }) => {
  await signIn(page, superAdmin);
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
    await page.goto('/admin/admin-statistics');
    await expect(page.getByTestId('statistics-daily').locator('.MuiLineChart-line').first()).toBeVisible();
    await expect(page.getByTestId('statistics-daily')).toContainText('To be review');
    // The figures are counted every 30 s on the server, unlike the live application list: the page says so.
    await expect(page.getByTestId('statistics-freshness')).toHaveText(
      'The figures are counted again every 30 seconds: an application just sent may take that long to appear here.',
    );
    const gender = page.getByTestId('statistics-gender');
    await expect(gender).toContainText('Boys');
    await expect(gender).toContainText('Girls');
    await expect(gender.locator('path.MuiPieChart-arc')).toHaveCount(2);
    const regions = page.getByTestId('statistics-regional').locator('path[data-code]');
    await expect(regions).toHaveCount(14);
    await expect(page.getByTestId('statistics-regional')).toContainText('Natural Earth');
    const shaded = await regions.evaluateAll((paths) => paths.filter((p) => Number(p.dataset.quantity) > 0).length);
    expect(shaded).toBeGreaterThan(3);
    await page.locator('path[data-code="UZ-TK"]').hover();
    await expect(page.getByRole('tooltip')).toContainText(/Tashkent City: \d+/);
    const faculties = page.getByTestId('faculty-row');
    await expect(faculties.first()).toBeVisible();
    await faculties.first().click();
    await expect(faculties.first()).toContainText('Accepted');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: shotPath(`campaign-statistics-${width}.png`), fullPage: true });
  }
});

test('an applicant sees the applications per faculty', async ({ page, request }) => {
  await signIn(page, await registerApplicant(request));
  await page.goto('/home/statistics');
  const totals = page.getByTestId('public-faculty-totals');
  await expect(totals.getByRole('listitem').first()).toBeVisible();
  const counts = await totals
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => Number(item.lastElementChild?.textContent)));
  expect(counts.reduce((a, b) => a + b, 0)).toBe(40);
});
