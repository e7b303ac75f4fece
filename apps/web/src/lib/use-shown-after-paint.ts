import { startTransition, useEffect, useState } from 'react';

/**
 * Turns true once `ready` is, after the next frame is painted, as a background render that React interrupts for
 * taps. What a page shows behind it (a lazy chunk's part: the form, the password form) is asked for and drawn only
 * once the page's own texts are on screen: their paint is the LCP, and neither that code's download nor its first
 * drawing comes before it, also when the data came from the cache.
 */
export function useShownAfterPaint(ready = true) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!ready) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame's callback runs just before its paint; a timeout set there runs after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setShown(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready]);
  return shown;
}
