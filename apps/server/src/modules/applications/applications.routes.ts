import { ZApplication } from '@qabul/contract/application/response';
import { ZApplicationDraft, ZApplicationSubmitBody } from '@qabul/contract/application/submit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentMember, requireRole } from '../../plugins/app/authentication';
import { getOwnApplication, saveDraft, submitApplication } from './applications.service';
import { sendOwnAnswer } from './own-answer.cache';

/** The applicant's own application (spec §7 Applicant). There is no id in these paths: the token decides. */
export const applicationRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = requireRole('ABITURIENT');

  app.get(
    '/abiturient/application',
    { onRequest, schema: { tags: ['application'], response: { 200: ZApplication } } },
    async (request, reply) =>
      sendOwnAnswer(request, reply, await getOwnApplication(app.ctx, currentMember(request).id, request.locale)),
  );

  app.put(
    '/abiturient/application/draft',
    { onRequest, schema: { tags: ['application'], body: ZApplicationDraft, response: { 200: ZApplication } } },
    async (request, reply) =>
      sendOwnAnswer(request, reply, await saveDraft(app.ctx, currentMember(request).id, request.body, request.locale)),
  );

  app.post(
    '/abiturient/application',
    {
      onRequest,
      schema: {
        tags: ['application'],
        description:
          'Submits the application. The documents are the ones uploaded before; the body is checked in full by the ' +
          'service, with the uploads and the database, so every problem comes back in one 499.',
        body: ZApplicationSubmitBody,
        response: { 200: ZApplication },
      },
      // The schema documents the body; the service validates it (see the description), so none runs here.
      validatorCompiler: () => (data) => ({ value: data }),
    },
    async (request, reply) =>
      sendOwnAnswer(
        request,
        reply,
        await submitApplication(app.ctx, currentMember(request).id, request.body as unknown, request.locale),
      ),
  );
};
