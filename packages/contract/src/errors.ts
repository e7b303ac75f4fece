import { z } from './zod';

/** spec §8: code 499 marks a validation failure whose `meta` lists messages per field. */
export const VALIDATION_ERROR_CODE = 499;

export const ZErrorBody = z.object({
  code: z.number().int(),
  error_description: z.string(),
  meta: z.record(z.string(), z.unknown()),
});
export type TErrorBody = z.infer<typeof ZErrorBody>;

export const ZValidationMeta = z.record(z.string(), z.array(z.string()));
export type TValidationMeta = z.infer<typeof ZValidationMeta>;
