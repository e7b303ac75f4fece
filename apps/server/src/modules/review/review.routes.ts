import {
  APPLICATION_LIST_FILTERS,
  type TAdmissionSessionQuery,
  ZAcceptRequest,
  ZAdmissionSessionQuery,
  ZApplicationCount,
  ZApplicationListPage,
  ZApplicationListQuery,
  ZDuplicateApplication,
  ZHistoryEntry,
  ZNextApplication,
  ZRejectRequest,
} from '@qabul/contract/admin-application';
import { ZFileKind } from '@qabul/contract/application/files';
import { ZApplication } from '@qabul/contract/application/response';
import { ZApplicationSubmitBody } from '@qabul/contract/application/submit';
import { ADMIN_ROLES, ZMessageResponse } from '@qabul/contract/auth';
import { ZId, ZRowId } from '@qabul/contract/primitives';
import { z } from '@qabul/contract/zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { staffSession } from '../admission-sessions/admission-sessions.service';
import { readUploadedFile } from '../applications/application-files.routes';
import { recordAudit } from '../audit/audit.service';
import { currentMember, requireRole } from '../auth/request-member';
import {
  applicationHistoryOf,
  cleanReviews,
  countApplications,
  decideApplication,
  deleteApplication,
  deleteStaffFile,
  duplicatesOf,
  editApplication,
  listApplications,
  nextApplication,
  openApplication,
  replaceStaffFile,
} from './review.service';

const readers = requireRole(...ADMIN_ROLES);
const reviewers = requireRole('ADMIN_SUPER', 'ADMIN_VERIFIER');
const superAdmin = requireRole('ADMIN_SUPER');
const tags = ['admin-application'];
const ZIdParams = z.object({ id: ZId });
const ZFileParams = z.object({ code: ZFileKind, applicationId: ZId });
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The version a reviewer saw (the ETag of GET admin/application/{id}), sent back as If-Match. */
function ifMatchVersion(request: FastifyRequest): number | undefined {
  const match = /^(?:W\/)?"v(\d+)"$/.exec(request.headers['if-match']?.trim() ?? '');
  return match ? Number(match[1]) : undefined;
}

function sendVersioned<T>(reply: FastifyReply, loaded: { application: T; version: number }): T {
  reply.header('etag', `"v${loaded.version}"`).header('cache-control', 'private, no-store');
  return loaded.application;
}

/** The exports with exceljs, loaded on the first export rather than held by every server process from its start. */
const spreadsheets = () => import('./review.export');

/** The file name as plain ASCII for old clients, and whole (a session named in Cyrillic) in RFC 5987's form. */
function attachment(fileName: string) {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\]/g, '');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Records the export (which list, which session, how many rows) and sends the file. */
async function sendWorkbook(
  request: FastifyRequest,
  reply: FastifyReply,
  list: string,
  file: { fileName: string; rows: number; stream: NodeJS.ReadableStream },
) {
  const { admissionSessionId } = request.query as TAdmissionSessionQuery;
  await recordAudit(request.server.db, request, 'export', {
    details: { list, rows: file.rows, ...(admissionSessionId ? { admissionSessionId } : {}) },
  });
  return reply
    .header('content-type', XLSX)
    .header('content-disposition', attachment(file.fileName))
    .header('cache-control', 'private, no-store')
    .send(file.stream);
}

/** Staff review of applications (spec §7 "Admin application"), under admin/. Roles: docs/permissions.md. */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Accept or reject the application of the path, If-Match the version the reviewer saw. */
  const decide = async (
    id: number,
    request: FastifyRequest,
    reply: FastifyReply,
    to: 'ACCEPTED' | 'REJECTED',
    reviews: Record<string, string>,
    rank?: number,
  ) => {
    const decided = await decideApplication(
      app.ctx,
      id,
      { to, reviews, rank, version: ifMatchVersion(request) },
      currentMember(request),
      request.locale,
    );
    await recordAudit(app.db, request, to === 'ACCEPTED' ? 'application_accepted' : 'application_rejected', {
      targetType: 'application',
      targetId: id,
      details:
        to === 'REJECTED'
          ? { remarks: Object.keys(reviews) }
          : { rank: decided.application.acceptedDirection?.rank ?? null },
    });
    return sendVersioned(reply, decided);
  };

  const list = { tags, querystring: ZApplicationListQuery, response: { 200: ZApplicationListPage } };
  app.get('/application', { onRequest: readers, schema: list }, async (request) =>
    listApplications(app.db, undefined, request.query, request.locale),
  );
  for (const filter of APPLICATION_LIST_FILTERS) {
    app.get(`/application/${filter}`, { onRequest: readers, schema: list }, async (request) =>
      listApplications(app.db, filter, request.query, request.locale),
    );
  }

  app.get(
    '/application/count',
    { onRequest: readers, schema: { tags, querystring: ZAdmissionSessionQuery, response: { 200: ZApplicationCount } } },
    async (request) => countApplications(app.db, request.query),
  );

  app.get(
    '/application/next',
    {
      onRequest: reviewers,
      schema: { tags, querystring: ZAdmissionSessionQuery, response: { 200: ZNextApplication } },
    },
    async (request) => nextApplication(app.db, currentMember(request), request.query),
  );

  const exportSchema = { tags, querystring: ZAdmissionSessionQuery };
  const exportSession = (request: FastifyRequest) =>
    staffSession(app.db, (request.query as TAdmissionSessionQuery).admissionSessionId);
  app.get('/application/export', { onRequest: readers, schema: exportSchema }, async (request, reply) =>
    sendWorkbook(
      request,
      reply,
      'all',
      await (await spreadsheets()).exportApplications(app.db, undefined, await exportSession(request), request.locale),
    ),
  );
  for (const filter of APPLICATION_LIST_FILTERS) {
    app.get(`/application/export/${filter}`, { onRequest: readers, schema: exportSchema }, async (request, reply) =>
      sendWorkbook(
        request,
        reply,
        filter,
        await (await spreadsheets()).exportApplications(app.db, filter, await exportSession(request), request.locale),
      ),
    );
  }
  app.get('/application/export/exported', { onRequest: readers, schema: exportSchema }, async (request, reply) =>
    sendWorkbook(
      request,
      reply,
      'exam',
      await (await spreadsheets()).exportForExams(app.db, await exportSession(request), request.locale),
    ),
  );

  app.get(
    '/application/:id',
    { onRequest: readers, schema: { tags, params: ZIdParams, response: { 200: ZApplication } } },
    async (request, reply) => {
      const opened = await openApplication(app.db, request.params.id, currentMember(request), request.locale);
      await recordAudit(app.db, request, 'application_opened', {
        targetType: 'application',
        targetId: request.params.id,
      });
      return sendVersioned(reply, opened);
    },
  );

  app.get(
    '/application/:id/duplicates',
    { onRequest: readers, schema: { tags, params: ZIdParams, response: { 200: z.array(ZDuplicateApplication) } } },
    async (request) => duplicatesOf(app.db, request.params.id),
  );

  app.post(
    '/application/:id/acceptance',
    {
      onRequest: reviewers,
      schema: {
        tags,
        description:
          'From SUBMITTED or REJECTED, into the ranked direction `rank` (1, the main one, when absent or without a ' +
          'body). With If-Match (the ETag of the GET), refused if changed since.',
        params: ZIdParams,
        body: ZAcceptRequest,
        response: { 200: ZApplication },
      },
    },
    async (request, reply) => decide(request.params.id, request, reply, 'ACCEPTED', {}, request.body?.rank),
  );

  app.post(
    '/application/:id/rejects',
    {
      onRequest: reviewers,
      schema: {
        tags,
        description: 'From SUBMITTED or ACCEPTED, with at least one remark. If-Match as for acceptance.',
        params: ZIdParams,
        body: ZRejectRequest,
        response: { 200: ZApplication },
      },
    },
    async (request, reply) => decide(request.params.id, request, reply, 'REJECTED', cleanReviews(request.body.reviews)),
  );

  app.get(
    '/application-history/:applicationId',
    {
      onRequest: readers,
      schema: { tags, params: z.object({ applicationId: ZId }), response: { 200: z.array(ZHistoryEntry) } },
    },
    async (request) => applicationHistoryOf(app.db, request.params.applicationId, request.locale),
  );

  app.post(
    '/application',
    {
      onRequest: superAdmin,
      schema: {
        tags,
        description:
          "Edits any application with the applicant's rules (the documents are the uploaded ones). Like the " +
          "applicant's submit, the body is checked in full by the service, so every problem comes in one 499.",
        body: ZApplicationSubmitBody.omit({ agreement: true }).extend({ id: ZRowId }),
        response: { 200: ZApplication },
      },
      validatorCompiler: () => (data) => ({ value: data }),
    },
    async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const id = ZRowId.safeParse(body.id);
      if (!id.success) throw AppError.validation({ id: ['required'] });
      const edited = await editApplication(app.ctx, id.data, body, currentMember(request), request.locale);
      await recordAudit(app.db, request, 'application_edited', { targetType: 'application', targetId: id.data });
      return sendVersioned(reply, edited);
    },
  );

  app.delete(
    '/application/:id',
    { onRequest: superAdmin, schema: { tags, params: ZIdParams, response: { 200: ZMessageResponse } } },
    async (request) => {
      await deleteApplication(app.ctx, request.params.id, currentMember(request), request.log);
      await recordAudit(app.db, request, 'application_deleted', {
        targetType: 'application',
        targetId: request.params.id,
      });
      return { message: 'OK' };
    },
  );

  app.post(
    '/application/file/:code/:applicationId',
    {
      onRequest: superAdmin,
      schema: {
        tags,
        description: 'multipart/form-data with one file in the field `file`; replaces the document of that kind.',
        params: ZFileParams,
        response: { 200: z.object({ id: z.number().int() }) },
      },
    },
    async (request) => {
      const { code, applicationId } = request.params;
      const bytes = await readUploadedFile(app, request, code);
      const replaced = await replaceStaffFile(app.ctx, applicationId, code, bytes, currentMember(request), request.log);
      await recordAudit(app.db, request, 'document_replaced', {
        targetType: 'application',
        targetId: applicationId,
        details: { file: code },
      });
      return replaced;
    },
  );

  app.delete(
    '/application/file/:code/:applicationId',
    { onRequest: superAdmin, schema: { tags, params: ZFileParams, response: { 200: ZMessageResponse } } },
    async (request) => {
      const { code, applicationId } = request.params;
      await deleteStaffFile(app.ctx, applicationId, code, currentMember(request), request.log);
      await recordAudit(app.db, request, 'document_deleted', {
        targetType: 'application',
        targetId: applicationId,
        details: { file: code },
      });
      return { message: 'OK' };
    },
  );
};
