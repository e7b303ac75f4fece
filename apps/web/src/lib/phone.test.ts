import { describe, expect, it } from 'vitest';
import { countryMask, countryName, formatPhone } from './phone';
import { UZBEKISTAN } from './phone-mask';

describe('formatPhone', () => {
  it('shows an Uzbek number with the form mask (spec §5)', () => {
    expect(formatPhone('998901234567')).toBe('+998(90) 123-45-67');
  });

  it('leaves a number that does not fill its mask as it is', () => {
    expect(formatPhone('99890123')).toBe('99890123');
  });
});

describe('UZBEKISTAN', () => {
  it('is the mask libphonenumber-js derives for UZ', () => {
    expect(UZBEKISTAN).toEqual(countryMask('UZ'));
  });
});

describe('countryName', () => {
  it('names countries in Uzbek from the country list the server seeds, apostrophes in their stored form', () => {
    expect(countryName('UZ', 'uz')).toBe("O'zbekiston");
    expect(countryName('AF', 'uz')).toBe("Afg'oniston");
  });

  it("uses the runtime's names in Russian and English", () => {
    expect(countryName('KZ', 'ru')).toBe('Казахстан');
    expect(countryName('KZ', 'en')).toBe('Kazakhstan');
  });
});
