import { describe, expect, it, vi } from 'vitest';
import { preferredEncoding } from '../src/lib/compression';
import { perHeaderValue } from '../src/lib/per-header-value';

describe('perHeaderValue', () => {
  it('parses each value once, the missing header too, and answers as the parser would', () => {
    const parse = vi.fn((value: string | undefined) => (value ? value.split(',')[0] : undefined));
    const cached = perHeaderValue(parse);
    expect([cached('br, gzip'), cached('br, gzip'), cached(undefined), cached(undefined)]).toEqual([
      'br',
      'br',
      undefined,
      undefined,
    ]);
    expect(parse).toHaveBeenCalledTimes(2);
  });

  it('does not keep long values, and empties itself when full', () => {
    const parse = vi.fn((value: string | undefined) => value?.length ?? 0);
    const cached = perHeaderValue(parse, 2);
    const long = 'x'.repeat(300);
    cached(long);
    cached(long);
    expect(parse).toHaveBeenCalledTimes(2);
    for (const value of ['a', 'b', 'c', 'a']) cached(value);
    // 'c' emptied the two kept values, so 'a' was parsed again.
    expect(parse).toHaveBeenCalledTimes(6);
  });

  it('keeps preferredEncoding answering by the header it is given', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding(undefined)).toBeUndefined();
  });
});
