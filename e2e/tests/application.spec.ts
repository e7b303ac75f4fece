import { deflateSync } from 'node:zlib';
import type { Locator, Page } from '@playwright/test';
import { expect, registerApplicant, shotPath, signIn, test } from '../support/fixtures';
import { layoutShift, watchLayoutShift } from '../support/layout-shift';

/** A real, decodable PNG (solid colour, 8-bit RGB), so the browser's image compression has something to draw. */
function makePng(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit, truecolour, deflate, no filter, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0xc8)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The smallest PDF a viewer opens: one empty page. */
function makePdf(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
}

const field = (page: Page, name: string) => page.getByTestId(`field-${name}`);
const input = (page: Page, name: string) => field(page, name).locator('input, textarea').first();

/** Picks `option` in a searchable catalogue list after typing `search`. */
async function choose(page: Page, name: string, search: string, option: string | RegExp) {
  const box = field(page, name).getByRole('combobox');
  await expect(box).toBeEnabled();
  await box.fill(search);
  await page
    .getByRole('option', { name: option, exact: typeof option === 'string' })
    .first()
    .click();
}

async function select(page: Page, name: string, option: string) {
  await field(page, name).getByRole('combobox').click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function upload(page: Page, kind: string, name: string, mimeType: string, buffer: Buffer) {
  const box = page.getByTestId(`upload-${kind}`);
  await box.locator('input[type="file"]').setInputFiles({ name, mimeType, buffer });
  await expect(box.getByRole('link', { name: 'View' })).toBeVisible();
}

async function phone(page: Page, name: string, national: string) {
  await field(page, name).getByTestId('phone-input').fill(national);
}

async function isFocused(locator: Locator) {
  return locator.evaluate((element) => element === document.activeElement);
}

test.use({ locale: 'en' });

test('a new applicant fills in the whole form, fixes the errors, submits and sees the Waiting status', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signIn(page, await registerApplicant(request));
  await page.goto('/home/application');
  await expect(page.getByRole('heading', { name: 'Application', level: 1 })).toBeVisible();

  // 1. Personal information. Names are upper-cased as typed; the birth date goes through the dd.mm.yyyy mask.
  await input(page, 'lastName').fill('karimov');
  await expect(input(page, 'lastName')).toHaveValue('KARIMOV');
  await input(page, 'firstName').fill('ALISHER');
  await input(page, 'middleName').fill('BAKHTIYOROVICH');
  await input(page, 'birthDate').fill('17052000');
  await expect(input(page, 'birthDate')).toHaveValue('17.05.2000');
  await select(page, 'gender', 'Male');
  await choose(page, 'disability', 'Disability group II', 'Disability group II');
  // A disability other than "none" asks for a note; "none" hides it again (spec §5).
  await expect(input(page, 'disabilityNote')).toBeVisible();
  await choose(page, 'disability', 'No disab', 'No disability');
  await expect(field(page, 'disabilityNote')).toHaveCount(0);
  // The photo is compressed in a Web Worker (the form keeps answering while a phone shrinks a photo).
  const compressor = page.waitForEvent('worker', (worker) => worker.url().includes('compress-image.worker'));
  await upload(page, 'PHOTO_FILE', 'photo.png', 'image/png', makePng(350, 450));
  await compressor;

  // The draft is saved as the applicant types: a reload keeps the answers.
  await expect(page.getByTestId('draft-status')).toHaveText('Draft saved');
  await page.reload();
  await expect(input(page, 'lastName')).toHaveValue('KARIMOV');
  await expect(input(page, 'birthDate')).toHaveValue('17.05.2000');
  await expect(page.getByTestId('upload-PHOTO_FILE').getByRole('img')).toBeVisible();

  // 2. Location: a new country clears the region and the city (spec §4).
  await choose(page, 'country', 'Uzbekistan', /Uzbekistan/);
  await choose(page, 'region', 'Tashkent City', 'Tashkent City');
  await choose(page, 'city', 'Yunusobod', 'Yunusobod District');
  await choose(page, 'country', 'Kazakhstan', /Kazakhstan/);
  await expect(input(page, 'region')).toHaveValue('');
  await expect(input(page, 'city')).toHaveValue('');
  await choose(page, 'country', 'Uzbekistan', /Uzbekistan/);
  await choose(page, 'region', 'Tashkent City', 'Tashkent City');
  await choose(page, 'city', 'Yunusobod', 'Yunusobod District');
  await input(page, 'addressLine').fill('Amir Temur street 1, apartment 5');

  // 3. Citizen information; the PINFL is wrong for now.
  await choose(page, 'citizenship', 'Uzbekistan', /Uzbekistan/);
  await input(page, 'nationality').fill('Uzbek');
  await input(page, 'passportNumber').fill('aa1234567');
  await expect(input(page, 'passportNumber')).toHaveValue('AA 1234567');
  await input(page, 'pinfl').fill('1234567');
  await upload(page, 'PASSPORT_FILE', 'passport.png', 'image/png', makePng(400, 300));

  // 4. Contact: the personal phone is the login phone already.
  await expect(field(page, 'mobilePhone').getByTestId('phone-input')).toHaveValue(/^\+998\(90\)/);
  await phone(page, 'fatherPhone', '901112233');
  await phone(page, 'motherPhone', '911112233');
  // The optional contacts: an address that is not one is refused as typed; a username without its @ gets one.
  await expect(input(page, 'email')).toHaveAttribute('inputmode', 'email');
  await input(page, 'email').fill('alisher.karimov@');
  await input(page, 'email').blur();
  await expect(field(page, 'email')).toContainText('Enter a valid e-mail address');
  await input(page, 'email').fill('Alisher.Karimov@Example.uz');
  await expect(field(page, 'email')).not.toContainText('Enter a valid');
  await input(page, 'telegram').fill('alisher_k');

  // 5. Secondary education; the GPA is out of range for now.
  await choose(page, 'schoolCountry', 'Uzbekistan', /Uzbekistan/);
  await choose(page, 'schoolRegion', 'Tashkent City', 'Tashkent City');
  await choose(page, 'schoolCity', 'Mirobod', 'Mirobod District');
  await choose(page, 'schoolType', 'University in', 'University in Uzbekistan');
  await input(page, 'schoolName').fill('National University of Uzbekistan');
  await input(page, 'graduatedDirection').fill('Applied mathematics');
  await input(page, 'gpa').fill('5.1');
  await select(page, 'graduationYear', '2022');
  await input(page, 'highSchoolDiplomaNumber').fill('B 1234567');
  await upload(page, 'HIGH_SCHOOL_DIPLOMA_FILE', 'diploma.png', 'image/png', makePng(400, 300));
  await upload(page, 'HIGH_SCHOOL_DIPLOMA_APPENDIX_FILE', 'appendix.pdf', 'application/pdf', makePdf());

  // 6. Certificate: "none" zeroes and locks the score and number.
  await choose(page, 'foreignLanguageProficiency', 'IELTS', 'IELTS');
  await expect(input(page, 'score')).toBeEnabled();
  // The scale is shown, and a band typed without its point is refused before it is sent.
  await expect(field(page, 'score')).toContainText('Accepted scores: 5.5 to 9');
  await input(page, 'score').fill('75');
  await input(page, 'score').blur();
  await expect(field(page, 'score')).toContainText('The score is above the highest possible for this certificate');
  // The range stays under the error: it says what to type instead.
  await expect(field(page, 'score')).toContainText('Accepted scores: 5.5 to 9');
  await choose(page, 'foreignLanguageProficiency', 'No cert', 'No certificate');
  await expect(input(page, 'score')).toHaveValue('0');
  await expect(input(page, 'score')).toBeDisabled();
  await expect(input(page, 'certificateNumber')).toHaveValue('0');

  // 7. Choice of study: the language shows its science complex.
  await choose(page, 'educationFaculty', 'Computer', 'Computer Science (demo)');
  await choose(page, 'educationLanguage', 'English', 'English');
  await expect(page.getByTestId('science-complex')).toContainText('Mathematics and Computer Science (demo)');

  // The review step above the agreement lists what is missing, re-checked 300 ms after a change: once the language
  // has left its list, the checkbox no longer moves (the agreement itself is never in the list).
  await expect(page.getByTestId('review-step')).not.toContainText('Language of instruction');
  await field(page, 'agreement').getByRole('checkbox').check();
  const submit = page.getByRole('button', { name: 'Submission of documents' });
  await submit.click();

  // The contract's messages show; the page goes to the first error in page order and focuses it.
  await expect(field(page, 'pinfl')).toContainText('The PINFL must be exactly 14 digits');
  await expect(field(page, 'gpa')).toContainText('The GPA must be from 1.0 to 5.0');
  await expect.poll(() => isFocused(input(page, 'pinfl'))).toBe(true);
  await page.setViewportSize({ width: 360, height: 780 });
  await page.screenshot({ path: shotPath(`application-errors-360.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // A PINFL of the right length that does not match the birth date is caught as well (spec §5, contract).
  await input(page, 'pinfl').fill('31705001234561');
  await expect(field(page, 'pinfl')).toContainText('does not match the birth date or gender');
  await input(page, 'pinfl').fill('51705001234565');
  await expect(field(page, 'pinfl')).not.toContainText('PINFL must');
  await input(page, 'gpa').fill('4,5');
  await expect(field(page, 'gpa')).not.toContainText('The GPA must');

  await submit.click();
  const dialog = page.getByTestId('submitted-dialog');
  await expect(dialog.getByText('Successfully sent')).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', /t\.me\//);
  await dialog.getByRole('button', { name: 'Close' }).click();

  // After a reload: Waiting, read-only, no submit button.
  await page.reload();
  await expect(page.getByTestId('application-status')).toContainText('Waiting');
  await expect(input(page, 'firstName')).toHaveValue('ALISHER');
  await expect(input(page, 'firstName')).toHaveAttribute('readonly', '');
  // Read-only fields look it: a tinted box, not the white of a field that takes typing.
  const boxColour = (name: string) =>
    input(page, name).evaluate(
      (element) => getComputedStyle(element.closest('.MuiInputBase-root') as Element).backgroundColor,
    );
  for (const name of ['firstName', 'gpa', 'country', 'mobilePhone'])
    expect(await boxColour(name), name).not.toBe('rgba(0, 0, 0, 0)');
  await expect(input(page, 'gpa')).toHaveValue('4.5');
  await expect(input(page, 'email')).toHaveValue('alisher.karimov@example.uz');
  await expect(input(page, 'telegram')).toHaveValue('@alisher_k');
  await expect(submit).toHaveCount(0);
  await expect(page.getByTestId('upload-PHOTO_FILE').getByRole('button', { name: 'Replace' })).toHaveCount(0);
  await expect(page.getByTestId('upload-PHOTO_FILE').getByRole('img')).toBeVisible();

  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expect(page.getByTestId('application-form')).toBeVisible();
    await page.screenshot({ path: shotPath(`application-${width}.png`), fullPage: true });
  }
});

test('a rejected application is editable again and shows each remark beside its field', async ({ page, request }) => {
  await signIn(page, await registerApplicant(request));
  // No admin review screen exists yet: the browser receives the real application as the reviewer would leave it.
  await page.route('**/api/v1/abiturient/application', async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const response = await route.fetch();
    const application = await response.json();
    const reviews = { pinfl: 'The PINFL does not match the passport', gpa: 'Attach the transcript with this GPA' };
    await route.fulfill({ response, json: { ...application, status: 'REJECTED', reviews } });
  });
  await page.goto('/home/application');

  await expect(page.getByTestId('application-status')).toContainText('Rejected');
  await expect(page.getByTestId('remark-pinfl')).toContainText('The PINFL does not match the passport');
  await expect(page.getByTestId('remark-gpa')).toContainText('Attach the transcript with this GPA');
  await expect(page.getByTestId('remark-firstName')).toHaveCount(0);
  await expect(input(page, 'pinfl')).toBeEditable();
  await expect(page.getByRole('button', { name: 'Submission of documents' })).toBeVisible();
});

test('a catalogue field opens its list when clicked, and takes typing when reached by the keyboard or a dragged-off press', async ({
  page,
  request,
}) => {
  await signIn(page, await registerApplicant(request));
  await page.goto('/home/application');
  const country = field(page, 'country').getByRole('combobox');
  await expect(country).toHaveAttribute('aria-expanded', 'false');

  // A click: the list opens at once, focused, without a second click.
  await country.click();
  await expect(country).toBeFocused();
  await expect(country).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('option', { name: 'Uzbekistan', exact: true }).click();
  await expect(country).toHaveValue('Uzbekistan');

  // Tab from it to the region: the field keeps the focus, and typing filters and picks.
  await country.press('Tab');
  const region = field(page, 'region').getByRole('combobox');
  await expect(region).toBeFocused();
  await page.keyboard.type('Samar');
  await expect(page.getByRole('option', { name: 'Samarkand Region', exact: true })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(region).toHaveValue('Samarkand Region');

  // Typed over once the page is drawn again from the saved draft: the chosen name is replaced, not added to.
  await expect(page.getByTestId('draft-status')).toContainText('Draft saved');
  await page.reload();
  await expect(region).toHaveValue('Samarkand Region');
  await region.fill('Bukh');
  await expect(region).toHaveValue('Bukh');
  await page.getByRole('option', { name: 'Bukhara Region', exact: true }).click();
  await expect(region).toHaveValue('Bukhara Region');

  // A press dragged off a field not used yet: it has the focus without a click, and the first key typed is kept.
  const city = field(page, 'city').getByRole('combobox');
  const box = await city.boundingBox();
  if (!box) throw new Error('the city field is not drawn');
  await page.mouse.move(box.x + 10, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + 10, box.y + box.height * 4, { steps: 4 });
  await page.mouse.up();
  await expect(city).toBeFocused();
  await expect(city).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.type('xy');
  await expect(city).toHaveValue('xy');
});

test('a wrong answer is marked as soon as its field is left, and the mark goes once it is corrected', async ({
  page,
  request,
}) => {
  await signIn(page, await registerApplicant(request));
  await page.goto('/home/application');
  await input(page, 'lastName').fill('КАРИМОВ');
  await input(page, 'birthDate').click();
  await expect(field(page, 'lastName')).toContainText('Use only uppercase Latin letters');
  await expect(input(page, 'lastName')).toHaveAttribute('aria-invalid', 'true');
  await input(page, 'birthDate').fill('01012099');
  await input(page, 'firstName').click();
  await expect(field(page, 'birthDate')).toContainText('at least 16');
  // A field not yet visited says nothing, though empty and required.
  await expect(input(page, 'middleName')).not.toHaveAttribute('aria-invalid', 'true');
  await input(page, 'lastName').fill('KARIMOV');
  await expect(field(page, 'lastName')).not.toContainText('Use only uppercase Latin letters');
  await expect(input(page, 'lastName')).not.toHaveAttribute('aria-invalid', 'true');
});

test("two tabs of the form keep each other's answers, and a tab learns when the application was submitted elsewhere", async ({
  page,
  request,
}) => {
  const applicant = await registerApplicant(request);
  await signIn(page, applicant);
  const other = await page.context().newPage();
  await page.goto('/home/application');
  await other.goto('/home/application');
  await expect(input(other, 'lastName')).toBeEditable();
  const editableBox = await input(other, 'lastName').evaluate(
    (element) => getComputedStyle(element.closest('.MuiInputBase-root') as Element).backgroundColor,
  );
  expect(editableBox).toBe('rgba(0, 0, 0, 0)');

  // Each tab saves only the answers it changed: the second tab's older copy of the first's answer stays unsent.
  await input(page, 'nationality').fill('UZBEK');
  await input(page, 'addressLine').click();
  await expect(page.getByTestId('draft-status')).toContainText('Draft saved');
  await input(other, 'lastName').fill('TOSHMATOVA');
  await input(other, 'firstName').click();
  await expect(other.getByTestId('draft-status')).toContainText('Draft saved');
  const login = await request.post('/api/v1/auth/login', {
    data: { username: applicant.phone, password: applicant.password },
  });
  const { token } = (await login.json()) as { token: string };
  const saved = await request.get('/api/v1/abiturient/application', { headers: { authorization: `Bearer ${token}` } });
  expect(await saved.json()).toMatchObject({ nationality: 'UZBEK', lastName: 'TOSHMATOVA' });

  // The application was submitted on another device (no submission without documents here: the server's answers
  // say so, as they would): the next save is refused with 409, and the tab says so and turns read-only.
  await other.route('**/api/v1/abiturient/application**', async (route) => {
    const method = route.request().method();
    if (method === 'PUT')
      return route.fulfill({
        status: 409,
        json: { code: 409, error_description: 'The application cannot be changed now', meta: {} },
      });
    if (method !== 'GET') return route.fallback();
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), status: 'SUBMITTED' } });
  });
  await input(other, 'middleName').fill('AKMALOVNA');
  await input(other, 'firstName').click();
  await expect(other.getByText('The application cannot be changed now')).toBeVisible();
  await expect(other.getByTestId('application-status')).toContainText('Waiting');
  await expect(input(other, 'middleName')).not.toBeEditable();
});

test('a country without regions in the catalogue asks for no region or city, so an applicant abroad can submit', async ({
  page,
  request,
}) => {
  await signIn(page, await registerApplicant(request));
  // A country's regions answered late, as on a slow network: the form is checked before the empty list is in.
  await page.route('**/api/v1/abiturient/address/region/all/*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.fallback();
  });
  await page.goto('/home/application');
  await choose(page, 'country', 'Kazakh', 'Kazakhstan');
  await expect(field(page, 'region').getByRole('combobox')).toBeDisabled();
  await expect(field(page, 'city').getByRole('combobox')).toBeDisabled();
  const missing = page.getByTestId('review-step');
  await expect(missing).toContainText('Region of the institution (section 5)');
  await expect(missing).not.toContainText('Region (section 2)');
  await expect(missing).not.toContainText('City / district (section 2)');
  // Uzbekistan has regions: the region is asked for again.
  await choose(page, 'country', 'Uzbek', 'Uzbekistan');
  await expect(field(page, 'region').getByRole('combobox')).toBeEnabled();
  await expect(missing).toContainText('Region (section 2)');
});

test("the passport number follows the citizenship's country: a foreign citizen types their own passport's number", async ({
  page,
  request,
}) => {
  await signIn(page, await registerApplicant(request));
  await page.goto('/home/application');
  const passport = input(page, 'passportNumber');
  // Uzbek by default: the mask keeps two letters and seven digits.
  await passport.pressSequentially('N12345678');
  await expect(passport).not.toHaveValue('N12345678');
  await choose(page, 'citizenship', 'Kazakh', 'Kazakhstan');
  await passport.pressSequentially('n12345678');
  await expect(passport).toHaveValue('N12345678');
  await input(page, 'pinfl').click();
  await expect(input(page, 'passportNumber')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('draft-status')).toContainText('Draft saved');
});

test.describe('in Uzbek on a phone', () => {
  test.use({ locale: 'uz', viewport: { width: 360, height: 780 } });

  test('the empty form fits 360 px without sideways scrolling', async ({ page, request }) => {
    await signIn(page, await registerApplicant(request));
    await page.goto('/home/application');
    await expect(page.getByRole('button', { name: 'Hujjatlarni topshirish' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: shotPath(`application-empty-uz-360.png`), fullPage: true });
  });

  test("the draft's status line, coming with the first answer, moves nothing below it", async ({ page, request }) => {
    await watchLayoutShift(page);
    await signIn(page, await registerApplicant(request));
    await page.goto('/home/application');
    const lastName = input(page, 'lastName');
    await expect(lastName).toBeVisible();
    const before = await lastName.boundingBox();
    await lastName.fill('karimov');
    // Past the draft's quiet time, so the line comes well after the typing (a shift then counts against the page).
    await expect(page.getByTestId('draft-status')).toBeVisible();
    expect(await lastName.boundingBox()).toEqual(before);
    expect(await layoutShift(page)).toBeLessThan(0.001);
  });
});

test('the FAQ and help pages show five items each', async ({ page, request }) => {
  await signIn(page, await registerApplicant(request));
  await page.goto('/home/faq');
  await expect(page.getByRole('heading', { name: 'Frequently asked questions', level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByRole('button')).toHaveCount(5);
  await page.goto('/home/help');
  await expect(page.getByRole('heading', { name: 'Help', level: 1 })).toBeVisible();
  await expect(page.getByText('3.5 x 4.5 cm')).toBeVisible();
});
