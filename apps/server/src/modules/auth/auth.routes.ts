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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changePassword, login, logout, registerApplicant, resetApplicantPassword } from './auth.service';
import { auditedLogin } from './login-audit';
import { currentMember, requireRole } from './request-member';
import { sessionsChanged } from './sessions.cache';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
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
    async (request) => {
      await resetApplicantPassword(app.ctx, request.body.phone, request.ip, request.locale);
      return { message: translate(request.locale, 'sms_sent') };
    },
  );

  app.post(
    '/auth/login',
    { schema: { tags: ['auth'], body: ZLoginRequest, response: { 200: ZLoginResponse } } },
    async (request) => {
      const { username, password } = request.body;
      const result = await auditedLogin(app.db, request, { phone: username, step: 'password' }, () =>
        login(app.ctx, username, password, request.ip),
      );
      if (result.endedSessions) await sessionsChanged(app);
      if ('token' in result) return { token: result.token };
      return { twoFactor: result.twoFactor, challenge: result.challenge };
    },
  );

  app.post(
    '/auth/logout',
    { onRequest: requireRole(...ROLES), schema: { tags: ['auth'], response: { 200: ZMessageResponse } } },
    async (request) => {
      await logout(app.ctx, currentMember(request).sessionId);
      await sessionsChanged(app);
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
      await changePassword(app.ctx, currentMember(request), request.body);
      await sessionsChanged(app);
      return { message: translate(request.locale, 'password_changed') };
    },
  );
};
