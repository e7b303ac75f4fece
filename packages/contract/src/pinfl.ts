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
 * Whether the check is enforced. On by default on both sides; the server turns it off with PINFL_CHECK_DIGIT=off
 * should a real document ever fail it, and then accepts any 14 digits.
 */
const policy = { enforced: true };

export function enforcePinflCheckDigit(enforced: boolean) {
  policy.enforced = enforced;
}

/** Whether a 14-digit PINFL passes the check digit (always, when the check is off). */
export function pinflCheckDigitValid(pinfl: string): boolean {
  if (!policy.enforced) return true;
  return /^\d{14}$/.test(pinfl) && pinflCheckDigit(pinfl) === Number(pinfl[13]);
}
