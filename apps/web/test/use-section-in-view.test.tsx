// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sectionElementId } from '@/features/application/components/sections';
import { useSectionInView } from '@/features/application/hooks/use-section-in-view';

/** A stand-in for the browser's observer: the test says which sections cross the band, as the browser would. */
let report: (changes: [number, boolean][]) => void = () => {};

class FakeIntersectionObserver {
  private readonly targets = new Map<number, Element>();
  constructor(callback: IntersectionObserverCallback) {
    report = (changes) =>
      callback(
        changes.map(([number, isIntersecting]) => ({
          target: this.targets.get(number) as Element,
          isIntersecting,
        })) as IntersectionObserverEntry[],
        this as unknown as IntersectionObserver,
      );
  }
  observe(element: HTMLElement) {
    this.targets.set(Number(element.dataset.section), element);
  }
  disconnect() {}
}

describe('the section being read', () => {
  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    for (let number = 1; number <= 7; number++) {
      const section = document.createElement('section');
      section.id = sectionElementId(number);
      section.dataset.section = String(number);
      document.body.append(section);
    }
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.replaceChildren();
  });

  it('is the section jumped to, also once the one left behind is reported leaving on its own', () => {
    const { result } = renderHook(() => useSectionInView(7));
    expect(result.current).toBe(1);
    // A jump from 1 to 5, sampled mid-scroll: 4's end and 5's start are both in the band, then 4 leaves it.
    act(() =>
      report([
        [1, false],
        [4, true],
        [5, true],
      ]),
    );
    expect(result.current).toBe(5);
    act(() => report([[4, false]]));
    expect(result.current).toBe(5);
  });

  it('moves up a section only once the lower one has left the band, and stays put while none is in it', () => {
    const { result } = renderHook(() => useSectionInView(7));
    act(() => report([[3, true]]));
    expect(result.current).toBe(3);
    // Scrolling up: 2's end comes into the band while 3's start is still in it.
    act(() => report([[2, true]]));
    expect(result.current).toBe(3);
    act(() => report([[3, false]]));
    expect(result.current).toBe(2);
    act(() => report([[2, false]]));
    expect(result.current).toBe(2);
  });
});
