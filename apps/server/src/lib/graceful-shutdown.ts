import type { FastifyInstance } from 'fastify';

/**
 * On SIGTERM/SIGINT: stop accepting connections, let requests in flight finish for up to `graceMs`, then cut every
 * connection left (a client stalled half-way through an upload would otherwise hold the process forever), run
 * `close` (the app's close hooks, then the database) and exit. If closing itself hangs, the process exits anyway a little later.
 */
export function closeOnSignals(
  app: FastifyInstance,
  graceMs: number,
  close: () => Promise<unknown> = () => app.close(),
  exit: (code: number) => void = process.exit,
) {
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, graceMs }, 'shutting down');
    const deadline = setTimeout(() => {
      app.log.warn('grace period over: closing the connections still open');
      app.server.closeAllConnections();
    }, graceMs);
    const hardStop = setTimeout(() => {
      app.log.error('shutdown did not finish: exiting');
      exit(1);
    }, graceMs + 5_000);
    hardStop.unref();
    close().then(
      () => {
        clearTimeout(deadline);
        exit(0);
      },
      (error) => {
        app.log.error({ err: error }, 'shutdown failed');
        exit(1);
      },
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}
