// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useShownOneByOne } from '@/features/application/hooks/use-shown-one-by-one';

describe('the form draws its sections, and each section its fields, one per task', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts with none, adds one per task and stops at the last', () => {
    const { result } = renderHook(() => useShownOneByOne(7));
    expect(result.current).toBe(0);
    // Each task draws one more part (the effect sets the next timer once React has drawn the last).
    for (let task = 1; task <= 7; task++) {
      act(() => {
        vi.advanceTimersToNextTimer();
      });
      expect(result.current).toBe(task);
    }
    expect(vi.getTimerCount()).toBe(0);
  });

  it('leaves no timer behind when the form goes away mid-way', () => {
    const { result, unmount } = renderHook(() => useShownOneByOne(7));
    act(() => {
      vi.advanceTimersToNextTimer();
    });
    expect(result.current).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('draws a part added after the last at once', () => {
    const { result, rerender } = renderHook(({ total }) => useShownOneByOne(total), { initialProps: { total: 2 } });
    for (let task = 1; task <= 2; task++) {
      act(() => {
        vi.advanceTimersToNextTimer();
      });
    }
    expect(result.current).toBe(2);
    rerender({ total: 3 });
    expect(result.current).toBe(3);
    expect(vi.getTimerCount()).toBe(0);
  });
});
