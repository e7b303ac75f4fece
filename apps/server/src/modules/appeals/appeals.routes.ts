import {
  APPEAL_FILE_MAX_BYTES,
  ZAppeal,
  ZAppealAnswer,
  ZAppealCount,
  ZAppealCountQuery,
  ZAppealCreate,
  ZAppealQueuePage,
  ZAppealQueueQuery,
  ZApplicationAppeal,
  ZOwnAppeal,
} from '@qabul/contract/appeal';
import { ADMIN_ROLES } from '@qabul/contract/auth';
import { ZId } from '@qabul/contract/primitives';
import { z } from '@qabul/contract/zod';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readMultipartFile } from '../../lib/multipart-file';
import { recordAudit } from '../audit/audit.service';
import { currentMember, requireRole } from '../auth/request-member';
import {
  answerApplicationAppeal,
  attachAppealFile,
  countAppealQueue,
  createAppeal,
  getApplicationAppeal,
  getOwnAppeal,
  listAppealQueue,
  readOwnAppealFile,
  readStaffAppealFile,
} from './appeals.service';

const tags = ['appeal'];
const ZApplicationParams = z.object({ applicationId: ZId });

/** The appeal PDF, never guessed as another type nor kept in shared caches. */
function sendPdf(reply: FastifyReply, bytes: Uint8Array, name: string) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${name}.pdf"`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
}

/** Appeals (issue 14, item 6): the applicant's under abiturient/, staff under admin/. Roles: docs/permissions.md. */
export const appealRoutes: FastifyPluginAsyncZod = async (app) => {
  const applicant = requireRole('ABITURIENT');
  const readers = requireRole(...ADMIN_ROLES);
  const reviewers = requireRole('ADMIN_SUPER', 'ADMIN_VERIFIER');

  app.get(
    '/abiturient/appeal',
    { onRequest: applicant, schema: { tags, response: { 200: ZOwnAppeal } } },
    async (request) => getOwnAppeal(app.ctx, currentMember(request).id),
  );

  app.post(
    '/abiturient/appeal',
    { onRequest: applicant, schema: { tags, body: ZAppealCreate, response: { 200: ZAppeal } } },
    async (request) => createAppeal(app.ctx, currentMember(request).id, request.body.text),
  );

  app.post(
    '/abiturient/appeal/file',
    {
      onRequest: applicant,
      schema: {
        tags,
        description: 'multipart/form-data with one PDF in the field `file`, after the appeal was sent.',
        response: { 200: ZAppeal },
      },
    },
    async (request) => {
      const bytes = await readMultipartFile(app, request, {
        field: 'file',
        requiredKey: 'appeal_file_required',
        tooLargeKey: 'appeal_file_too_large',
        maxBytes: APPEAL_FILE_MAX_BYTES,
      });
      return attachAppealFile(app.ctx, currentMember(request).id, bytes, request.log);
    },
  );

  app.get('/abiturient/appeal/file', { onRequest: applicant, schema: { tags } }, async (request, reply) =>
    sendPdf(reply, await readOwnAppealFile(app.ctx, currentMember(request).id), 'appeal'),
  );

  app.get(
    '/admin/appeal',
    {
      onRequest: readers,
      schema: {
        tags,
        description: 'The staff queue: `waiting` oldest first, `answered` newest answer first; one admission session.',
        querystring: ZAppealQueueQuery,
        response: { 200: ZAppealQueuePage },
      },
    },
    async (request) => listAppealQueue(app.ctx, request.query, request.locale),
  );

  app.get(
    '/admin/appeal/count',
    { onRequest: readers, schema: { tags, querystring: ZAppealCountQuery, response: { 200: ZAppealCount } } },
    async (request) => countAppealQueue(app.ctx, request.query),
  );

  app.get(
    '/admin/appeal/:applicationId',
    { onRequest: readers, schema: { tags, params: ZApplicationParams, response: { 200: ZApplicationAppeal } } },
    async (request) => {
      const appeal = await getApplicationAppeal(app.ctx, request.params.applicationId);
      await recordAudit(app.db, request, 'application_opened', {
        targetType: 'application',
        targetId: request.params.applicationId,
        details: { view: 'appeal' },
      });
      return appeal;
    },
  );

  app.post(
    '/admin/appeal/:applicationId/answer',
    {
      onRequest: reviewers,
      schema: { tags, params: ZApplicationParams, body: ZAppealAnswer, response: { 200: ZAppeal } },
    },
    async (request) => {
      const { applicationId } = request.params;
      const appeal = await answerApplicationAppeal(
        app.ctx,
        applicationId,
        request.body.answer,
        currentMember(request).id,
      );
      await recordAudit(app.db, request, 'appeal_answered', { targetType: 'application', targetId: applicationId });
      return appeal;
    },
  );

  app.get(
    '/admin/appeal/:applicationId/file',
    { onRequest: readers, schema: { tags, params: ZApplicationParams } },
    async (request, reply) => {
      const { applicationId } = request.params;
      const bytes = await readStaffAppealFile(app.ctx, applicationId);
      await recordAudit(app.db, request, 'document_opened', {
        targetType: 'application',
        targetId: applicationId,
        details: { file: 'APPEAL' },
      });
      return sendPdf(reply, bytes, `appeal-${applicationId}`);
    },
  );
};
