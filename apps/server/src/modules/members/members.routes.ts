import { isAdminRole, ROLES, ZMember } from '@qabul/contract/auth';
import { translate } from '@qabul/contract/messages';
import { ADMIN_MENU } from '@qabul/contract/routes';
import { z } from '@qabul/contract/zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { findMemberById } from '../auth/members.queries';
import { currentMember, requireRole } from '../auth/request-member';

export const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  // Liveness for load balancers and the browser-test runner: answers once migrations and seed are done.
  app.get(
    '/common/health',
    { schema: { tags: ['common'], response: { 200: z.object({ status: z.literal('ok') }) } } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/common/member',
    { onRequest: requireRole(...ROLES), schema: { tags: ['auth'], response: { 200: ZMember } } },
    async (request) => {
      const member = await findMemberById(app.db, currentMember(request).id);
      if (!member) throw new AppError('unauthorized');
      const role = member.role;
      const menus = isAdminRole(role)
        ? ADMIN_MENU.filter((item) => item.roles.includes(role)).map((item) => ({
            name: translate(request.locale, item.key),
            icon: item.icon,
            route: item.route,
          }))
        : [];
      return {
        id: member.id,
        phone: member.phone,
        role,
        firstName: member.firstName,
        lastName: member.lastName,
        menus,
      };
    },
  );
};
