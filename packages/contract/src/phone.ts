import { isValidPhoneNumber } from 'libphonenumber-js';
import { z } from './zod';

/**
 * A phone as the API carries it: the dial code and the number, digits only (e.g. 998901234567). A module of its own,
 * apart from the other primitives: libphonenumber-js's metadata is large, and only the pages with a phone field need
 * it (the applicant's home, result and appeal pages do not).
 */
// One check, not an aborting regex: an explicit abort would hide the other fields' object-level checks (a form's
// password mismatch) on the same Save.
export const ZPhone = z
  .string()
  .refine((value) => /^\d{7,15}$/.test(value) && isValidPhoneNumber(`+${value}`), 'phone_invalid');
