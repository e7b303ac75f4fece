import { VALIDATION_ERROR_CODE } from '@qabul/contract/errors';

type Params = Record<string, string | number>;

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
 * The one error type routes and services throw. `key` is a message key (contract messages), translated into
 * the caller's language by the error handler; `fields` (validation only) maps a field to message keys.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly key: string,
    readonly params: Params = {},
    readonly fields?: Record<string, string[]>,
  ) {
    super(key);
  }

  get code(): number {
    return this.fields ? VALIDATION_ERROR_CODE : this.status;
  }

  static validation(fields: Record<string, string[]>) {
    return new AppError(400, 'validation_failed', {}, fields);
  }
  /** The 499 error of a list of issues: each field once, each of its messages once. */
  static fromIssues(issues: readonly FieldIssue[]) {
    const fields: Record<string, string[]> = {};
    for (const issue of issues) {
      const name = fieldName(issue.path);
      const messages = fields[name] ?? [];
      if (!messages.includes(issue.message)) fields[name] = [...messages, issue.message];
    }
    return AppError.validation(fields);
  }
  static badRequest(key = 'bad_request', params?: Params) {
    return new AppError(400, key, params);
  }
  static unauthorized(key = 'unauthorized') {
    return new AppError(401, key);
  }
  static forbidden(key = 'forbidden') {
    return new AppError(403, key);
  }
  static notFound(key = 'not_found') {
    return new AppError(404, key);
  }
  static conflict(key = 'conflict', params?: Params) {
    return new AppError(409, key, params);
  }
  static tooManyRequests(key: string, retryAfterMs: number) {
    return new AppError(429, key, { minutes: Math.max(1, Math.ceil(retryAfterMs / 60_000)) });
  }
}
