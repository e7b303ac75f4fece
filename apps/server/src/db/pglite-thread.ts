import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import v8 from 'node:v8';
import { type ResourceLimits, Worker } from 'node:worker_threads';
import type { FromThread, PgliteThreadOptions, SerializedError, ToThread, Unnumbered } from './pglite-protocol';

/** What drizzle and the server ask of a PGlite connection (a subset of PGlite's own interface). */
export interface QueryOptions {
  rowMode?: 'array' | 'object';
  /** drizzle's parsers all keep PostgreSQL's text as is (it parses dates and intervals itself): only their types go. */
  parsers?: Record<number, unknown>;
}
export interface QueryResult<T> {
  rows: T[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}
export interface PgliteConnection {
  query<T = Record<string, unknown>>(text: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult<T>>;
  exec(text: string): Promise<QueryResult<Record<string, unknown>>[]>;
}

function revive(serialized: SerializedError): Error {
  const error = Object.assign(new Error(serialized.message), serialized.props);
  error.name = serialized.name;
  if (serialized.stack) error.stack = serialized.stack;
  return error;
}

/**
 * The database thread's heap limits: a smaller young generation than the process's (three times npm start's
 * `--max-semi-space-size`). The thread makes short-lived messages and kept far more heap than it had live; a smaller
 * one still cost CPU (docs/decisions/0107-server-memory-settings.md). V8 lets that flag,
 * when set, win over a thread's own limit, so it is unset here: it is read only as an isolate is made, and the main
 * thread's was made with it.
 */
export function databaseThreadLimits(): ResourceLimits {
  v8.setFlagsFromString('--max-semi-space-size=0');
  return { maxYoungGenerationSizeMb: 8 };
}

/**
 * The thread's code: next to the bundle once built; from the sources (tests), the TypeScript file, compiled in the
 * thread by tsx (a development dependency; its ES module build, which registers in the thread that imports it).
 */
function startWorker(options: PgliteThreadOptions) {
  const transferList = options.loadDataDir ? [options.loadDataDir] : [];
  const resourceLimits = databaseThreadLimits();
  if (!import.meta.url.endsWith('.ts')) {
    return new Worker(new URL('./pglite-worker.js', import.meta.url), {
      workerData: options,
      transferList,
      resourceLimits,
    });
  }
  const tsx = pathToFileURL(
    createRequire(import.meta.url)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  ).href;
  const entry = new URL('./pglite-worker.ts', import.meta.url).href;
  const code = `import(${JSON.stringify(tsx)}).then((tsx) => tsx.tsImport(${JSON.stringify(entry)}, ${JSON.stringify(entry)}))`;
  return new Worker(code, { eval: true, workerData: options, transferList, resourceLimits });
}

/**
 * PGlite in a thread of its own (pglite-worker.ts), seen from the server as one PostgreSQL connection: queries are
 * sent in order and the thread runs them in order; a transaction holds the connection until it ends, as PGlite's
 * own `transaction` does, so other queries wait for it. The thread keeps the process alive only while a request
 * is pending.
 */
export class PgliteThread implements PgliteConnection {
  private readonly pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  private readonly listeners = new Map<string, Set<(payload: string) => void>>();
  private nextId = 1;
  private stopped: Error | undefined;
  /** Set by close(): the thread's end from then on is expected, not a crash. */
  private closing = false;

  /** The connection outside any transaction, made once: every query outside one goes through it. */
  private readonly outside: PgliteConnection;

  private constructor(
    private readonly worker: Worker,
    onStopped: (error: Error) => void,
  ) {
    this.outside = this.connection();
    worker.unref();
    worker.on('message', (message: FromThread) => {
      if ('notify' in message) {
        for (const listener of this.listeners.get(message.notify) ?? []) listener(message.payload);
        return;
      }
      if (!('id' in message)) return;
      const waiting = this.pending.get(message.id);
      if (!waiting) return;
      this.pending.delete(message.id);
      if (!this.pending.size) worker.unref();
      if (message.error) waiting.reject(revive(message.error));
      else waiting.resolve(message.result);
    });
    const stop = (error: Error) => {
      if (!this.stopped && !this.closing) onStopped(error);
      this.stopped ??= error;
      for (const waiting of this.pending.values()) waiting.reject(this.stopped);
      this.pending.clear();
    };
    worker.on('error', (error) => stop(new Error(`The embedded database stopped: ${error.message}`)));
    worker.on('exit', (code) => stop(new Error(`The embedded database's thread ended (exit code ${code})`)));
  }

  /** `onStopped`: the thread ended other than by `close()` (a crash); every request fails from then on. */
  static async start(
    options: PgliteThreadOptions,
    onStopped: (error: Error) => void = () => {},
  ): Promise<PgliteThread> {
    const worker = startWorker(options);
    await new Promise<void>((resolve, reject) => {
      const onMessage = (message: FromThread) => {
        if ('ready' in message) done(resolve);
        else if ('failed' in message) done(() => reject(revive(message.failed)));
      };
      const onError = (error: Error) => done(() => reject(error));
      const onExit = (code: number) => done(() => reject(new Error(`The embedded database did not start (${code})`)));
      const done = (settle: () => void) => {
        worker.off('message', onMessage).off('error', onError).off('exit', onExit);
        settle();
      };
      worker.on('message', onMessage).on('error', onError).on('exit', onExit);
    }).catch(async (error) => {
      await worker.terminate();
      throw error;
    });
    return new PgliteThread(worker, onStopped);
  }

  private request<T>(message: Unnumbered<ToThread>): Promise<T> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = this.nextId++;
    if (!this.pending.size) this.worker.ref();
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...message, id });
    });
  }

  private connection(tx?: number): PgliteConnection {
    return {
      query: <T>(text: string, params: unknown[] = [], options: QueryOptions = {}) =>
        this.request<QueryResult<T>>({
          op: 'query',
          tx,
          text,
          params,
          rowMode: options.rowMode ?? 'object',
          textTypes: Object.keys(options.parsers ?? {}).map(Number),
        }),
      exec: (text: string) => this.request<QueryResult<Record<string, unknown>>[]>({ op: 'exec', tx, text }),
    };
  }

  query<T = Record<string, unknown>>(text: string, params?: unknown[], options?: QueryOptions) {
    return this.outside.query<T>(text, params, options);
  }

  exec(text: string) {
    return this.outside.exec(text);
  }

  /** BEGIN, `run` with the transaction's connection, then COMMIT, or ROLLBACK if it throws (PGlite's semantics). */
  async transaction<T>(run: (tx: PgliteConnection) => Promise<T>): Promise<T> {
    const tx = await this.request<number>({ op: 'begin' });
    let result: T;
    try {
      result = await run(this.connection(tx));
    } catch (error) {
      await this.request({ op: 'end', tx, commit: false });
      throw error;
    }
    await this.request({ op: 'end', tx, commit: true });
    return result;
  }

  async listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>> {
    let listeners = this.listeners.get(channel);
    if (!listeners) {
      listeners = new Set();
      this.listeners.set(channel, listeners);
      await this.request({ op: 'listen', channel });
    }
    listeners.add(onNotify);
    return async () => {
      listeners.delete(onNotify);
      if (listeners.size || this.listeners.get(channel) !== listeners) return;
      this.listeners.delete(channel);
      await this.request({ op: 'unlisten', channel });
    };
  }

  /** The data directory as a tar archive (PGlite's `dumpDataDir('none')`). */
  async dumpDataDir(): Promise<Blob> {
    return new Blob([await this.request<ArrayBuffer>({ op: 'dump' })]);
  }

  async close(): Promise<void> {
    if (this.stopped || this.closing) return;
    this.closing = true;
    try {
      // A thread that ends while it closes (stop() has then set `stopped`) has closed; an error it answers has not.
      await this.request({ op: 'close' }).catch((error: Error) => {
        if (!this.stopped) throw error;
      });
    } finally {
      this.stopped = new Error('The embedded database is closed');
      await this.worker.terminate();
    }
  }
}
