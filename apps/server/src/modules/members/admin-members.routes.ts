import { ZPasswordChange } from '@qabul/contract/catalogue';
import { ZId } from '@qabul/contract/primitives';
import { z } from '@qabul/contract/zod';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/password';
import { requireRole } from '../../plugins/app/authentication';
import { deleteMemberSessions } from '../auth/auth.queries';
import { refuseSuperAdmin } from './admin-members.catalogue';
import { updateMemberPassword } from './members.queries';
import { members } from './members.table';

/**
 * Sets a staff member's password and ends all the member's sessions (the member logs in again). Not a super
 * admin's: that would let one super admin take over another's account.
 */
export async function changeStaffPassword(db: Db, memberId: number, password: string) {
  const [member] = await db
    .select({ role: members.role })
    .from(members)
    .where(and(eq(members.id, memberId), ne(members.role, 'ABITURIENT')));
  if (!member) throw AppError.notFound('member_not_found');
  refuseSuperAdmin(member);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await updateMemberPassword(tx, memberId, passwordHash);
    await deleteMemberSessions(tx, memberId);
  });
}

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
      return reply.code(204).send(null);
    },
  );
};
