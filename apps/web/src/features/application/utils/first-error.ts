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
  focusCell(cell);
  return true;
}

/**
 * Scrolls `element` into view and focuses `target`, by default its first control (a field cell's input). A heading
 * or section gets `tabindex=-1` first, so focus (and a screen reader) lands on it.
 */
export function focusCell(element: HTMLElement, target?: HTMLElement | null) {
  element.scrollIntoView({ behavior: 'smooth', block: target ? 'start' : 'center' });
  const control = target ?? FOCUSABLE.map((selector) => element.querySelector<HTMLElement>(selector)).find(Boolean);
  if (!control) return;
  if (target && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  control.focus({ preventScroll: true });
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
