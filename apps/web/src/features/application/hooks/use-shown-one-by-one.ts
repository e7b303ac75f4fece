import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` parts are on the page: none at first, then one more per task, each drawn as a transition that
 * React interrupts for taps and typing. The form draws its sections so, and each section its fields: all seven sections
 * drawn at once blocked a phone for a long time, and even a whole section's commit (its elements and their styles put
 * into the page, which React cannot interrupt) held a slow phone's main thread too long. Once all are drawn, a part
 * added later (a field that a choice shows) is drawn at once, and none is taken away meanwhile.
 */
export function useShownOneByOne(total: number): number {
  const [progress, setProgress] = useState({ shown: 0, finished: false });
  useEffect(() => {
    if (progress.finished) return;
    const next = () => setProgress(({ shown }) => ({ shown: shown + 1, finished: shown + 1 >= total }));
    const timer = window.setTimeout(() => startTransition(next), 0);
    return () => window.clearTimeout(timer);
  }, [progress, total]);
  return progress.finished ? total : progress.shown;
}
