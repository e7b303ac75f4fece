/**
 * The embedded database's own thread: PGlite runs here, off the server's event loop (pglite-thread.ts is the other
 * side). PostgreSQL's work, in WASM and its JS glue, was over half of a draft save's CPU; here it runs on the second
 * core while the main thread parses, checks and answers requests.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { FromThread, PgliteThreadOptions, SerializedError, ToThread } from './pglite-protocol';
import { PgliteStatements } from './pglite-statements';

if (!parentPort) throw new Error('pglite-worker runs as a worker thread');
const port = parentPort;
const options = workerData as PgliteThreadOptions;

/** Errors as plain data: a clone of an Error keeps only its message, and the callers read `code` (SQLSTATE). */
function serialize(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), props: {} };
  const props: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || typeof value === 'function') continue;
    props[key] = typeof value === 'object' && value !== null ? JSON.parse(JSON.stringify(value)) : value;
  }
  return { name: error.name, message: error.message, stack: error.stack, props };
}

const post = (message: FromThread, transfer?: ArrayBuffer[]) => port.postMessage(message, transfer);

/** Query options per set of types kept as text (drizzle reads dates and intervals itself), made once each. */
const queryOptions = new Map<
  string,
  { rowMode: 'array' | 'object'; parsers: Record<number, (text: string) => string> }
>();
function optionsFor(rowMode: 'array' | 'object', textTypes: number[]) {
  const key = `${rowMode}|${textTypes.join(',')}`;
  let found = queryOptions.get(key);
  if (!found) {
    found = { rowMode, parsers: Object.fromEntries(textTypes.map((type) => [type, (text: string) => text])) };
    queryOptions.set(key, found);
  }
  return found;
}

interface OpenTransaction {
  tx: Transaction;
  end(commit: boolean, requestId: number): void;
}

const ROLLBACK = Symbol('rollback');

async function main() {
  const db = await PGlite.create({
    dataDir: options.dataDir,
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, ...options.startParams],
    loadDataDir: options.loadDataDir ? new Blob([options.loadDataDir]) : undefined,
  });
  const statements = new PgliteStatements(db);
  const transactions = new Map<number, OpenTransaction>();
  let nextTransaction = 1;
  const listening = new Map<string, () => Promise<void>>();

  /** The open transaction a request names (none: it runs outside any, and PGlite queues it after the open one). */
  const transactionOf = (tx: number | undefined) => {
    if (tx === undefined) return undefined;
    const open = transactions.get(tx);
    if (!open) throw new Error(`transaction ${tx} is not open`);
    return open.tx;
  };

  const begin = (id: number) => {
    const txId = nextTransaction++;
    let endRequest = 0;
    db.transaction(async (tx) => {
      const commit = await new Promise<boolean>((resolve) => {
        transactions.set(txId, {
          tx,
          end: (wanted, requestId) => {
            endRequest = requestId;
            resolve(wanted);
          },
        });
        post({ id, result: txId });
      });
      transactions.delete(txId);
      if (!commit) throw ROLLBACK;
    }).then(
      () => post({ id: endRequest, result: null }),
      (error) => {
        transactions.delete(txId);
        // Failed at BEGIN: the begin request gets the error; otherwise the request that ended it does.
        if (error === ROLLBACK) post({ id: endRequest, result: null });
        else post({ id: endRequest || id, error: serialize(error) });
      },
    );
  };

  const handle = async (message: ToThread): Promise<unknown> => {
    switch (message.op) {
      case 'query':
        return statements.query(
          message.text,
          message.params,
          optionsFor(message.rowMode, message.textTypes),
          transactionOf(message.tx) !== undefined,
        );
      case 'exec':
        return (transactionOf(message.tx) ?? db).exec(message.text);
      case 'listen': {
        if (!listening.has(message.channel)) {
          const channel = message.channel;
          listening.set(channel, await db.listen(channel, (payload) => post({ notify: channel, payload })));
        }
        return null;
      }
      case 'unlisten': {
        const stop = listening.get(message.channel);
        listening.delete(message.channel);
        await stop?.();
        return null;
      }
      case 'dump':
        return (await db.dumpDataDir('none')).arrayBuffer();
      case 'close':
        await db.close();
        return null;
      default:
        throw new Error(`unknown request ${(message as { op: string }).op}`);
    }
  };

  port.on('message', (message: ToThread) => {
    if (message.op === 'begin') return begin(message.id);
    if (message.op === 'end') {
      const open = transactions.get(message.tx);
      if (!open) return post({ id: message.id, error: serialize(new Error(`transaction ${message.tx} is not open`)) });
      return open.end(message.commit, message.id);
    }
    handle(message).then(
      (result) => post({ id: message.id, result }, result instanceof ArrayBuffer ? [result] : undefined),
      (error) => post({ id: message.id, error: serialize(error) }),
    );
  });
  post({ ready: true });
}

main().catch((error) => post({ failed: serialize(error) }));
