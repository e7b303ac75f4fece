import { z } from './zod';

export { VALIDATION_ERROR_CODE } from './error-codes';

export const ZErrorBody = z.object({
  code: z.number().int(),
  error_description: z.string(),
  meta: z.record(z.string(), z.unknown()),
});
export type TErrorBody = z.infer<typeof ZErrorBody>;
