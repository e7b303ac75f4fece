/**
 * Fixed-window counters for abuse limits. In-process by default; Redis when REDIS_URL is set, so several server
 * processes share the same counts.
 */
export interface CounterStore {
  /** Adds one to `key` and returns the count in the current window and the time left in it. */
  increment(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  peek(key: string): Promise<{ count: number; resetInMs: number }>;
  /** Takes one back from `key` in its current window (never below zero, never starting a window). */
  decrement(key: string): Promise<void>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export function memoryCounterStore(now: () => number = Date.now): CounterStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string) => {
    const entry = windows.get(key);
    if (entry && entry.resetAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return entry;
  };
  // Expired windows are dropped lazily on access and by this sweep, so memory stays bounded.
  const sweep = setInterval(() => {
    for (const key of windows.keys()) live(key);
  }, 60_000);
  sweep.unref();
  return {
    async increment(key, windowMs) {
      const entry = live(key) ?? { count: 0, resetAt: now() + windowMs };
      entry.count += 1;
      windows.set(key, entry);
      return { count: entry.count, resetInMs: entry.resetAt - now() };
    },
    async decrement(key) {
      const entry = live(key);
      if (entry && entry.count > 0) entry.count -= 1;
    },
    async peek(key) {
      const entry = live(key);
      return entry ? { count: entry.count, resetInMs: entry.resetAt - now() } : { count: 0, resetInMs: 0 };
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      clearInterval(sweep);
    },
  };
}

export function redisCounterStore(url: string, prefix = 'qabul:limit:'): CounterStore {
  // ioredis is loaded only where REDIS_URL is set, not by every single-process server.
  const connection = import('ioredis').then(({ Redis }) => new Redis(url, { maxRetriesPerRequest: 2 }));
  return {
    async increment(key, windowMs) {
      const k = prefix + key;
      // One transaction: the window starts with its expiry, so no count is ever left without one.
      const redis = await connection;
      const [, [, count], [, ttl]] = (await redis.multi().set(k, 0, 'PX', windowMs, 'NX').incr(k).pttl(k).exec()) as [
        unknown,
        [null, number],
        [null, number],
      ];
      return { count, resetInMs: Math.max(ttl, 0) };
    },
    async decrement(key) {
      await (await connection).eval(
        "local v = tonumber(redis.call('get', KEYS[1]) or '0') if v > 0 then redis.call('decr', KEYS[1]) end",
        1,
        prefix + key,
      );
    },
    async peek(key) {
      const k = prefix + key;
      const redis = await connection;
      const [[, value], [, ttl]] = (await redis.multi().get(k).pttl(k).exec()) as [
        [null, string | null],
        [null, number],
      ];
      return { count: Number(value ?? 0), resetInMs: Math.max(ttl, 0) };
    },
    async reset(key) {
      await (await connection).del(prefix + key);
    },
    async close() {
      await (await connection).quit();
    },
  };
}
