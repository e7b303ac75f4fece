/**
 * Runs `task` once the browser has nothing else to do (requestIdleCallback; a timer where there is none, as in
 * Safari), after `delayMs`. Returns what cancels it.
 */
export function whenIdle(task: () => void, delayMs = 0): () => void {
  let cancelIdle = () => {};
  const timer = window.setTimeout(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const idle = window.requestIdleCallback(task);
      cancelIdle = () => window.cancelIdleCallback(idle);
    } else {
      const fallback = window.setTimeout(task, 0);
      cancelIdle = () => window.clearTimeout(fallback);
    }
  }, delayMs);
  return () => {
    window.clearTimeout(timer);
    cancelIdle();
  };
}
