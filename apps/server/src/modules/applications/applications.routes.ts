import { ZApplication, ZApplicationDraft } from '@qabul/contract/application';
import { z } from '@qabul/contract/zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentMember, requireRole } from '../../plugins/app/authentication';
import { getOwnApplication, saveDraft, submitApplication } from './applications.service';

/** The applicant's own application (spec §7 Applicant). There is no id in these paths: the token decides. */
export const applicationRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = requireRole('ABITURIENT');

  app.get(
    '/abiturient/application',
    { onRequest, schema: { tags: ['application'], response: { 200: ZApplication } } },
    async (request) => getOwnApplication(app.ctx, currentMember(request).id, request.locale),
  );

  app.put(
    '/abiturient/application/draft',
    { onRequest, schema: { tags: ['application'], body: ZApplicationDraft, response: { 200: ZApplication } } },
    async (request) => saveDraft(app.ctx, currentMember(request).id, request.body, request.locale),
  );

  app.post(
    '/abiturient/application',
    {
      onRequest,
      schema: {
        tags: ['application'],
        description:
          'Submits the application. The body is the form (ZApplicationSubmit in @qabul/contract/application); it is ' +
          'validated in full, with the database checks, by the service, so every problem comes back in one 499.',
        body: z.record(z.string(), z.unknown()),
        response: { 200: ZApplication },
      },
    },
    async (request) => submitApplication(app.ctx, currentMember(request).id, request.body, request.locale),
  );
};
