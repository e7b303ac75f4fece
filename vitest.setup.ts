import { afterEach, beforeEach, expect, type MockInstance, vi } from 'vitest';

/**
 * Every project's setup: a test that makes anything call console.error fails (epic-stack
 * `tests/setup/setup-test-env.ts`). React warnings, unhandled query errors and stray logs surface as failures
 * instead of scrolling by. The message still prints, so the failure shows what was logged.
 */
let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
});

afterEach(() => {
  const calls = consoleError.mock.calls.map((args) => args.map(String).join(' '));
  consoleError.mockRestore();
  expect(calls, 'console.error was called').toEqual([]);
});
