/** The messages between the server and the embedded database's thread (pglite-thread.ts, pglite-worker.ts). */

export interface PgliteThreadOptions {
  dataDir?: string;
  /** Added to PGlite's own start parameters. */
  startParams: string[];
  /** A `dumpDataDir()` archive to start from (moved to the thread, not copied). */
  loadDataDir?: ArrayBuffer;
}

/** `tx`: the open transaction a request runs in; none: outside any, after the open one ends. */
export type ToThread =
  | {
      op: 'query';
      id: number;
      tx?: number;
      text: string;
      params: unknown[];
      rowMode: 'array' | 'object';
      /** Types whose values come back as PostgreSQL's text (drizzle parses dates and intervals itself). */
      textTypes: number[];
    }
  | { op: 'exec'; id: number; tx?: number; text: string }
  | { op: 'begin'; id: number }
  | { op: 'end'; id: number; tx: number; commit: boolean }
  | { op: 'listen' | 'unlisten'; id: number; channel: string }
  | { op: 'dump' | 'close'; id: number };

/** A message to the thread before the sender numbers it. */
export type Unnumbered<T> = T extends unknown ? Omit<T, 'id'> : never;

export interface SerializedError {
  name: string;
  message: string;
  stack?: string;
  /** The error's own fields: PostgreSQL's code, detail, constraint… */
  props: Record<string, unknown>;
}

export type FromThread =
  | { id: number; result: unknown; error?: undefined }
  | { id: number; error: SerializedError }
  | { notify: string; payload: string }
  | { ready: true }
  | { failed: SerializedError };
