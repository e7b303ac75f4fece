import { expect, type Page } from '@playwright/test';

/** Marks the loaded document: the mark survives anything but a reload; navigations in the page are counted. */
export async function watchForReloads(page: Page) {
  await page.evaluate(() => Object.assign(window, { liveMark: true }));
  let navigations = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations++;
  });
  return async () => {
    expect(await page.evaluate(() => (window as unknown as { liveMark?: boolean }).liveMark)).toBe(true);
    expect(navigations).toBe(0);
  };
}

/** Resolves once the page's live event stream at `path` (e.g. `abiturient/events`) has been answered 200. */
export const streamOpened = (page: Page, path: string) =>
  page.waitForResponse((response) => response.url().endsWith(`/api/v1/${path}`) && response.status() === 200);
