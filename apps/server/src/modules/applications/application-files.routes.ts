import {
  FILE_EXTENSIONS,
  FILE_KIND_FIELD,
  FILE_RULES,
  type TFileKind,
  type TFileType,
  ZFileKind,
  ZFileUrl,
} from '@qabul/contract/application/files';
import { ADMIN_ROLES, ZMessageResponse } from '@qabul/contract/auth';
import { ZId } from '@qabul/contract/primitives';
import { z } from '@qabul/contract/zod';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readMultipartFile } from '../../lib/multipart-file';
import { recordAudit } from '../audit/audit.service';
import { currentMember, requireRole } from '../auth/request-member';
import {
  type ApplicationFileRow,
  findApplicationFileById,
  findMemberApplicationFile,
} from './application-files.queries';
import { deleteOwnApplicationFile, readStoredFile, uploadApplicationFile } from './application-files.service';

const ZKindParams = z.object({ kind: ZFileKind });

/**
 * Sends a stored document. The type is the one detected at upload, `nosniff` stops browsers from guessing another,
 * and documents with personal data are not kept in shared caches.
 */
function sendFile(reply: FastifyReply, { file, bytes }: { file: ApplicationFileRow; bytes: Uint8Array }, name: string) {
  const extension = FILE_EXTENSIONS[file.contentType as TFileType] ?? 'bin';
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `inline; filename="${name}.${extension}"`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
}

/**
 * The bytes of the multipart field `file` of an upload of `kind`; a request without it (or not multipart at all)
 * and a file over the kind's size limit are 499s on the kind's field.
 */
export function readUploadedFile(app: FastifyInstance, request: FastifyRequest, kind: TFileKind) {
  const rule = FILE_RULES[kind];
  return readMultipartFile(app, request, {
    field: FILE_KIND_FIELD[kind],
    requiredKey: 'file_required',
    tooLargeKey: rule.sizeKey,
  });
}

/** Uploads, deletes and downloads of application documents. Downloads need the bearer token like any call. */
export const applicationFileRoutes: FastifyPluginAsyncZod = async (app) => {
  const applicant = requireRole('ABITURIENT');

  app.post(
    '/abiturient/application/file/:kind',
    {
      onRequest: applicant,
      schema: {
        tags: ['application'],
        description: 'multipart/form-data with one file in the field `file`; the content is checked by its bytes.',
        params: ZKindParams,
        response: { 200: ZFileUrl },
      },
    },
    async (request) => {
      const { kind } = request.params;
      const bytes = await readUploadedFile(app, request, kind);
      return uploadApplicationFile(app.ctx, currentMember(request).id, kind, bytes, request.log);
    },
  );

  app.delete(
    '/abiturient/application/file/:kind',
    {
      onRequest: applicant,
      schema: { tags: ['application'], params: ZKindParams, response: { 200: ZMessageResponse } },
    },
    async (request) => {
      await deleteOwnApplicationFile(app.ctx, currentMember(request).id, request.params.kind, request.log);
      return { message: 'OK' };
    },
  );

  // The applicant reaches only their own files: the token picks the application, the path only the kind.
  app.get(
    '/abiturient/application/file/:kind',
    { onRequest: applicant, schema: { tags: ['application'], params: ZKindParams } },
    async (request, reply) => {
      const { kind } = request.params;
      const file = await findMemberApplicationFile(app.db, currentMember(request).id, kind);
      return sendFile(reply, await readStoredFile(app.ctx, file), kind.toLowerCase());
    },
  );

  app.get(
    '/admin/application/file/:id',
    {
      onRequest: requireRole(...ADMIN_ROLES),
      schema: { tags: ['admin-application'], params: z.object({ id: ZId }) },
    },
    async (request, reply) => {
      const stored = await readStoredFile(app.ctx, await findApplicationFileById(app.db, request.params.id));
      await recordAudit(app.db, request, 'document_opened', {
        targetType: 'application',
        targetId: stored.file.applicationId,
        details: { file: stored.file.kind, fileId: request.params.id },
      });
      return sendFile(reply, stored, `${stored.file.kind.toLowerCase()}-${stored.file.applicationId}`);
    },
  );
};
