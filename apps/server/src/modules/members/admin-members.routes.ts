import { ZPasswordChange } from '@qabul/contract/catalogue';
import { ZId } from '@qabul/contract/primitives';
import { z } from '@qabul/contract/zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordAudit } from '../audit/audit.service';
import { requireRole } from '../auth/request-member';
import { sessionsChanged } from '../auth/sessions.cache';
import { changeStaffPassword } from './members.service';

/** `POST admin/admin-member/{id}/password` (spec §7); registered inside the admin plugin. */
export const adminMemberRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin-member/:id/password',
    {
      onRequest: requireRole('ADMIN_SUPER'),
      schema: {
        tags: ['catalogue: admin-member'],
        params: z.object({ id: ZId }),
        body: ZPasswordChange,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await changeStaffPassword(app.db, request.params.id, request.body.password);
      await recordAudit(app.db, request, 'member_password_changed', {
        targetType: 'member',
        targetId: request.params.id,
      });
      await sessionsChanged(app);
      return reply.code(204).send(null);
    },
  );
};
