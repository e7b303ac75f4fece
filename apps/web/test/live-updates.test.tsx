// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STAFF_LIVE_KEYS } from '@/app/routes/admin/root';
import { reviewKeys } from '@/features/review/api/query-keys';
import { useLiveUpdates } from '@/lib/live-updates';

/** The browser's EventSource as far as the hook uses it; the test says what the server sends. */
class FakeEventSource {
  static readonly CLOSED = 2;
  static last: FakeEventSource;
  readyState = 0;
  private readonly listeners = new Map<string, (() => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(name: string, listener: () => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  emit(name: string) {
    for (const listener of this.listeners.get(name) ?? []) listener();
  }
}

const KEYS = [['application', 'detail'], ['exams']] as const;

function mount() {
  const client = new QueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries').mockResolvedValue();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useLiveUpdates('abiturient/events', KEYS), { wrapper });
  const refreshes = () => invalidate.mock.calls.length / KEYS.length;
  return { hook, invalidate, refreshes, source: FakeEventSource.last };
}

describe('useLiveUpdates', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('EventSource', FakeEventSource);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("opens the area's stream and invalidates the keys on each change, and again after a reconnection", () => {
    const { hook, invalidate, refreshes, source } = mount();
    expect(source.url).toBe('/api/v1/abiturient/events');
    source.emit('ready');
    expect(refreshes()).toBe(0);
    source.emit('application');
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual(KEYS);
    // A dropped connection: EventSource reconnects by itself; what happened meanwhile is unknown.
    source.emit('error');
    source.emit('ready');
    expect(refreshes()).toBe(2);
    source.emit('resync');
    expect(refreshes()).toBe(3);
    hook.unmount();
    expect(source.readyState).toBe(FakeEventSource.CLOSED);
  });

  it('polls every 30 s when no `ready` comes through (a buffering proxy)', () => {
    const { refreshes, source } = mount();
    vi.advanceTimersByTime(15_000);
    expect(source.readyState).toBe(FakeEventSource.CLOSED);
    expect(refreshes()).toBe(1);
    vi.advanceTimersByTime(60_000);
    expect(refreshes()).toBe(3);
  });

  it('polls when the stream fails three times in a row, or is refused', () => {
    const failing = mount();
    failing.source.emit('ready');
    for (let i = 0; i < 3; i++) failing.source.emit('error');
    expect(failing.source.readyState).toBe(FakeEventSource.CLOSED);
    vi.advanceTimersByTime(30_000);
    expect(failing.refreshes()).toBe(2);
    failing.hook.unmount();

    const refused = mount();
    refused.source.readyState = FakeEventSource.CLOSED;
    refused.source.emit('error');
    vi.advanceTimersByTime(30_000);
    expect(refused.refreshes()).toBe(2);
    refused.hook.unmount();
    vi.advanceTimersByTime(60_000);
    expect(refused.refreshes()).toBe(2);
  });

  it("names the staff lists' and counts' keys as the review feature builds them", () => {
    expect(STAFF_LIVE_KEYS).toContainEqual(reviewKeys.lists());
    expect(STAFF_LIVE_KEYS).toContainEqual(reviewKeys.counts());
  });
});
