import { expect, fillPhone, lastSmsCode, randomPhone, test } from '../support/fixtures';

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

test('without a token the applicant area sends the visitor to the login page', async ({ page }) => {
  await page.goto('/home/application');
  await expect(page).toHaveURL('/');
});
