import cluster, { type Worker } from 'node:cluster';

interface Log {
  info: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
}

/** A worker that dies sooner than this after starting is crash-looping: wait longer before the next one. */
const HEALTHY_AFTER_MS = 10_000;
const MAX_RESTART_DELAY_MS = 30_000;

/**
 * The primary process with PostgreSQL: forks `count` workers that share the port, replaces a worker that dies
 * (waiting 1 s, 2 s, 4 s … up to 30 s while they keep dying at once), and on SIGTERM/SIGINT passes the signal on,
 * waits for every worker to finish its requests (each has `graceMs`) and exits. One worker at a time runs the bulk
 * SMS worker (the others start with SMS_WORKER=false), so its send rate is not multiplied by the number of workers.
 */
export function superviseWorkers(
  count: number,
  graceMs: number,
  log: Log,
  exit: (code: number) => void = process.exit,
) {
  let stopping = false;
  let restartDelayMs = 0;
  const startedAt = new Map<Worker, number>();
  let smsWorker: Worker | undefined;
  const fork = () => {
    const sends = !smsWorker;
    const worker = cluster.fork(sends ? {} : { SMS_WORKER: 'false' });
    if (sends) smsWorker = worker;
    startedAt.set(worker, Date.now());
  };
  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (smsWorker === worker) smsWorker = undefined;
    if (stopping) {
      if (startedAt.size === 0) exit(0);
      return;
    }
    restartDelayMs = lived < HEALTHY_AFTER_MS ? Math.min(Math.max(restartDelayMs * 2, 1000), MAX_RESTART_DELAY_MS) : 0;
    log.warn(
      { pid: worker.process.pid, code, signal, restartInMs: restartDelayMs },
      'a worker stopped: starting another',
    );
    setTimeout(fork, restartDelayMs);
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal, workers: startedAt.size }, 'stopping the workers');
    if (startedAt.size === 0) exit(0);
    for (const worker of startedAt.keys()) worker.process.kill('SIGTERM');
    // Each worker exits by itself within its grace period; this only guards against one that hangs.
    setTimeout(() => {
      log.error({ workers: startedAt.size }, 'workers did not stop: exiting');
      for (const worker of startedAt.keys()) worker.process.kill('SIGKILL');
      exit(1);
    }, graceMs + 10_000).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  for (let i = 0; i < count; i++) fork();
}
