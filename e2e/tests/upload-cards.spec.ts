import { PDF, PNG } from '../support/documents';
import { expect, registerApplicant, shotPath, signIn, test } from '../support/fixtures';

/** Upload cards and long answers on a phone, in Russian (the longest button texts). */
test.use({ locale: 'ru', viewport: { width: 360, height: 800 } });

test('upload cards keep their actions on one line and show the whole document; long answers wrap', async ({ page }) => {
  await signIn(page, await registerApplicant(page.request));
  await page.goto('/home/application');

  const photo = page.getByTestId('upload-PHOTO_FILE');
  await photo.locator('input[type="file"]').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG });
  const appendix = page.getByTestId('upload-HIGH_SCHOOL_DIPLOMA_APPENDIX_FILE');
  await appendix
    .locator('input[type="file"]')
    .setInputFiles({ name: 'a.pdf', mimeType: 'application/pdf', buffer: PDF });

  for (const card of [photo, appendix]) {
    const replace = card.getByRole('button', { name: /^Заменить/ });
    const remove = card.getByRole('button', { name: 'Удалить' });
    await expect(remove).toBeVisible();
    const [replaceBox, removeBox] = [await replace.boundingBox(), await remove.boundingBox()];
    // Same line: their vertical centres within a few pixels; the delete icon at the card's right end.
    expect(
      Math.abs(
        (replaceBox?.y ?? 0) + (replaceBox?.height ?? 0) / 2 - (removeBox?.y ?? 0) - (removeBox?.height ?? 0) / 2,
      ),
    ).toBeLessThan(6);
    const cardBox = await card.boundingBox();
    expect((cardBox?.x ?? 0) + (cardBox?.width ?? 0) - (removeBox?.x ?? 0) - (removeBox?.width ?? 0)).toBeLessThan(24);
  }
  // The preview shows the whole picture, scaled down, never cropped.
  await expect(photo.getByRole('img')).toHaveCSS('object-fit', 'contain');
  await photo.screenshot({ path: shotPath('upload-card-ru-360.png') });

  // A long address wraps onto more lines, all of it in sight; Enter adds no line break.
  const address = page.getByTestId('field-addressLine').locator('textarea:not([aria-hidden="true"])');
  const text = "Toshkent shahri, Mirzo Ulug'bek tumani, Buyuk Ipak Yo'li ko'chasi, 125-uy, 47-xonadon, 3-qavat";
  await address.fill(text);
  await address.press('Enter');
  await expect(address).toHaveValue(text);
  const { clientHeight, scrollHeight, lineHeight } = await address.evaluate((element) => ({
    clientHeight: element.clientHeight,
    scrollHeight: element.scrollHeight,
    lineHeight: Number.parseFloat(getComputedStyle(element).lineHeight),
  }));
  expect(clientHeight).toBeGreaterThan(lineHeight * 2);
  expect(scrollHeight).toBeLessThanOrEqual(clientHeight + 1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});
