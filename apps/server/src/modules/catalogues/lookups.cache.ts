import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { announceChange, clearOnAnnouncement } from '../../lib/process-caches';
import { brotliOptions, COMPRESS_FROM_BYTES, exactCopy, preferredEncoding } from '../../plugins/app/compression';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A bound on the entries, so requests for many parent ids (most answer []) cannot grow memory without end. */
const MAX_ENTRIES = 5000;
export const LOOKUPS_CHANNEL = 'qabul_lookups';

/** One lookup answer as sent: the JSON text, its ETag, and compressed copies made once. */
export interface CachedLookup {
  json: string;
  etag: string;
  br?: Buffer;
  gzip?: Buffer;
}

const etagOf = (json: string) => `"${createHash('sha256').update(json).digest('base64url').slice(0, 32)}"`;

async function prepare(body: unknown): Promise<CachedLookup> {
  const json = JSON.stringify(body);
  const etag = etagOf(json);
  const bytes = Buffer.byteLength(json);
  if (bytes < COMPRESS_FROM_BYTES) return { json, etag };
  // Made once per catalogue change, on libuv's pool, and sent thousands of times: brotli's best quality, as for the
  // web app's files. The country list (25 KB) is 3.0 KB at 11 against 3.7 at 9, for some 30 ms once instead of 1.
  const [br, gz] = await Promise.all([
    brotli(json, brotliOptions(bytes, 11)).then(exactCopy),
    gzipAsync(json, { level: 9 }).then(exactCopy),
  ]);
  return { json, etag, br, gzip: gz };
}

/**
 * Lookups change rarely and are read on every form: each answer (per list, parent id and language) is built once,
 * kept in memory and sent from there until a catalogue row changes. `clear` drops everything; an answer loaded
 * while a clear happened is not kept, so a reader never brings back what a writer just changed.
 */
export class LookupCache {
  private readonly entries = new Map<string, CachedLookup>();
  private readonly loading = new Map<string, Promise<CachedLookup>>();
  private readonly values = new Map<string, Promise<unknown>>();
  private generation = 0;

  /** Any value derived from the catalogues (not sent as is), kept until the next change like the answers. */
  value<T>(key: string, load: () => Promise<T>): Promise<T> {
    let promise = this.values.get(key) as Promise<T> | undefined;
    if (!promise) {
      promise = load();
      this.values.set(key, promise);
      promise.catch(() => {
        if (this.values.get(key) === promise) this.values.delete(key);
      });
    }
    return promise;
  }

  /** The answer at `key` if it is in memory: the hot path, answered without a promise. */
  peek(key: string): CachedLookup | undefined {
    return this.entries.get(key);
  }

  async get(key: string, load: () => Promise<unknown>): Promise<CachedLookup> {
    const cached = this.entries.get(key);
    if (cached) return cached;
    const pending = this.loading.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const promise = load()
      .then(prepare)
      .then((entry) => {
        if (generation === this.generation) {
          if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
          this.entries.set(key, entry);
        }
        return entry;
      })
      .finally(() => {
        if (this.loading.get(key) === promise) this.loading.delete(key);
      });
    this.loading.set(key, promise);
    return promise;
  }

  clear() {
    this.generation++;
    this.entries.clear();
    this.loading.clear();
    this.values.clear();
  }
}

/**
 * Sends a cached lookup: the browser may keep it 5 minutes (per user and language) and revalidate with the ETag to
 * get a bodiless 304; the body goes out pre-compressed when the client accepts it.
 */
export function sendLookup(request: FastifyRequest, reply: FastifyReply, entry: CachedLookup) {
  reply
    .header('cache-control', 'private, max-age=300')
    .header('etag', entry.etag)
    .header('vary', 'Accept-Language, Accept-Encoding');
  const ifNoneMatch = request.headers['if-none-match'];
  const tags = (ifNoneMatch ?? '').split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  if (tags.includes(entry.etag) || ifNoneMatch?.trim() === '*') return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const encoding = entry.br ? preferredEncoding(request.headers['accept-encoding']) : undefined;
  if (encoding) return reply.header('content-encoding', encoding).send(entry[encoding]);
  return reply.send(entry.json);
}

/** Sends a body built per request (kept in a cache of its own) with the same ETag and revalidation. */
export function sendCached(request: FastifyRequest, reply: FastifyReply, body: unknown) {
  const json = JSON.stringify(body);
  return sendLookup(request, reply, { json, etag: etagOf(json) });
}

declare module 'fastify' {
  interface FastifyInstance {
    lookups: LookupCache;
  }
}

/** The app's lookup cache, dropped whenever any process on this database says a catalogue changed. */
export async function registerLookupCache(app: FastifyInstance) {
  const cache = app.ctx.lookups;
  app.decorate('lookups', cache);
  await clearOnAnnouncement(app, LOOKUPS_CHANNEL, cache);
}

/** After a catalogue write has committed: this process drops its cache now, the others when notified. */
export const lookupsChanged = (app: FastifyInstance) => announceChange(app, LOOKUPS_CHANNEL, app.lookups);
