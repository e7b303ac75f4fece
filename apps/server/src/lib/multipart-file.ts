import type { TMessageKey } from '@qabul/contract/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error';

type UploadRule = { field: string; requiredKey: TMessageKey; tooLargeKey: TMessageKey; maxBytes?: number };

/** The bytes of the multipart field `file` (`readMultipartUpload`). */
export async function readMultipartFile(app: FastifyInstance, request: FastifyRequest, rule: UploadRule) {
  return (await readMultipartUpload(app, request, rule)).bytes;
}

/**
 * The bytes of the multipart field `file` and the name it was sent with. A request without it (or not multipart at
 * all) is a 499 on `field` with `requiredKey`; a file over the limit a 499 with `tooLargeKey`; a damaged request (no
 * boundary, cut short, broken part headers: busboy's plain errors) a 400 `malformed_multipart`, never a 500.
 */
export async function readMultipartUpload(
  app: FastifyInstance,
  request: FastifyRequest,
  rule: UploadRule,
): Promise<{ bytes: Buffer; fileName: string }> {
  const missing = AppError.validation({ [rule.field]: [rule.requiredKey] });
  const malformed = (error: unknown) => (error instanceof AppError ? error : new AppError('malformed_multipart'));
  const part = await request
    .file(rule.maxBytes ? { limits: { fileSize: rule.maxBytes } } : undefined)
    .catch((error) => {
      throw error instanceof app.multipartErrors.InvalidMultipartContentTypeError ? missing : malformed(error);
    });
  if (part?.fieldname !== 'file') throw missing;
  try {
    return { bytes: await part.toBuffer(), fileName: part.filename };
  } catch (error) {
    if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
      throw AppError.validation({ [rule.field]: [rule.tooLargeKey] });
    }
    throw malformed(error);
  }
}
