import type { TRole } from '@qabul/contract/auth';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { AppError } from '../../lib/app-error';
import { findSessionMember } from '../../modules/auth/auth.queries';

export interface AuthMember {
  id: number;
  phone: string;
  role: TRole;
  sessionId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    member: AuthMember | null;
  }
}

/** Resolves the bearer token (if any) on every request; routes then demand a role with `requireRole`. */
export function registerAuthentication(app: FastifyInstance) {
  app.decorateRequest('member', null);
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    if (token) request.member = await findSessionMember(app.db, token);
  });
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  return header.slice(7).trim() || undefined;
}

/** 401 without a valid session; 403 when the member's role is not one of `roles`. */
export function requireRole(...roles: TRole[]): onRequestHookHandler {
  return async (request) => {
    if (!request.member) throw new AppError('unauthorized');
    if (!roles.includes(request.member.role)) throw new AppError('forbidden');
  };
}

export function currentMember(request: FastifyRequest): AuthMember {
  if (!request.member) throw new AppError('unauthorized');
  return request.member;
}
