import type { Page } from '@playwright/test';

/** Adds up the page's layout shifts not caused by input, from its first paint (call before the page opens). */
export async function watchLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) w.__shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Sum of the page's layout shifts not caused by input (CLS without session windows: an upper bound). */
export async function layoutShift(page: Page) {
  return page.evaluate(() => (window as unknown as { __shift: number }).__shift);
}
