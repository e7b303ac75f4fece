/** The promise's outcome as it stands: its value, its error, or 'pending' (followed at once, so never unhandled). */
export function track(promise: Promise<unknown>): { state: unknown } {
  const tracked: { state: unknown } = { state: 'pending' };
  promise.then(
    (value) => {
      tracked.state = value;
    },
    (error: unknown) => {
      tracked.state = error;
    },
  );
  return tracked;
}
