import { type JsonAnswer, precompressedAnswer } from './json-answer';

/** A bound on the entries, so requests for many parent ids (most answer []) cannot grow memory without end. */
const MAX_ENTRIES = 5000;

/**
 * Lookups change rarely and are read on every form: each answer (per list, parent id and language) is built once,
 * kept in memory and sent from there until a catalogue row changes. `clear` drops everything; an answer loaded
 * while a clear happened is not kept, so a reader never brings back what a writer just changed.
 */
export class LookupCache {
  private readonly entries = new Map<string, JsonAnswer>();
  private readonly loading = new Map<string, Promise<JsonAnswer>>();
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
  peek(key: string): JsonAnswer | undefined {
    return this.entries.get(key);
  }

  async get(key: string, load: () => Promise<unknown>): Promise<JsonAnswer> {
    const cached = this.entries.get(key);
    if (cached) return cached;
    const pending = this.loading.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const promise = load()
      .then((body) => precompressedAnswer(JSON.stringify(body)))
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
