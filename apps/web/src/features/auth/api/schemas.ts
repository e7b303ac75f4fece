import { ZPhone } from '@qabul/contract/phone';
import { z } from '@qabul/contract/zod';

// The guest forms load this module (zod, libphonenumber-js) on their first input: see lib/lazy-module.ts.

/** A phone field: empty → 'required', otherwise the contract's ZPhone ('phone_invalid'). Messages are keys. */
export const ZPhoneInput = z.string().min(1, { error: 'required', abort: true }).pipe(ZPhone);

export const ZLoginForm = z.object({ phone: ZPhoneInput, password: z.string().min(1, 'required') });
export type TLoginForm = z.infer<typeof ZLoginForm>;

export const ZPhoneForm = z.object({ phone: ZPhoneInput });
export type TPhoneForm = z.infer<typeof ZPhoneForm>;
