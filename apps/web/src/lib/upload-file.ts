import type { z } from '@qabul/contract/zod';
import { ApiError, api } from './api-client';
import { translateMessage } from './i18n';

/**
 * How long an upload of `bytes` may take (docs/decisions/0135-upload-time-limit.md): 10 s, and the file at 25 KB/s,
 * half the upload speed of a slow 3G link; never more than the server's own 120 s request timeout.
 */
export const uploadTimeLimitMs = (bytes: number) => Math.min(120_000, 10_000 + bytes / 25);

/**
 * POSTs `file` as the multipart field `file` to `path` and parses the answer. Given up at its time limit, with an
 * `ApiError` without a status (no answer came) saying `file_upload_timeout`: on a connection that died silently, the
 * browser would wait for ever. The applicant's uploads and the super admin's replacements of
 * their documents go through it.
 */
export async function postFileInTime<T>(path: string, file: Blob, schema: z.ZodType<T>): Promise<T> {
  const body = new FormData();
  body.append('file', file);
  const signal = AbortSignal.timeout(uploadTimeLimitMs(file.size));
  try {
    return await api.post(path, body, { schema, signal });
  } catch (error) {
    throw signal.aborted ? new ApiError(translateMessage('file_upload_timeout'), undefined, undefined) : error;
  }
}
