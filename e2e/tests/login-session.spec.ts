import { expect, fillPhone, registerApplicant, signIn, test } from '../support/fixtures';

/** The session in an HttpOnly cookie (docs/decisions/0201), as a browser sees it. */
test.use({ locale: 'en' });

const WELCOME = 'Welcome to the online admission portal';

test('the session lives in an HttpOnly cookie no script can read, and logout clears it', async ({ page }) => {
  const credentials = await registerApplicant(page.request);
  await page.goto('/');
  await fillPhone(page, credentials.phone);
  await page.getByTestId('password-input').fill(credentials.password);
  await page.getByTestId('password-input').press('Enter');
  await expect(page.getByRole('heading', { name: WELCOME })).toBeVisible();

  const cookies = await page.context().cookies();
  const session = cookies.find((cookie) => cookie.name === 'qabul_session');
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
  expect(cookies.find((cookie) => cookie.name.startsWith('qabul_device_'))).toMatchObject({ httpOnly: true });
  const readable = await page.evaluate(() => document.cookie);
  expect(readable).not.toContain(session?.value);
  expect(readable).not.toContain('qabul_session');
  expect(readable).not.toContain('qabul_device_');
  expect(readable).toMatch(/(^|; )qabul_signed_in=\w+/);

  await page.getByTestId('logout').click();
  await expect(page).toHaveURL('/');
  const after = (await page.context().cookies()).map((cookie) => cookie.name);
  expect(after).not.toContain('qabul_session');
  expect(after).not.toContain('qabul_signed_in');
  await page.goto('/home');
  await expect(page).toHaveURL('/');
});

test('a form posted from another site does not end the session', async ({ page, baseURL }) => {
  await signIn(page, await registerApplicant(page.request));
  await page.route('http://evil.example/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<form method="post" action="${baseURL}/api/v1/auth/logout"><button>Win a prize</button></form>`,
    }),
  );
  await page.goto('http://evil.example/');
  const [answer] = await Promise.all([
    page.waitForResponse((response) => response.url().endsWith('/api/v1/auth/logout')),
    page.getByRole('button', { name: 'Win a prize' }).click(),
  ]);
  // SameSite=Strict keeps the cookie back (401); had it come, the Origin check would refuse the request (403).
  expect([401, 403]).toContain(answer.status());
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: WELCOME })).toBeVisible();
});

test('a session from before the upgrade, in the old script-readable cookie, survives it', async ({
  page,
  request,
  baseURL,
}) => {
  const { phone, password } = await registerApplicant(request);
  // Logged in on another client: this browser has only the old `token` cookie the web app used to write.
  const login = await request.post('/api/v1/auth/login', { data: { username: phone, password } });
  const { token } = (await login.json()) as { token: string };
  await page.context().addCookies([{ name: 'token', value: token, url: baseURL as string, sameSite: 'Strict' }]);

  await page.goto('/home');
  await expect(page.getByRole('heading', { name: WELCOME })).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'qabul_session')).toMatchObject({ value: token, httpOnly: true });
  expect(cookies.map((cookie) => cookie.name)).not.toContain('token');
  expect(await page.evaluate(() => document.cookie)).not.toContain(token);
});

test("a staff tab left open while an applicant signs in beside it leaves for the applicant's area, and does not sign them out", async ({
  page,
  admin,
}) => {
  await signIn(page, admin);
  await page.goto('/admin/admin-regions');
  await expect(page.getByRole('columnheader', { name: 'Active', exact: true })).toBeVisible();
  // Another tab of the same browser: an applicant signs in there, and the browser's session becomes theirs.
  const applicantTab = await page.context().newPage();
  await signIn(applicantTab, await registerApplicant(applicantTab.request));
  await applicantTab.goto('/home');
  await expect(applicantTab.locator('main h1')).toBeVisible();
  // The staff tab asks for a staff page's data under the applicant's session, which the server refuses (403).
  const [refusal] = await Promise.all([
    page.waitForResponse((response) => response.url().includes('/api/v1/admin/')),
    page.locator('a[href="/admin/admin-countries"]').click(),
  ]);
  expect(refusal.status()).toBe(403);
  // It starts again as the browser's session: the applicant's.
  await expect(page.getByRole('heading', { name: WELCOME })).toBeVisible();
  await expect(page).toHaveURL('/home');
  // The applicant is still signed in, in their own tab too.
  await applicantTab.reload();
  await expect(applicantTab).toHaveURL('/home');
  await expect(applicantTab.locator('main h1')).toBeVisible();
  expect((await page.context().cookies()).map((cookie) => cookie.name)).toContain('qabul_signed_in');
});
