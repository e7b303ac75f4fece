import { type TAdmissionSessionResponse, ZAdmissionSessionResponse } from '@qabul/contract/admission-session';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findActiveSession, tashkentToday } from './admission-sessions.queries';

/** The dates of the active admission session: public, shown on the applicant's home and before sign-up. */
export const admissionSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/abiturient/admission-session',
    { schema: { tags: ['abiturient'], response: { 200: ZAdmissionSessionResponse } } },
    async (): Promise<TAdmissionSessionResponse> => {
      const session = await findActiveSession(app.ctx.db);
      if (!session) return { admissionSession: null };
      return {
        admissionSession: {
          name: session.name,
          startDate: session.startDate,
          endDate: session.endDate,
          registrationEndDate: session.registrationEndDate,
          registrationOpen: session.registrationActive && session.registrationEndDate >= tashkentToday(),
        },
      };
    },
  );
};
