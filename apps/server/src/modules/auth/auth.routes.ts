import { createHash } from 'node:crypto';
import {
  ROLES,
  ZChangePasswordRequest,
  ZForgotPasswordRequest,
  ZLoginRequest,
  ZLoginResponse,
  ZMessageResponse,
  ZRegisterRequest,
} from '@qabul/contract/auth';
import { translate } from '@qabul/contract/messages';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type AttemptSource,
  changePassword,
  login,
  logout,
  PENDING_PASSWORD_MS,
  registerApplicant,
  resetApplicantPassword,
} from './auth.service';
import { issueDeviceCookie, issueResetCookie, knownDevice, requestedResetCode } from './device-cookies';
import { auditedLogin } from './login-audit';
import { currentMember, requireRole } from './request-member';
import { clearSessionCookies, setSessionCookies } from './session-cookie';
import { sessionsChanged } from './sessions.cache';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The address of a login attempt and the nonce of its valid device cookie for the login tried. */
  const attemptSource = (request: FastifyRequest): AttemptSource => ({
    ip: request.ip,
    device: (login) => knownDevice(app.ctx.config, request, login),
    requestedResetCode: (login) => requestedResetCode(app.ctx.config, request, login),
  });

  app.post(
    '/auth/register',
    { schema: { tags: ['auth'], body: ZRegisterRequest, response: { 200: ZMessageResponse } } },
    async (request) => {
      await registerApplicant(app.ctx, request.body.phone, request.ip, request.locale);
      return { message: translate(request.locale, 'sms_sent') };
    },
  );

  app.post(
    '/auth/forgot-password',
    { schema: { tags: ['auth'], body: ZForgotPasswordRequest, response: { 200: ZMessageResponse } } },
    async (request, reply) => {
      const { resetCode } = await resetApplicantPassword(app.ctx, request.body.phone, request.ip, request.locale);
      issueResetCookie(app.ctx.config, request, reply, request.body.phone, resetCode, PENDING_PASSWORD_MS);
      return { message: translate(request.locale, 'sms_sent') };
    },
  );

  app.post(
    '/auth/login',
    { schema: { tags: ['auth'], body: ZLoginRequest, response: { 200: ZLoginResponse } } },
    async (request, reply) => {
      const { username, password } = request.body;
      const nonce = knownDevice(app.ctx.config, request, username.replace(/\D/g, ''));
      const device = nonce ? createHash('sha256').update(nonce).digest('hex').slice(0, 12) : 'new';
      const result = await auditedLogin(app.db, request, { phone: username, step: 'password', device }, () =>
        login(app.ctx, username, password, attemptSource(request)),
      );
      if (result.endedSessions) await sessionsChanged(app);
      issueDeviceCookie(app.ctx.config, request, reply, result.login, result.device);
      if (!('token' in result)) return { twoFactor: result.twoFactor, challenge: result.challenge };
      setSessionCookies(request, reply, result.token, app.ctx.config.tokenTtlMs);
      return { token: result.token };
    },
  );

  app.post(
    '/auth/logout',
    { onRequest: requireRole(...ROLES), schema: { tags: ['auth'], response: { 200: ZMessageResponse } } },
    async (request, reply) => {
      await logout(app.ctx, currentMember(request).sessionId);
      await sessionsChanged(app);
      clearSessionCookies(request, reply);
      return { message: 'OK' };
    },
  );

  app.post(
    '/abiturient/password',
    {
      onRequest: requireRole('ABITURIENT'),
      schema: { tags: ['abiturient'], body: ZChangePasswordRequest, response: { 200: ZMessageResponse } },
    },
    async (request) => {
      await changePassword(app.ctx, currentMember(request), request.body, attemptSource(request));
      await sessionsChanged(app);
      return { message: translate(request.locale, 'password_changed') };
    },
  );
};
