import type { TRole } from '@qabul/contract/auth';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { AppError } from '../../lib/app-error';
import { markRoleCheck } from '../../lib/route-roles';

/** Who sent a request: resolved from the bearer token by plugins/app/authentication.ts before any route runs. */
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

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  return header.slice(7).trim() || undefined;
}

/** 401 without a valid session; 403 when the member's role is not one of `roles`. Callback style: no promise. */
export function requireRole(...roles: TRole[]): onRequestHookHandler {
  const hook: onRequestHookHandler = (request, _reply, done) => {
    if (!request.member) return done(new AppError('unauthorized'));
    if (!roles.includes(request.member.role)) return done(new AppError('forbidden'));
    done();
  };
  return markRoleCheck(hook, roles);
}

/**
 * requireRole on every route the plugin registers from here on: set on each route rather than as a plugin hook,
 * so that the route's options (which the OpenAPI document reads) show it.
 */
export function requireRoleOnEveryRoute(app: FastifyInstance, ...roles: TRole[]) {
  const hook = requireRole(...roles);
  app.addHook('onRoute', (route) => {
    route.onRequest = route.onRequest ? [hook, ...[route.onRequest].flat()] : hook;
  });
}

export function currentMember(request: FastifyRequest): AuthMember {
  if (!request.member) throw new AppError('unauthorized');
  return request.member;
}
