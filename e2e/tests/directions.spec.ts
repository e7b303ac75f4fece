import type { Page } from '@playwright/test';
import { sampleApplication } from '@qabul/contract/application/sample';
import {
  createStaff,
  digits,
  getJson,
  login,
  pinflOf,
  sampleReferences,
  uploadDocuments,
} from '../support/applications';
import { expect, mailsTo, registerApplicant, shotPath, signIn, test } from '../support/fixtures';
import { streamOpened, watchForReloads } from '../support/live';

/**
 * Ranked directions, live status and notifications together (issue 46): the applicant adds two directions after the
 * main one and reorders them with the buttons, submits; with the applicant's home open, a verifier in another browser
 * sees the ranking and accepts into the third choice; the home page says so without a reload, the form too, and the
 * acceptance's e-mail reaches the test SMTP server in the applicant's language.
 */

type Lookup = { id: number; name: string };

const TEXTS = {
  en: {
    choice: (rank: number) => `Choice ${rank}`,
    add: 'Add a direction',
    submit: 'Submission of documents',
    acceptedMail: 'Your application was accepted',
  },
  uz: {
    choice: (rank: number) => `${rank}-tanlov`,
    add: "Yo'nalish qo'shish",
    submit: 'Hujjatlarni topshirish',
    acceptedMail: 'Arizangiz tasdiqlandi',
  },
  ru: {
    choice: (rank: number) => `Выбор ${rank}`,
    add: 'Добавить направление',
    submit: 'Подать документы',
    acceptedMail: 'Ваше заявление принято',
  },
} as const;

/** Picks `option` in the n-th select of a direction's card (0 faculty, 1 language). */
async function choose(page: Page, rank: number, select: 0 | 1, option: string) {
  await page.getByTestId(`direction-${rank}`).getByRole('combobox').nth(select).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  // The list closes with a transition: a tap meanwhile would land on its backdrop.
  await expect(page.getByRole('listbox')).toBeHidden();
}

for (const [width, locale] of [
  [1280, 'en'],
  [360, 'uz'],
  [360, 'ru'],
] as const) {
  test.describe(`at ${width} px in ${locale}`, () => {
    test.use({ viewport: { width, height: 900 }, locale });

    test("the applicant ranks three directions with the buttons and submits; a verifier in another browser accepts into the third; the open home page says so without a reload, and the e-mail comes in the applicant's language", async ({
      page,
      browser,
      request,
      admin,
    }) => {
      test.setTimeout(120_000);
      const text = TEXTS[locale];
      // A complete draft with its documents through the API: the form's own fill-in is application.spec.ts'.
      const applicant = await registerApplicant(request);
      const token = await login(request, applicant);
      const refs = await sampleReferences(request, token);
      await uploadDocuments(request, token);
      const email = `directions.${locale}.${digits()}@example.uz`;
      const { agreement: _agreement, ...answers } = sampleApplication(refs, {
        pinfl: pinflOf(digits()),
        passportNumber: `AA ${digits()}`,
        mobilePhone: applicant.phone,
        email,
      });
      const draft = await request.put('/api/v1/abiturient/application/draft', {
        headers: { authorization: `Bearer ${token}`, 'accept-language': locale },
        data: answers,
      });
      expect(draft.status(), await draft.text()).toBe(200);
      const id = ((await draft.json()) as { id: number }).id;

      // Names as the form lists them in this language: another faculty's first language, the main faculty's second.
      const lookup = async (path: string) => {
        const response = await request.get(`/api/v1/abiturient/education/${path}`, {
          headers: { authorization: `Bearer ${token}`, 'accept-language': locale },
        });
        expect(response.status()).toBe(200);
        return (await response.json()) as Lookup[];
      };
      const faculties = await lookup('faculty/all');
      const languagesOf = (facultyId: number) => lookup(`language/all?facultyId=${facultyId}`);
      const mainFaculty = faculties.find((f) => f.id === refs.facultyId) as Lookup;
      const otherFaculty = faculties.find((f) => f.id !== refs.facultyId) as Lookup;
      const [otherLanguage] = await languagesOf(otherFaculty.id);
      const secondLanguage = (await languagesOf(mainFaculty.id)).find((l) => l.id !== refs.languageId) as Lookup;

      await signIn(page, applicant);
      await page.goto('/home/application');
      const directions = page.getByTestId('field-extraDirections');
      await directions.scrollIntoViewIfNeeded();
      await directions.getByRole('button', { name: text.add }).click();
      await expect(page.getByTestId('direction-2')).toContainText(text.choice(2));
      await choose(page, 2, 0, otherFaculty.name);
      await choose(page, 2, 1, otherLanguage.name);
      await directions.getByRole('button', { name: text.add }).click();
      await choose(page, 3, 0, mainFaculty.name);
      await choose(page, 3, 1, secondLanguage.name);
      // Move choice 3 up by keyboard: the focus stays on the moved card's button.
      await page.getByTestId('direction-3').getByRole('button').first().focus();
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('direction-2').getByRole('combobox').nth(1)).toHaveText(secondLanguage.name);
      await expect(page.getByTestId('direction-3').getByRole('combobox').nth(1)).toHaveText(otherLanguage.name);
      // And back down with a tap, then up again: the order is the applicant's.
      await page.getByTestId('direction-2').getByRole('button').nth(1).click();
      await expect(page.getByTestId('direction-2').getByRole('combobox').nth(0)).toHaveText(otherFaculty.name);
      await page.getByTestId('direction-3').getByRole('button').first().click();
      await expect(page.getByTestId('direction-2').getByRole('combobox').nth(0)).toHaveText(mainFaculty.name);
      await page.screenshot({ path: shotPath(`directions-form-${locale}-${width}.png`), fullPage: false });

      await page.getByTestId('field-agreement').getByRole('checkbox').check();
      await page.getByRole('button', { name: text.submit }).click();
      await expect(page.getByTestId('submitted-dialog')).toBeVisible();

      // Ranks 2 and 3 as the applicant left them.
      const sent = await getJson<{ status: string; extraDirections: { educationLanguage: { id: number } }[] }>(
        request,
        token,
        'abiturient/application',
      );
      expect(sent.status).toBe('SUBMITTED');
      expect(sent.extraDirections.map((d) => d.educationLanguage.id)).toEqual([secondLanguage.id, otherLanguage.id]);

      // The applicant waits on the home page, its live stream open; nothing below reloads it.
      const opened = streamOpened(page, 'abiturient/events');
      await page.goto('/home');
      await opened;
      await expect(page.getByTestId('next-step')).toHaveAttribute('data-status', 'SUBMITTED');
      const noReload = await watchForReloads(page);

      const verifier = await createStaff(request, admin, 'ADMIN_VERIFIER');
      // The verifier, in a browser of their own, sees the ranking and accepts into the third choice.
      const staff = await browser.newPage({ locale, viewport: { width, height: 900 } });
      await staff.addInitScript((lang) => window.localStorage?.setItem('locale', lang), locale);
      await signIn(staff, verifier);
      await staff.goto(`/admin/admin-application-show/${id}`);
      const ranking = staff.getByTestId('extra-directions');
      await expect(ranking).toContainText(`${mainFaculty.name} — ${secondLanguage.name}`);
      await expect(ranking).toContainText(`${otherFaculty.name} — ${otherLanguage.name}`);
      await staff.getByTestId('review-actions').getByRole('button').first().click();
      const dialog = staff.getByTestId('confirm-dialog');
      const choices = dialog.getByTestId('accept-direction').getByRole('radio');
      await expect(choices).toHaveCount(3);
      await expect(choices.first()).toBeChecked();
      await choices.nth(2).check();
      await expect(dialog.getByTestId('confirm-text')).toContainText(`${otherFaculty.name}, ${otherLanguage.name}`);
      await staff.screenshot({ path: shotPath(`directions-accept-${locale}-${width}.png`) });
      await dialog.getByTestId('confirm-yes').click();
      await expect(dialog).toBeHidden();
      await expect(staff.getByTestId('accepted-direction')).toContainText(
        `${otherFaculty.name} — ${otherLanguage.name}`,
      );
      await staff.close();

      // The applicant's home names it without a reload.
      await expect(page.getByTestId('accepted-direction')).toContainText(
        `${otherFaculty.name} — ${otherLanguage.name}`,
      );
      await noReload();
      await page.screenshot({ path: shotPath(`directions-home-${locale}-${width}.png`) });
      await page.goto('/home/application');
      await expect(page.getByTestId('accepted-direction')).toContainText(
        `${otherFaculty.name} — ${otherLanguage.name}`,
      );
      // The acceptance's e-mail, in the language the applicant submitted in.
      await expect.poll(() => mailsTo(email).map((mail) => mail.subject)).toContain(text.acceptedMail);
    });
  });
}
