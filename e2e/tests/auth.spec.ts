import { expect, fillPhone, lastSmsCode, randomPhone, registerApplicant, test } from '../support/fixtures';

const texts = {
  uz: { signUp: "Ro'yxatdan o'tish", welcome: 'Onlayn qabul portaliga xush kelibsiz', admin: 'Arizalar' },
  en: { signUp: 'Sign up', welcome: 'Welcome to the online admission portal', admin: 'Applications' },
} as const;

for (const locale of ['uz', 'en'] as const) {
  test.describe(`auth in ${locale}`, () => {
    test.use({ locale });

    test('an applicant signs up, logs in with the SMS code and lands on /home', async ({ page }) => {
      const phone = randomPhone();
      await page.goto('/');
      await fillPhone(page, phone);
      await page.getByRole('link', { name: texts[locale].signUp }).click();
      await expect(page).toHaveURL(`/sign-up?phone=${phone}`);
      // The phone travels in the query and shows through the Uzbek mask +998(xx) xxx-xx-xx (spec §5).
      const [, code, a, b, c] = /^998(\d\d)(\d{3})(\d\d)(\d\d)$/.exec(phone) ?? [];
      await expect(page.getByTestId('phone-input')).toHaveValue(`+998(${code}) ${a}-${b}-${c}`);
      await page.getByTestId('sign-up-form').getByRole('button', { name: texts[locale].signUp }).click();

      // Back on the login page with the phone filled in and the password focused (spec §2).
      await expect(page).toHaveURL(`/?phone=${phone}`);
      await expect(page.getByTestId('password-input')).toBeFocused();
      await page.getByTestId('password-input').fill(await lastSmsCode(phone));
      await page.getByTestId('password-input').press('Enter');

      await expect(page).toHaveURL('/home');
      await expect(page.getByRole('heading', { name: texts[locale].welcome })).toBeVisible();
    });

    test('the super admin logs in and lands on /admin', async ({ page, admin }) => {
      await page.goto('/');
      await fillPhone(page, admin.phone);
      await page.getByTestId('password-input').fill('wrong-password-1');
      await page.getByTestId('password-input').press('Enter');
      await expect(page.getByTestId('login-error')).toBeVisible();
      await expect(page).toHaveURL('/');

      await page.getByTestId('password-input').fill(admin.password);
      await page.getByTestId('password-input').press('Enter');
      await expect(page).toHaveURL('/admin');
      await expect(page.getByRole('link', { name: texts[locale].admin }).first()).toBeVisible();
    });
  });
}

test.describe('forgot password (en)', () => {
  test.use({ locale: 'en' });

  test('texts a new password; the old one works till the new one is used, then only the new one', async ({
    page,
    request,
  }) => {
    const { phone, password: oldPassword } = await registerApplicant(request);
    const logIn = async (password: string) => {
      await page.goto(`/?phone=${phone}`);
      await page.getByTestId('password-input').fill(password);
      await page.getByTestId('password-input').press('Enter');
    };
    await page.goto('/');
    await fillPhone(page, phone);
    await page.getByRole('link', { name: 'Forgot password' }).click();
    await expect(page).toHaveURL(`/forgot-password?phone=${phone}`);
    await expect(page.getByText('your current password keeps working until you log in with the new one')).toBeVisible();
    await page.getByTestId('forgot-password-form').getByRole('button', { name: 'Send a new password' }).click();
    await expect(page).toHaveURL(`/?phone=${phone}`);
    await expect(page.getByText('The password was sent by SMS')).toBeVisible();
    const newPassword = await lastSmsCode(phone);
    expect(newPassword).not.toBe(oldPassword);

    // Someone else asking for a reset cannot lock the owner out.
    await logIn(oldPassword);
    await expect(page).toHaveURL('/home');
    await page.context().clearCookies();

    await logIn(newPassword);
    await expect(page).toHaveURL('/home');
    await page.context().clearCookies();
    await logIn(oldPassword);
    await expect(page.getByTestId('login-error')).toBeVisible();
    await expect(page).toHaveURL(`/?phone=${phone}`);
  });
});

test('without a token the applicant area sends the visitor to the login page', async ({ page }) => {
  await page.goto('/home/application');
  await expect(page).toHaveURL('/');
});

test.describe('the login page (en)', () => {
  test.use({ locale: 'en' });

  test('shows the demo contacts marked as demo and a country menu loaded on demand', async ({ page }) => {
    await page.goto('/');
    // No settings file in the browser tests: the embedded demo's placeholders (docs/settings.md).
    const contacts = page
      .getByRole('group', { name: 'Admissions office contacts' })
      .or(page.getByLabel('Admissions office contacts'));
    await expect(contacts.getByText('(demo contacts)').first()).toBeAttached();
    await expect(page.getByRole('link', { name: /^Phone: / }).first()).toHaveAttribute('href', /^tel:\+998\d{9}$/);

    // The country list (with libphonenumber-js) is fetched only when the menu is opened.
    const countryButton = page.getByRole('button', { name: 'Country code: UZ' });
    await countryButton.click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem').first()).toHaveText('Uzbekistan (+998)');
    await menu.getByRole('menuitem', { name: 'Kazakhstan (+7)' }).click();
    await expect(page.getByRole('button', { name: 'Country code: KZ' })).toBeVisible();
    await expect(page.getByTestId('phone-input')).toHaveAttribute('placeholder', /^\+7/);
  });

  test('a number typed with its dial code, digit by digit, is read as the dial code and the number', async ({
    page,
  }) => {
    await page.goto('/');
    const input = page.getByTestId('phone-input');
    // As a person types (the mask reads the caret between keystrokes); the tenth digit is one more than the mask holds.
    await input.pressSequentially('998901234567', { delay: 30 });
    await expect(input).toHaveValue('+998(90) 123-45-67');
    await page.getByRole('link', { name: texts.en.signUp }).click();
    await expect(page).toHaveURL('/sign-up?phone=998901234567');
    // A number that itself begins with 998 fills the mask as typed.
    await page.goto('/');
    await input.pressSequentially('998123456', { delay: 30 });
    await expect(input).toHaveValue('+998(99) 812-34-56');
  });
});

// A context of its own: the fixture's page sets the language before every load, which would undo the switch.
test('the language switcher loads its list on demand and reloads the page in the chosen language', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Kirish' })).toBeVisible();
  // The list (MUI's Menu and Modal) is not part of the login page's first download.
  expect(scripts.some((url) => url.includes('/language-menu-'))).toBe(false);

  await page.getByRole('button', { name: 'Interfeys tili: UZ' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText(["O'zbekcha", 'Русский', 'English']);
  expect(scripts.some((url) => url.includes('/language-menu-'))).toBe(true);
  await menu.getByRole('menuitem', { name: 'Русский' }).click();

  await expect(page.getByRole('heading', { name: 'Вход' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('ru');

  // Escape closes the list without a change and gives the focus back to the switcher.
  const switcher = page.getByRole('button', { name: 'Язык интерфейса: RU' });
  await switcher.click();
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(switcher).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Вход' })).toBeVisible();
  await context.close();
});
