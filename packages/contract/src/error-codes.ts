// Without zod, for the web's login page (errors.ts re-exports it with the schemas).
/** spec §8: code 499 marks a validation failure whose `meta` lists messages per field. */
export const VALIDATION_ERROR_CODE = 499;
