import type { FastifyInstance } from 'fastify';
import { hashToken } from '../../lib/password';
import { findSessionMember } from '../../modules/auth/auth.queries';
import { bearerToken } from '../../modules/auth/request-member';
import { registerSessionCache } from '../../modules/auth/sessions.cache';

/** Resolves the bearer token (if any) on every request; routes then demand a role with `requireRole`. */
export async function registerAuthentication(app: FastifyInstance) {
  await registerSessionCache(app);
  app.decorateRequest('member', null);
  // Callback style: a request without a token, or with a remembered one, costs no promise. Remembered by the token
  // itself: the database keeps only its hash, but hashing it on every request was a visible part of a cached
  // lookup's CPU.
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
