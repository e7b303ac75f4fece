import { describe, expect, it } from 'vitest';
import { pinflCheckDigit, pinflCheckDigitValid } from '../src/pinfl';

describe('PINFL check digit', () => {
  it('is the 7-3-1 weighted sum of the first 13 digits mod 10', () => {
    // 5·7+1·3+7·1+0·7+5·3+0·1+0·7+1·3+2·1+3·7+4·3+5·1+6·7 = 145
    expect(pinflCheckDigit('5170500123456')).toBe(5);
    expect(pinflCheckDigit('0000000000000')).toBe(0);
    // 9·(7+3+1)·4 + 9·7 = 459
    expect(pinflCheckDigit('9999999999999')).toBe(9);
  });

  it('accepts a PINFL whose last digit matches and refuses every other last digit', () => {
    expect(pinflCheckDigitValid('51705001234565')).toBe(true);
    for (const last of '012346789') expect(pinflCheckDigitValid(`5170500123456${last}`)).toBe(false);
  });

  it('catches a single mistyped digit and most swaps of neighbours', () => {
    const first13 = '3150587123456';
    const good = `${first13}${pinflCheckDigit(first13)}`;
    expect(pinflCheckDigitValid(good)).toBe(true);
    for (let i = 0; i < 13; i++) {
      const typo = `${good.slice(0, i)}${(Number(good[i]) + 1) % 10}${good.slice(i + 1)}`;
      expect(pinflCheckDigitValid(typo), `digit ${i + 1} mistyped`).toBe(false);
    }
  });

  it('refuses anything but 14 digits', () => {
    expect(pinflCheckDigitValid('5170500123456')).toBe(false);
    expect(pinflCheckDigitValid('5170500123456a')).toBe(false);
  });
});
