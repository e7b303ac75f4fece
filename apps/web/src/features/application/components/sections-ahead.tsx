import { Box } from '@mui/material';
import { useEffect, useRef } from 'react';
import { whenIdle } from '@/lib/when-idle';

/**
 * How long a freshly opened form rests before it draws the sections not reached yet on its own: the first section
 * answers taps at once, and the rest follows while the applicant reads it.
 */
const IDLE_START_MS = 1500;

type SectionsAheadProps = {
  /** Asks for the next section; undefined while the one asked for before is still being drawn. */
  onNear: (() => void) | undefined;
};

/**
 * The place of the sections not drawn yet, under the last one drawn: empty (nothing painted there can move) and a
 * screen tall, so that a phone's fling lands in it. It asks for the next section as soon as it comes into view (so
 * a wide screen draws as many sections as it shows) or, failing that, when the browser is idle.
 */
export function SectionsAhead({ onNear }: SectionsAheadProps) {
  const ref = useRef<HTMLDivElement>(null);
  const startedRef = useRef(false);
  useEffect(() => {
    const element = ref.current;
    if (!onNear || !element) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && onNear());
    observer.observe(element);
    const cancelIdle = whenIdle(
      () => {
        startedRef.current = true;
        onNear();
      },
      startedRef.current ? 0 : IDLE_START_MS,
    );
    return () => {
      observer.disconnect();
      cancelIdle();
    };
  }, [onNear]);
  return <Box ref={ref} aria-hidden sx={{ minHeight: '100vh' }} data-testid="sections-ahead" />;
}
