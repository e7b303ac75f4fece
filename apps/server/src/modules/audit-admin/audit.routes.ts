import { ZAuditPage, ZAuditQuery } from '@qabul/contract/audit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditConditions, findAuditPage } from '../audit/audit.queries';
import { recordAudit } from '../audit/audit.service';
import { requireRole } from '../auth/request-member';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** GET admin/audit and admin/audit/export, super admin only. There are no routes that change or delete rows. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = requireRole('ADMIN_SUPER');
  const tags = ['audit'];

  app.get(
    '/admin/audit',
    { onRequest, schema: { tags, querystring: ZAuditQuery, response: { 200: ZAuditPage } } },
    async (request) => {
      const { page, size, ...filters } = request.query;
      const { rows, total } = await findAuditPage(app.db, auditConditions(filters), page * size, size);
      return {
        totalElements: total,
        content: rows.map((row) => ({ ...row, at: row.at.toISOString() })),
      };
    },
  );

  app.get(
    '/admin/audit/export',
    { onRequest, schema: { tags, querystring: ZAuditQuery.omit({ page: true, size: true }) } },
    async (request, reply) => {
      // exceljs is loaded on the first export (the server's rule for packages of rare work).
      const { exportAuditLog } = await import('./audit.export');
      const file = await exportAuditLog(app.db, auditConditions(request.query), request.locale);
      // The audit's own export is an export of personal data like any other.
      await recordAudit(app.db, request, 'export', { details: { list: 'audit', rows: file.rows, ...request.query } });
      return reply
        .header('content-type', XLSX)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(file.stream);
    },
  );
};
