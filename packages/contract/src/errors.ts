import { VALIDATION_ERROR_CODE } from './error-codes';
import { z } from './zod';

export { VALIDATION_ERROR_CODE };

export const ZErrorBody = z.object({
  code: z.number().int(),
  error_description: z.string(),
  meta: z.record(z.string(), z.unknown()),
});
export type TErrorBody = z.infer<typeof ZErrorBody>;

/** Any refusal but a validation failure: `code` is the HTTP status, `meta.reason` the message key. */
export const ZRefusalBody = ZErrorBody.extend({
  meta: z.object({ reason: z.string() }),
});

/** A validation failure (HTTP 400, code 499): per field, what is wrong with it in the caller's language. */
export const ZValidationErrorBody = ZErrorBody.extend({
  code: z.literal(VALIDATION_ERROR_CODE),
  meta: z.record(z.string(), z.array(z.string())),
});
