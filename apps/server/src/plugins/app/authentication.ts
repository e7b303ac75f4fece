import type { TRole } from '@qabul/contract/auth';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { AppError } from '../../lib/app-error';
import { hashToken } from '../../lib/password';
import { findSessionMember } from '../../modules/auth/auth.queries';
import { registerSessionCache } from '../../modules/auth/sessions.cache';

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
export async function registerAuthentication(app: FastifyInstance) {
  await registerSessionCache(app);
  app.decorateRequest('member', null);
  // Callback style: a request without a token, or with a remembered one, costs no promise. Remembered by the token
  // itself: the database keeps only its hash, but hashing it on every request was 4 % of a cached lookup's CPU.
  app.addHook('onRequest', (request, _reply, done) => {
    const token = bearerToken(request);
    if (!token) return done();
    const remembered = app.sessions.get(token);
    if (remembered) {
      request.member = remembered;
      return done();
    }
    app.sessions
      .load(token, () => findSessionMember(app.db, hashToken(token)))
      .then((member) => {
        request.member = member;
        done();
      }, done);
  });
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  return header.slice(7).trim() || undefined;
}

/** 401 without a valid session; 403 when the member's role is not one of `roles`. Callback style: no promise. */
export function requireRole(...roles: TRole[]): onRequestHookHandler {
  return (request, _reply, done) => {
    if (!request.member) return done(new AppError('unauthorized'));
    if (!roles.includes(request.member.role)) return done(new AppError('forbidden'));
    done();
  };
}

export function currentMember(request: FastifyRequest): AuthMember {
  if (!request.member) throw new AppError('unauthorized');
  return request.member;
}
