import { describe, expect, it } from 'vitest';
import { formatDay } from './date-time';

describe('formatDay', () => {
  it('converts ISO calendar dates and ignores anything else', () => {
    expect(formatDay('1999-12-31')).toBe('31.12.1999');
    expect(formatDay(null)).toBe('');
    expect(formatDay('31.12.1999')).toBe('');
  });
});
