import { describe, expect, it } from 'vitest';
import { formatPhone } from './phone';

describe('formatPhone', () => {
  it('shows an Uzbek number with the form mask (spec §5)', () => {
    expect(formatPhone('998901234567')).toBe('+998(90) 123-45-67');
  });

  it('leaves a number that does not fill its mask as it is', () => {
    expect(formatPhone('99890123')).toBe('99890123');
  });
});
