import { ZSmsCampaignCreated, ZSmsCampaignListQuery, ZSmsCampaignPage, ZSmsCampaignRequest } from '@qabul/contract/sms';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordAudit } from '../audit/audit.service';
import { currentMember, requireRole } from '../auth/request-member';
import { listCampaigns, startCampaign } from './sms-campaigns.service';

/** spec §7 "POST admin/sms" and, beyond the spec, the campaign list with progress. Super admin only (spec §6). */
export const smsCampaignRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = requireRole('ADMIN_SUPER');

  app.post(
    '/admin/sms',
    {
      onRequest,
      schema: {
        tags: ['messages'],
        description: 'Queues one SMS per applicant of the target and answers at once; the queue sends them.',
        body: ZSmsCampaignRequest,
        response: { 200: ZSmsCampaignCreated },
      },
    },
    async (request) => {
      const created = await startCampaign(app.ctx, currentMember(request).id, request.body);
      await recordAudit(app.db, request, 'sms_campaign', {
        targetType: 'sms_campaign',
        targetId: created.id,
        details: { toType: request.body.toType, recipients: created.recipients },
      });
      return created;
    },
  );

  app.get(
    '/admin/sms',
    {
      onRequest,
      schema: { tags: ['messages'], querystring: ZSmsCampaignListQuery, response: { 200: ZSmsCampaignPage } },
    },
    async (request) => listCampaigns(app.ctx, request.query.page, request.query.size),
  );
};
