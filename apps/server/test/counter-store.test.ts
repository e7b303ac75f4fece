import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type CounterStore, memoryCounterStore, redisCounterStore } from '../src/lib/counter-store';

function behavesAsCounterStore(name: string, open: () => CounterStore) {
  describe(name, () => {
    it('counts within a window, reports the time left and resets', async () => {
      const store = open();
      const key = `test:${randomUUID()}`;
      expect(await store.peek(key)).toEqual({ count: 0, resetInMs: 0 });
      expect((await store.increment(key, 60_000)).count).toBe(1);
      const second = await store.increment(key, 60_000);
      expect(second.count).toBe(2);
      expect(second.resetInMs).toBeGreaterThan(50_000);
      expect(second.resetInMs).toBeLessThanOrEqual(60_000);
      expect((await store.peek(key)).count).toBe(2);
      await store.reset(key);
      expect((await store.peek(key)).count).toBe(0);
      await store.close();
    });

    it('counts a parallel burst exactly and gives back without going below zero', async () => {
      const store = open();
      const key = `test:${randomUUID()}`;
      const counts = await Promise.all(Array.from({ length: 50 }, () => store.increment(key, 60_000)));
      expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
      expect(counts.every((c) => c.resetInMs > 0)).toBe(true);
      await store.decrement(key);
      expect((await store.peek(key)).count).toBe(49);
      const fresh = `test:${randomUUID()}`;
      await store.decrement(fresh);
      expect((await store.peek(fresh)).count).toBe(0);
      await store.close();
    });

    it('starts a new window once the old one has passed', async () => {
      const store = open();
      const key = `test:${randomUUID()}`;
      await store.increment(key, 50);
      await new Promise((r) => setTimeout(r, 80));
      expect((await store.increment(key, 50)).count).toBe(1);
      await store.close();
    });
  });
}

behavesAsCounterStore('in-process counters', () => memoryCounterStore());

// .ci/run sets TEST_REDIS_URL (the machine runs Redis), so CI always runs this suite.
describe.runIf(process.env.TEST_REDIS_URL)('Redis', () => {
  behavesAsCounterStore('Redis counters shared by processes', () =>
    redisCounterStore(process.env.TEST_REDIS_URL ?? ''),
  );

  it('shares counts between two server processes', async () => {
    const a = redisCounterStore(process.env.TEST_REDIS_URL ?? '');
    const b = redisCounterStore(process.env.TEST_REDIS_URL ?? '');
    const key = `test:${randomUUID()}`;
    await a.increment(key, 60_000);
    expect((await b.increment(key, 60_000)).count).toBe(2);
    await a.close();
    await b.close();
  });
});
