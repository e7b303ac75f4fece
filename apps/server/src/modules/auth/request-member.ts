import type { TRole } from '@qabul/contract/auth';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { AppError } from '../../lib/app-error';
import { markRoleCheck } from '../../lib/route-roles';
import { senderUnproven } from './session-cookie';

/** Who sent a request: resolved from its session by plugins/app/authentication.ts before any route runs. */
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

/**
 * 401 without a valid session; 403 when the member's role is not one of `roles`, or when a state-changing request
 * signed in by the session cookie does not say which page sent it (docs/decisions/0201). Callback style: no promise.
 */
export function requireRole(...roles: TRole[]): onRequestHookHandler {
  const hook: onRequestHookHandler = (request, _reply, done) => {
    if (!request.member) return done(new AppError('unauthorized'));
    if (!roles.includes(request.member.role) || senderUnproven(request)) return done(new AppError('forbidden'));
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
