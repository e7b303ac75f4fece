/**
 * PINFL (JShShIR) check digit: digit 14 = (Σ dᵢ × wᵢ over the first 13 digits, weights 7, 3, 1 repeating) mod 10,
 * as independent public PINFL validators and generators compute it.
 */
const WEIGHTS = [7, 3, 1] as const;

/** The check digit of the first 13 digits of `digits`. */
export function pinflCheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < 13; i++) sum += Number(digits[i]) * WEIGHTS[i % 3];
  return sum % 10;
}

/**
 * Whether a PINFL is 14 digits ending in its check digit. Whether the check applies at all is the setting
 * PINFL_CHECK_DIGIT, which the field rules take as a parameter (application/fields.ts `TFormRules`).
 */
export function pinflCheckDigitValid(pinfl: string): boolean {
  return /^\d{14}$/.test(pinfl) && pinflCheckDigit(pinfl) === Number(pinfl[13]);
}
