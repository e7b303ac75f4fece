/**
 * Runs `task` once the browser has nothing else to do (requestIdleCallback; a timer where there is none, as in
 * Safari), after `delayMs`. Returns what cancels it.
 */
export function whenIdle(task: () => void, delayMs = 0): () => void {
  let idle: number | undefined;
  const timer = window.setTimeout(() => {
    if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(task);
    else idle = window.setTimeout(task, 0);
  }, delayMs);
  return () => {
    window.clearTimeout(timer);
    if (idle === undefined) return;
    if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
    window.clearTimeout(idle);
  };
}
