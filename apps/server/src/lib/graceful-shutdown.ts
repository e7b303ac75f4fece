import type { FastifyInstance } from 'fastify';

/** How often, while shutting down, keep-alive connections whose answer has been sent are closed. */
const IDLE_SWEEP_MS = 50;

/**
 * On SIGTERM/SIGINT: stop accepting connections, let requests in flight finish for up to `graceMs`, then cut every
 * connection left (a client stalled half-way through an upload would otherwise hold the process forever), run
 * `close` (the app's close hooks, then the database) and exit. If closing itself hangs, the process exits anyway a
 * little later. Answers sent meanwhile say `Connection: close` (Node then ends their connection), and a keep-alive
 * connection with nothing in flight is closed at once, so the process exits as soon as its last answer is out
 * (docs/decisions/0202). Call it before the app is ready: it adds the hook that says goodbye.
 */
export function closeOnSignals(
  app: FastifyInstance,
  graceMs: number,
  close: () => Promise<unknown> = () => app.close(),
  exit: (code: number) => void = process.exit,
) {
  let closing = false;
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, graceMs }, 'shutting down');
    // Fastify closes the idle connections once, when closing starts; an answer finished later (a streamed download
    // whose headers were out before the signal) leaves its connection idle afterwards.
    const idleSweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
    idleSweep.unref();
    const deadline = setTimeout(() => {
      app.log.warn('grace period over: closing the connections still open');
      clearInterval(idleSweep);
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
        clearInterval(idleSweep);
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
