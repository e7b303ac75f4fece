// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cookieValue, writeCookie } from './cookie';

const cookieGetter = () => vi.spyOn(Document.prototype, 'cookie', 'get');
const nextRun = () => new Promise<void>((resolve) => setTimeout(resolve));

describe('cookieValue', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    writeCookie('a=; max-age=0');
    writeCookie('b=; max-age=0');
    await nextRun();
  });

  it('reads the cookies once for every question asked until the scripts yield', async () => {
    writeCookie('a=1');
    writeCookie('b=2');
    const reads = cookieGetter();
    expect([cookieValue('a'), cookieValue('b'), cookieValue('a'), cookieValue('missing')]).toEqual([
      '1',
      '2',
      '1',
      null,
    ]);
    expect(reads).toHaveBeenCalledTimes(1);
    await nextRun();
    expect(cookieValue('a')).toBe('1');
    expect(reads).toHaveBeenCalledTimes(2);
  });

  it("sees the page's own writes at once, and others' (the server's, another tab's) from the next run", async () => {
    writeCookie('a=1');
    expect(cookieValue('a')).toBe('1');
    writeCookie('a=2');
    expect(cookieValue('a')).toBe('2');
    // Not through writeCookie, as a server's answer or another tab changes it.
    // biome-ignore lint/suspicious/noDocumentCookie: what the browser does with a server's answer.
    document.cookie = 'a=3';
    expect(cookieValue('a')).toBe('2');
    await Promise.resolve();
    expect(cookieValue('a')).toBe('3');
  });

  it('takes an empty cookie for an absent one', () => {
    writeCookie('a=');
    expect(cookieValue('a')).toBeNull();
  });
});
