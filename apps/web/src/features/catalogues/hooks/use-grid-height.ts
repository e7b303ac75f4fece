import { useEffect, useState } from 'react';

/** spec §2, §9: the table is the window height minus 280 px, recomputed 800 ms after the last resize. */
const HEIGHT_OFFSET = 280;
const RESIZE_DEBOUNCE_MS = 800;
/** Keeps a few rows and the pagination visible on short (landscape phone) windows. */
const MIN_HEIGHT = 320;

const gridHeight = () => Math.max(window.innerHeight - HEIGHT_OFFSET, MIN_HEIGHT);

export function useGridHeight(): number {
  const [height, setHeight] = useState(gridHeight);
  useEffect(() => {
    let timer: number | undefined;
    const onResize = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setHeight(gridHeight()), RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      window.clearTimeout(timer);
    };
  }, []);
  return height;
}
