// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSectionsShown } from '@/features/application/hooks/use-sections-shown';

describe('the form draws its sections one per task', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts with no section, adds one per task and stops at the last', () => {
    const { result } = renderHook(() => useSectionsShown(7));
    expect(result.current).toBe(0);
    // Each task draws one more section (the effect sets the next timer once React has drawn the last).
    for (let task = 1; task <= 7; task++) {
      act(() => {
        vi.advanceTimersToNextTimer();
      });
      expect(result.current).toBe(task);
    }
    expect(vi.getTimerCount()).toBe(0);
  });

  it('leaves no timer behind when the form goes away mid-way', () => {
    const { result, unmount } = renderHook(() => useSectionsShown(7));
    act(() => {
      vi.advanceTimersToNextTimer();
    });
    expect(result.current).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
