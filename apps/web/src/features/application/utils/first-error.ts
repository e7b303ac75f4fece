/** The controls that can take focus inside a field cell, the typed input first (not a phone's country picker). */
const FOCUSABLE = [
  'input:not([type="hidden"]):not([type="file"]):not([aria-hidden="true"]):not([disabled])',
  'textarea:not([aria-hidden="true"])',
  '[role="combobox"]',
  'button:not([disabled]), label[role="button"]',
];

/**
 * spec §5 "the page scrolls to the first error": the first field cell marked invalid, in page order, is scrolled
 * to the middle of the screen and its control focused. Returns false when nothing is marked.
 */
export function focusFirstError(root: ParentNode | null): boolean {
  const cell = root?.querySelector<HTMLElement>('[data-invalid="true"]');
  if (!cell) return false;
  cell.scrollIntoView({ behavior: 'smooth', block: 'center' });
  for (const selector of FOCUSABLE) {
    const control = cell.querySelector<HTMLElement>(selector);
    if (control) {
      control.focus({ preventScroll: true });
      break;
    }
  }
  return true;
}

/**
 * Calls `focusFirstError` once the errors are on screen: react-hook-form publishes them after its invalid callback,
 * so the marks appear a render or two later. Gives up after `frames` animation frames.
 */
export function focusFirstErrorWhenShown(root: () => ParentNode | null, frames = 30) {
  const attempt = (left: number) => {
    if (!focusFirstError(root()) && left > 0) window.requestAnimationFrame(() => attempt(left - 1));
  };
  window.requestAnimationFrame(() => attempt(frames));
}
