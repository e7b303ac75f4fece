import { useEffect, useState } from 'react';

/**
 * How many of the form's `total` sections are on the page: the first at once, then one more per task. A phone then
 * draws the top of the form in one short task instead of all seven sections (some 2,000 elements) in one long one
 * that blocks taps; the rest follow within a few frames.
 */
export function useSectionsShown(total: number): number {
  const [shown, setShown] = useState(1);
  useEffect(() => {
    if (shown >= total) return;
    const timer = window.setTimeout(() => setShown((count) => count + 1), 0);
    return () => window.clearTimeout(timer);
  }, [shown, total]);
  return shown;
}
