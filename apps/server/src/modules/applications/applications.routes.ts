import { ZApplication } from '@qabul/contract/application/response';
import { applicationDraftSchema, ZApplicationSubmitBody } from '@qabul/contract/application/submit';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jsonAnswer, sendJsonAnswer } from '../../lib/json-answer';
import { serializeAnswer } from '../../lib/serialize-answer';
import { currentMember, requireRole } from '../auth/request-member';
import {
  getOwnApplication,
  type OwnApplication,
  ownApplicationVersion,
  saveDraft,
  submitApplication,
} from './applications.service';
import { ownAnswersOf } from './own-answer.cache';

/** The applicant's own application (spec §7 Applicant). There is no id in these paths: the token decides. */
export const applicationRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = requireRole('ABITURIENT');
  // The draft's format checks under the configured rules (PINFL_CHECK_DIGIT).
  const draftBody = applicationDraftSchema({ pinflCheckDigit: app.ctx.config.pinflCheckDigit });
  const kept = ownAnswersOf(app.db);
  /** The answer for the caller's application, serialised once, and kept for the next GET when its version is known. */
  const answerOf = (request: FastifyRequest, own: OwnApplication) => {
    const answer = jsonAnswer(serializeAnswer(ZApplication, own.application, request.method, request.url));
    if (own.version) kept.keep(currentMember(request).id, request.locale, own.version, answer);
    return answer;
  };

  app.get(
    '/abiturient/application',
    { onRequest, schema: { tags: ['application'], response: { 200: ZApplication } } },
    // While the application's version is unchanged, the answer kept from the last one is sent (own-answer.cache.ts).
    async (request, reply) => {
      const memberId = currentMember(request).id;
      const version = await ownApplicationVersion(app.ctx, memberId);
      const found = version && kept.find(memberId, request.locale, version);
      const answer = found || answerOf(request, await getOwnApplication(app.ctx, memberId, request.locale));
      return sendJsonAnswer(request, reply, answer);
    },
  );

  app.put(
    '/abiturient/application/draft',
    { onRequest, schema: { tags: ['application'], body: draftBody, response: { 200: ZApplication } } },
    async (request, reply) =>
      sendJsonAnswer(
        request,
        reply,
        answerOf(request, await saveDraft(app.ctx, currentMember(request).id, request.body, request.locale)),
      ),
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
      sendJsonAnswer(
        request,
        reply,
        answerOf(
          request,
          await submitApplication(app.ctx, currentMember(request).id, request.body as unknown, request.locale),
        ),
      ),
  );
};
