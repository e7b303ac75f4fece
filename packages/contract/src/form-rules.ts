/**
 * The rules of the application form that the server's configuration sets (README "Configuration"). The server applies
 * them and sends them to the web app with its settings (index.html), so the form checks what the API will. Without
 * zod: the web app reads them on every page, the login page included.
 */
export interface TFormRules {
  /** PINFL_CHECK_DIGIT: whether a PINFL's last digit must be its check digit. */
  pinflCheckDigit: boolean;
}
export const DEFAULT_FORM_RULES: TFormRules = { pinflCheckDigit: true };
