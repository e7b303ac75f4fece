import { describe, expect, it } from 'vitest';
import { ARGON2_CONCURRENCY, argon2Load, hashPassword, verifyPassword } from '../src/lib/password';

describe('argon2 under a flood of logins', () => {
  it('runs at most cores - 1 hashes at once and queues the rest, every one still answered right', async () => {
    const stored = await hashPassword('Secret-pass-1');
    let mostRunning = 0;
    let mostWaiting = 0;
    const sampler = setInterval(() => {
      const load = argon2Load();
      mostRunning = Math.max(mostRunning, load.running);
      mostWaiting = Math.max(mostWaiting, load.waiting);
    }, 1);
    const checks = await Promise.all(
      Array.from({ length: ARGON2_CONCURRENCY + 4 }, (_, i) =>
        verifyPassword(stored, i % 2 ? 'Secret-pass-1' : 'wrong'),
      ),
    );
    clearInterval(sampler);
    expect(checks).toEqual(Array.from({ length: ARGON2_CONCURRENCY + 4 }, (_, i) => i % 2 === 1));
    expect(mostRunning).toBe(ARGON2_CONCURRENCY);
    expect(mostWaiting).toBeGreaterThan(0);
    expect(argon2Load()).toEqual({ running: 0, waiting: 0 });
  });
});
