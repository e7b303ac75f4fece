import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
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

/**
 * A PNG of `width` × `height` pixels: `format` is its IHDR's bit depth and colour type, `rows` the filtered pixel
 * rows (each led by its filter byte), deflated at `level`.
 */
function png(width: number, height: number, format: [number, number], rows: Buffer, level: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'latin1');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(data, crc32(head.subarray(4))), 0);
    return Buffer.concat([head, data, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([...format, 0, 0, 0], 8); // deflate, no filtering, no interlacing
  return Buffer.concat([
    PNG.subarray(0, 8),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PNG of random RGB pixels, stored without compression: width × height × 3 bytes and a few more. */
function noisePng(width: number, height: number): Buffer {
  const stride = width * 3 + 1;
  const rows = randomBytes(stride * height);
  for (let y = 0; y < height; y++) rows[y * stride] = 0; // each row's filter byte: none
  return png(width, height, [8, 2], rows, 0); // 8 bits a channel, RGB
}

test('a 16 MB PNG of noise is uploaded within seconds; an image that does not decode says so', async ({ page }) => {
  await signIn(page, await registerApplicant(page.request));
  await page.goto('/home/application');

  // The compressor's own PNG encoder took close to a minute on this image (the spinner "never ended"), and then
  // refused it as too large; it now goes as a JPEG of at most 1 MB.
  const photo = page.getByTestId('upload-PHOTO_FILE');
  const noise = noisePng(2310, 2310);
  expect(noise.length).toBeGreaterThan(16_000_000);
  await photo.locator('input[type="file"]').setInputFiles({ name: 'noise.png', mimeType: 'image/png', buffer: noise });
  await expect(photo.getByRole('button', { name: 'Удалить' })).toBeVisible({ timeout: 20_000 });
  await expect(photo.getByRole('img')).toBeVisible();
  await expect(photo.getByRole('progressbar')).toHaveCount(0);

  // A PNG's signature and then garbage: the spinner stops and the card says why (spec §8 had it skipped silently).
  const passport = page.getByTestId('upload-PASSPORT_FILE');
  const broken = Buffer.concat([PNG.subarray(0, 8), randomBytes(64 * 1024)]);
  await passport.locator('input[type="file"]').setInputFiles({ name: 'p.png', mimeType: 'image/png', buffer: broken });
  await expect(
    passport.getByText('Не удалось прочитать изображение. Загрузите другой файл PNG или JPEG'),
  ).toBeVisible();
  await expect(passport.getByRole('progressbar')).toHaveCount(0);
  await passport.screenshot({ path: shotPath('upload-card-unreadable-ru.png') });
});

/**
 * A one-colour PNG of `width` × `height` pixels, one bit a pixel: a few tens of KB for 600 megapixels, which the
 * browser cannot decode (2.4 GB as RGBA).
 */
function hugePng(width: number, height: number): Buffer {
  // 1 bit a pixel, greyscale; every row a filter byte (none) and black pixels: all zeros.
  return png(width, height, [1, 0], Buffer.alloc((Math.ceil(width / 8) + 1) * height), 9);
}

test('an image of too many pixels is refused as too large, before the browser tries to decode it', async ({ page }) => {
  await signIn(page, await registerApplicant(page.request));
  await page.goto('/home/application');

  const photo = page.getByTestId('upload-PHOTO_FILE');
  const huge = hugePng(30_000, 20_000);
  expect(huge.length).toBeLessThan(200_000);
  await photo.locator('input[type="file"]').setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: huge });
  // Before, "could not be read": the decoding failed, and the applicant was not told why.
  await expect(photo.getByText('Изображение слишком большое: не более 50 мегапикселей')).toBeVisible();
  await expect(photo.getByText(/Не удалось прочитать/)).toHaveCount(0);
  await expect(photo.getByRole('progressbar')).toHaveCount(0);
  await expect(photo.getByRole('button', { name: /^Загрузить/ })).toBeEnabled();
  await photo.screenshot({ path: shotPath('upload-card-megapixels-ru.png') });
});

test('an upload that hangs ends at its time limit with a message, and the card takes the file again', async ({
  page,
}) => {
  // The page's clock is Playwright's, so the test can jump past the time limit instead of waiting for it.
  await page.clock.install();
  await signIn(page, await registerApplicant(page.request));
  await page.goto('/home/application');

  // A connection that died silently: the upload is never answered.
  const upload = '**/api/v1/abiturient/application/file/PHOTO_FILE';
  let held = 0;
  await page.route(upload, () => {
    held += 1;
  });
  const photo = page.getByTestId('upload-PHOTO_FILE');
  const input = photo.locator('input[type="file"]');
  await input.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG });
  await expect.poll(() => held).toBe(1);
  await expect(photo.getByRole('progressbar')).toBeVisible();

  // Two minutes later (the server's own request timeout): the card has given up, and says so.
  await page.clock.fastForward('02:00');
  await expect(
    photo.getByText('Отправка файла заняла слишком много времени. Проверьте подключение и попробуйте снова'),
  ).toBeVisible();
  await expect(photo.getByRole('progressbar')).toHaveCount(0);
  await photo.screenshot({ path: shotPath('upload-card-timeout-ru.png') });

  // The connection is back: the same card takes the file, and the message goes.
  await page.unroute(upload);
  await input.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG });
  await expect(photo.getByRole('button', { name: 'Удалить' })).toBeVisible();
  await expect(photo.getByText(/Отправка файла/)).toHaveCount(0);
});

test('an upload that fails for the network ends with a message on its card', async ({ page }) => {
  await signIn(page, await registerApplicant(page.request));
  await page.goto('/home/application');

  // The request fails without an answer, as on a dropped connection ('aborted': Chromium logs no console error).
  await page.route('**/api/v1/abiturient/application/file/PASSPORT_FILE', (route) => route.abort('aborted'));
  const passport = page.getByTestId('upload-PASSPORT_FILE');
  await passport.locator('input[type="file"]').setInputFiles({ name: 'p.png', mimeType: 'image/png', buffer: PNG });
  // The red snackbar says it, and the card too: it is where the applicant looked for the upload.
  await expect(passport.getByText('Нет связи с сервером')).toBeVisible();
  await expect(passport.getByRole('progressbar')).toHaveCount(0);
  await expect(passport.getByRole('button', { name: /^Загрузить/ })).toBeEnabled();
});
