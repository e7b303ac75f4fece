import { startTransition, useEffect, useState } from 'react';

/**
 * How many of the form's `total` sections are on the page: none at first (the page's title and navigator draw at
 * once), then one more per task, each drawn as a transition that React interrupts every few milliseconds for taps
 * and typing. All seven sections (some 2,000 elements) drawn at once blocked a phone for over half a second.
 */
export function useSectionsShown(total: number): number {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (shown >= total) return;
    const timer = window.setTimeout(() => startTransition(() => setShown((count) => count + 1)), 0);
    return () => window.clearTimeout(timer);
  }, [shown, total]);
  return shown;
}
