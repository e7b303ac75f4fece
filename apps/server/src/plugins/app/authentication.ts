import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import {
  clearSessionCookies,
  crossSiteRefused,
  sessionToken,
  setSessionCookies,
} from '../../modules/auth/session-cookie';
import { registerSessionCache } from '../../modules/auth/sessions.cache';

/**
 * Resolves the session (Bearer header or session cookie) on every request; routes then demand a role with
 * `requireRole`. A cookie session that is no longer valid is cleared from the browser; one still in the old
 * script-readable cookie is moved into the HttpOnly one (docs/decisions/0201).
 */
export async function registerAuthentication(app: FastifyInstance) {
  await registerSessionCache(app);
  app.decorateRequest('member', null);
  // Callback style: a request without a token, or with a remembered one, costs no promise. Remembered by the token
  // itself: the database keeps only its hash, but hashing it on every request was a visible part of a cached
  // lookup's CPU.
  app.addHook('onRequest', (request, reply, done) => {
    if (crossSiteRefused(request)) return done(new AppError('forbidden'));
    const source = sessionToken(request);
    if (!source) return done();
    const settle = (member: typeof request.member) => {
      request.member = member;
      if (source.via === 'bearer') return;
      if (!member) clearSessionCookies(request, reply);
      else if (source.via === 'legacy-cookie')
        setSessionCookies(request, reply, source.token, app.ctx.config.tokenTtlMs);
    };
    const remembered = app.sessions.get(source.token);
    if (remembered) {
      settle(remembered);
      return done();
    }
    app.sessions.load(source.token).then((member) => {
      settle(member);
      done();
    }, done);
  });
}
