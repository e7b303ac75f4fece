import { VALIDATION_ERROR_CODE } from '@qabul/contract/errors';
import type { TMessageKey } from '@qabul/contract/messages';

/** Values put into the message; `{ message }` is itself translated (e.g. a status name). */
export type Params = Record<string, string | number | { message: TMessageKey }>;

/**
 * Every key the server refuses a request with, and its one HTTP status. The keys are message keys (contract
 * messages), so a typo is a compile error, and a key cannot answer one status here and another there.
 */
export const ERROR_STATUS = {
  bad_request: 400,
  validation_failed: 400,
  registration_closed: 400,
  body_too_deep: 400,
  malformed_multipart: 400,
  malformed_url: 400,
  unauthorized: 401,
  incorrect_login: 401,
  two_factor_code_incorrect: 401,
  two_factor_challenge_expired: 401,
  forbidden: 403,
  member_blocked: 403,
  not_found: 404,
  route_not_found: 404,
  application_not_found: 404,
  member_not_found: 404,
  country_not_found: 404,
  region_not_found: 404,
  city_not_found: 404,
  school_not_found: 404,
  school_type_not_found: 404,
  education_type_not_found: 404,
  disability_not_found: 404,
  certificate_not_found: 404,
  science_not_found: 404,
  faculty_not_found: 404,
  education_language_not_found: 404,
  admission_session_not_found: 404,
  appeal_not_found: 404,
  conflict: 409,
  application_not_editable: 409,
  application_status_conflict: 409,
  phone_already_registered: 409,
  member_super_admin_locked: 409,
  member_self_block: 409,
  two_factor_already_enrolled: 409,
  two_factor_enrolment_not_started: 409,
  session_activation_conflict: 409,
  region_in_use: 409,
  city_in_use: 409,
  appeal_not_eligible: 409,
  appeal_already_sent: 409,
  appeal_already_answered: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  too_many_requests: 429,
  live_streams_exceeded: 429,
  login_locked: 429,
  login_new_device_locked: 429,
  internal_error: 500,
  sms_failed: 503,
  server_busy: 503,
} as const satisfies Partial<Record<TMessageKey, number>>;
export type TErrorKey = keyof typeof ERROR_STATUS;

/** The catalogue prefixes with a `<prefix>_not_found` error (catalogue definitions' `messagePrefix`). */
export type TNotFoundPrefix = TErrorKey extends infer K ? (K extends `${infer P}_not_found` ? P : never) : never;

/** A validation problem: where (a zod issue path) and what (a message key). */
export interface FieldIssue {
  path: readonly PropertyKey[];
  message: string;
}

/** A zod issue path as a field name: ["birthDate"] → birthDate, ["names","uz"] → names.uz. */
export function fieldName(path: readonly PropertyKey[]): string {
  return path.length ? path.map(String).join('.') : '_';
}

/**
 * The one error type routes and services throw: a key of ERROR_STATUS (its status comes from there), translated
 * into the caller's language by the error handler; `fields` (validation only) maps a field to message keys.
 */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly key: TErrorKey,
    readonly params: Params = {},
    readonly fields?: Record<string, string[]>,
  ) {
    super(key);
    this.status = ERROR_STATUS[key];
  }

  get code(): number {
    return this.fields ? VALIDATION_ERROR_CODE : this.status;
  }

  /** The 499 error: per field, the message keys of what is wrong with it. */
  static validation(fields: Record<string, readonly TMessageKey[]>) {
    return new AppError('validation_failed', {}, fields as Record<string, string[]>);
  }

  /**
   * The 499 error of a list of zod issues: each field once, each of its messages once. Issue messages are message
   * keys by the contract's convention (packages/contract/src/zod.ts), not checked at compile time.
   */
  static fromIssues(issues: readonly FieldIssue[]) {
    const fields: Record<string, string[]> = {};
    for (const issue of issues) {
      const name = fieldName(issue.path);
      const messages = fields[name] ?? [];
      if (!messages.includes(issue.message)) fields[name] = [...messages, issue.message];
    }
    return new AppError('validation_failed', {}, fields);
  }

  /** A 429 that tells when to come back (minutes in the message, seconds in Retry-After). */
  static retryLater(key: 'too_many_requests' | 'login_locked' | 'login_new_device_locked', retryAfterMs: number) {
    return new AppError(key, { minutes: Math.max(1, Math.ceil(retryAfterMs / 60_000)) });
  }
}
