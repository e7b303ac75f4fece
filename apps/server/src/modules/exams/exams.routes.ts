import { ADMIN_ROLES } from '@qabul/contract/auth';
import {
  ANSWER_ZIP_MAX_BYTES,
  type TImportReport,
  ZAnswerId,
  ZExamResultResponse,
  ZImportQuery,
  ZImportReport,
  ZPermitResponse,
} from '@qabul/contract/exam';
import { ZId } from '@qabul/contract/primitives';
import { z } from '@qabul/contract/zod';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readMultipartUpload } from '../../lib/multipart-file';
import { recordAudit } from '../audit/audit.service';
import { currentMember, requireRole } from '../auth/request-member';
import { importAnswerSheets } from './answer-sheets.service';
import { importPermits, importResults } from './exam-imports.service';
import { getOwnPermit, getOwnResult, getPermit, getResult, readAnswerSheet, renderPermit } from './exams.service';

/** Sends generated or stored PDF bytes; personal documents stay out of shared caches. */
function sendPdf(reply: FastifyReply, bytes: Uint8Array, fileName: string, disposition: 'inline' | 'attachment') {
  // The ASCII fallback for old clients, the real (Cyrillic or Latin with ʻ) name per RFC 5987.
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return reply
    .header('content-type', 'application/pdf')
    .header(
      'content-disposition',
      `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    )
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
}

/**
 * The one file of a multipart import request (field `file`) and the name it was sent with (a spreadsheet's kind is
 * partly told by it), refused with a 499 on `file` when missing or too big.
 */
function uploadedFile(app: FastifyInstance, request: FastifyRequest, maxBytes?: number) {
  return readMultipartUpload(app, request, {
    field: 'file',
    requiredKey: 'import_file_required',
    tooLargeKey: 'payload_too_large',
    maxBytes,
  });
}

const ZApplicationParams = z.object({ id: ZId });
const ZAnswerParams = z.object({ answerId: ZAnswerId });
const importSchema = (description: string) => ({
  tags: ['exam'],
  description,
  querystring: ZImportQuery,
  response: { 200: ZImportReport },
});

/**
 * Entrance exams (spec §7 ruxsatnoma, result, ANSWER_FILE): applicants read their own permit and result, every
 * admin role reads anyone's, only the super admin imports the exam centre's files.
 */
export const examRoutes: FastifyPluginAsyncZod = async (app) => {
  /** An import that wrote (no dry run, no errors) changed applicants' data: one audit row with its counts. */
  const auditImport = async (request: FastifyRequest, kind: string, report: TImportReport, fileName?: string) => {
    const { dryRun } = request.query as { dryRun?: boolean };
    if (!dryRun && report.errors.length === 0) {
      const { rows, created, updated } = report;
      await recordAudit(app.db, request, 'exam_import', { details: { kind, fileName, rows, created, updated } });
    }
    return report;
  };
  const applicant = requireRole('ABITURIENT');
  const staff = requireRole(...ADMIN_ROLES);
  const superAdmin = requireRole('ADMIN_SUPER');

  app.get(
    '/abiturient/exam/ruxsatnoma',
    { onRequest: applicant, schema: { tags: ['exam'], response: { 200: ZPermitResponse } } },
    async (request) => getOwnPermit(app.ctx, currentMember(request).id, request.locale),
  );

  app.get(
    '/abiturient/exam/ruxsatnoma/pdf',
    {
      onRequest: applicant,
      schema: { tags: ['exam'], description: 'The permit as an A4 PDF (beyond spec §7); 404 while the JSON is {}.' },
    },
    async (request, reply) => {
      const permit = await getOwnPermit(app.ctx, currentMember(request).id, request.locale);
      const { fileName, bytes } = await renderPermit(app.ctx, permit);
      return sendPdf(reply, bytes, fileName, 'attachment');
    },
  );

  app.get(
    '/abiturient/exam/result',
    { onRequest: applicant, schema: { tags: ['exam'], response: { 200: ZExamResultResponse } } },
    async (request) => getOwnResult(app.ctx, currentMember(request).id),
  );

  app.get(
    '/abiturient/application/exam/file/ANSWER_FILE/:answerId',
    { onRequest: applicant, schema: { tags: ['exam'], params: ZAnswerParams } },
    async (request, reply) => {
      const { answerId } = request.params;
      const bytes = await readAnswerSheet(app.ctx, { memberId: currentMember(request).id }, answerId);
      return sendPdf(reply, bytes, `${answerId}.pdf`, 'inline');
    },
  );

  app.get(
    '/admin/ruxsatnoma/:id',
    { onRequest: staff, schema: { tags: ['exam'], params: ZApplicationParams, response: { 200: ZPermitResponse } } },
    async (request) => getPermit(app.ctx, request.params.id, request.locale),
  );

  app.get(
    '/admin/ruxsatnoma/:id/pdf',
    { onRequest: staff, schema: { tags: ['exam'], params: ZApplicationParams } },
    async (request, reply) => {
      const { fileName, bytes } = await renderPermit(
        app.ctx,
        await getPermit(app.ctx, request.params.id, request.locale),
      );
      await recordAudit(app.db, request, 'document_opened', {
        targetType: 'application',
        targetId: request.params.id,
        details: { file: 'PERMIT' },
      });
      return sendPdf(reply, bytes, fileName, 'attachment');
    },
  );

  app.get(
    '/admin/result/:id',
    {
      onRequest: staff,
      schema: { tags: ['exam'], params: ZApplicationParams, response: { 200: ZExamResultResponse } },
    },
    async (request) => getResult(app.ctx, request.params.id),
  );

  app.get(
    '/admin/result/:id/ANSWER_FILE/:answerId',
    {
      onRequest: staff,
      schema: {
        tags: ['exam'],
        description: 'The answer sheet of one application (beyond spec §7).',
        params: ZApplicationParams.extend(ZAnswerParams.shape),
      },
    },
    async (request, reply) => {
      const { id, answerId } = request.params;
      const bytes = await readAnswerSheet(app.ctx, { applicationId: id }, answerId);
      await recordAudit(app.db, request, 'document_opened', {
        targetType: 'application',
        targetId: id,
        details: { file: 'ANSWER_FILE', answerId },
      });
      return sendPdf(reply, bytes, `${answerId}.pdf`, 'inline');
    },
  );

  app.post(
    '/admin/exam/permits/import',
    {
      onRequest: superAdmin,
      schema: importSchema(
        'multipart `file`: .xlsx or .csv with id/passportNumber, day1, smena1, floor2, day2, branch.',
      ),
    },
    async (request) => {
      const { bytes, fileName } = await uploadedFile(app, request);
      const report = await importPermits(app.ctx, bytes, {
        dryRun: request.query.dryRun,
        locale: request.locale,
        fileName,
      });
      return auditImport(request, 'permits', report, fileName);
    },
  );

  app.post(
    '/admin/exam/results/import',
    {
      onRequest: superAdmin,
      schema: importSchema('multipart `file`: .xlsx or .csv with id/passportNumber, keldi, result, actxt, answerId.'),
    },
    async (request) => {
      const { bytes, fileName } = await uploadedFile(app, request);
      const report = await importResults(app.ctx, bytes, {
        dryRun: request.query.dryRun,
        locale: request.locale,
        fileName,
      });
      return auditImport(request, 'results', report, fileName);
    },
  );

  app.post(
    '/admin/exam/answers/import',
    { onRequest: superAdmin, schema: importSchema('multipart `file`: a .zip of `<answerId>.pdf` answer sheets.') },
    async (request) => {
      const { bytes } = await uploadedFile(app, request, ANSWER_ZIP_MAX_BYTES);
      const report = await importAnswerSheets(
        app.ctx,
        bytes,
        { dryRun: request.query.dryRun, locale: request.locale },
        request.log,
      );
      return auditImport(request, 'answers', report);
    },
  );
};
