import type { TMessageKey } from '@qabul/contract/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/**
 * The bytes of the multipart field `file`. A request without it (or not multipart at all) is a 499 on `field` with
 * `requiredKey`; a file over the limit a 499 with `tooLargeKey`; a damaged request (no boundary, cut short, broken
 * part headers: busboy's plain errors) a 400 `malformed_multipart`, never a 500.
 */
export async function readMultipartFile(
  app: FastifyInstance,
  request: FastifyRequest,
  rule: { field: string; requiredKey: TMessageKey; tooLargeKey: TMessageKey; maxBytes?: number },
) {
  const missing = AppError.validation({ [rule.field]: [rule.requiredKey] });
  const malformed = (error: unknown) => (error instanceof AppError ? error : new AppError('malformed_multipart'));
  const part = await request
    .file(rule.maxBytes ? { limits: { fileSize: rule.maxBytes } } : undefined)
    .catch((error) => {
      throw error instanceof app.multipartErrors.InvalidMultipartContentTypeError ? missing : malformed(error);
    });
  if (part?.fieldname !== 'file') throw missing;
  try {
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
      throw AppError.validation({ [rule.field]: [rule.tooLargeKey] });
    }
    throw malformed(error);
  }
}
