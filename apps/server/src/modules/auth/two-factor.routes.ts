import { ADMIN_ROLES, ZLoginToken, ZMessageResponse } from '@qabul/contract/auth';
import { translate } from '@qabul/contract/messages';
import { ZId } from '@qabul/contract/primitives';
import {
  ZChallengeEnrolmentConfirmRequest,
  ZEnrolmentChallengeRequest,
  ZEnrolmentConfirmRequest,
  ZEnrolmentLogin,
  ZRecoveryCodes,
  ZTwoFactorEnrolment,
  ZTwoFactorLoginRequest,
  ZTwoFactorPolicy,
  ZTwoFactorStatus,
} from '@qabul/contract/two-factor';
import { z } from '@qabul/contract/zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordAudit } from '../audit/audit.service';
import { auditedLogin } from './login-audit';
import { currentMember, requireRole } from './request-member';
import { setSessionCookies } from './session-cookie';
import { sessionsChanged } from './sessions.cache';
import {
  answerChallenge,
  beginChallengeEnrolment,
  beginEnrolment,
  challengePhone,
  confirmChallengeEnrolment,
  confirmEnrolment,
  resetTwoFactor,
  setTwoFactorPolicy,
  twoFactorPolicy,
  twoFactorStatus,
} from './two-factor.service';

/** Staff two-factor sign-in: the login's second step, enrolment, the super admin's policy and reset (decision 0205). */
export const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['two-factor'];
  const staff = requireRole(...ADMIN_ROLES);
  const superAdmin = requireRole('ADMIN_SUPER');

  app.post(
    '/auth/login/two-factor',
    {
      schema: {
        tags,
        description: 'The challenge of a `required` login answer with a code from the app or a recovery code.',
        body: ZTwoFactorLoginRequest,
        response: { 200: ZLoginToken },
      },
    },
    async (request, reply) => {
      const phone = await challengePhone(app.ctx, request.body.challenge);
      const step = 'recoveryCode' in request.body ? 'recovery_code' : 'two_factor';
      const { token } = await auditedLogin(app.db, request, { phone, step }, () =>
        answerChallenge(app.ctx, request.body),
      );
      setSessionCookies(request, reply, token, app.ctx.config.tokenTtlMs);
      return { token };
    },
  );

  app.post(
    '/auth/login/two-factor/enrolment',
    {
      schema: {
        tags,
        description: 'The challenge of an `enrolment_required` login answer: a new secret for the app.',
        body: ZEnrolmentChallengeRequest,
        response: { 200: ZTwoFactorEnrolment },
      },
    },
    async (request) => beginChallengeEnrolment(app.ctx, request.body.challenge),
  );

  app.post(
    '/auth/login/two-factor/enrolment/confirm',
    {
      schema: {
        tags,
        description: 'The first code from the app: enrolment confirmed, the session and the recovery codes (once).',
        body: ZChallengeEnrolmentConfirmRequest,
        response: { 200: ZEnrolmentLogin },
      },
    },
    async (request, reply) => {
      const phone = await challengePhone(app.ctx, request.body.challenge);
      const result = await auditedLogin(app.db, request, { phone, step: 'enrolment' }, () =>
        confirmChallengeEnrolment(app.ctx, request.body.challenge, request.body.code),
      );
      await recordAudit(app.db, request, 'two_factor_enrolled', {}, result.member);
      setSessionCookies(request, reply, result.token, app.ctx.config.tokenTtlMs);
      return { token: result.token, recoveryCodes: result.recoveryCodes };
    },
  );

  app.get(
    '/admin/two-factor',
    { onRequest: staff, schema: { tags, response: { 200: ZTwoFactorStatus } } },
    async (request) => twoFactorStatus(app.ctx, currentMember(request)),
  );

  app.post(
    '/admin/two-factor/enrolment',
    { onRequest: staff, schema: { tags, response: { 200: ZTwoFactorEnrolment } } },
    async (request) => beginEnrolment(app.ctx, currentMember(request)),
  );

  app.post(
    '/admin/two-factor/enrolment/confirm',
    { onRequest: staff, schema: { tags, body: ZEnrolmentConfirmRequest, response: { 200: ZRecoveryCodes } } },
    async (request) => {
      const codes = await confirmEnrolment(app.ctx, currentMember(request).id, request.body.code);
      await recordAudit(app.db, request, 'two_factor_enrolled');
      return codes;
    },
  );

  app.get(
    '/admin/two-factor/policy',
    { onRequest: superAdmin, schema: { tags, response: { 200: ZTwoFactorPolicy } } },
    async () => twoFactorPolicy(app.ctx),
  );

  app.put(
    '/admin/two-factor/policy',
    { onRequest: superAdmin, schema: { tags, body: ZTwoFactorPolicy, response: { 200: ZTwoFactorPolicy } } },
    async (request) => {
      const policy = await setTwoFactorPolicy(app.ctx, request.body);
      await recordAudit(app.db, request, 'two_factor_policy_changed', { details: policy });
      return policy;
    },
  );

  app.post(
    '/admin/admin-member/:id/two-factor/reset',
    {
      onRequest: superAdmin,
      schema: { tags, params: z.object({ id: ZId }), response: { 200: ZMessageResponse } },
    },
    async (request) => {
      const member = await resetTwoFactor(app.ctx, request.params.id);
      await recordAudit(app.db, request, 'two_factor_reset', {
        targetType: 'member',
        targetId: member.id,
        details: { phone: member.phone },
      });
      await sessionsChanged(app);
      return { message: translate(request.locale, 'two_factor_reset_done') };
    },
  );
};
