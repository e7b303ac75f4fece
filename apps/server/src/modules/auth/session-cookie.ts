import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clearCookie, readCookies, setCookie } from '../../lib/cookies';

/**
 * The browser's session (docs/decisions/0201): the token in an HttpOnly cookie no script can read, beside a flag
 * cookie without any secret that tells the web app it is signed in. API clients send `Authorization: Bearer`.
 */
export const SESSION_COOKIE = 'qabul_session';
/** Read by apps/web/src/lib/session.ts; its value changes with every login, so early answers are not mixed up. */
export const SIGNED_IN_COOKIE = 'qabul_signed_in';
/** Where the web app kept the token before, readable by scripts: accepted once and moved into SESSION_COOKIE. */
export const LEGACY_TOKEN_COOKIE = 'token';

export type SessionSource = { token: string; via: 'bearer' | 'cookie' | 'legacy-cookie' };

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  return header.slice(7).trim() || undefined;
}

/** The request's session token and where it came from: the Bearer header first, then the cookies. */
export function sessionToken(request: FastifyRequest): SessionSource | undefined {
  const bearer = bearerToken(request);
  if (bearer) return { token: bearer, via: 'bearer' };
  if (!request.headers.cookie) return undefined;
  const cookies = readCookies(request);
  const session = cookies.get(SESSION_COOKIE);
  if (session) return { token: session, via: 'cookie' };
  const legacy = cookies.get(LEGACY_TOKEN_COOKIE);
  return legacy ? { token: legacy, via: 'legacy-cookie' } : undefined;
}

export function setSessionCookies(request: FastifyRequest, reply: FastifyReply, token: string, ttlMs: number) {
  const maxAgeSeconds = Math.floor(ttlMs / 1000);
  setCookie(request, reply, SESSION_COOKIE, token, { maxAgeSeconds, httpOnly: true, path: '/' });
  setCookie(request, reply, SIGNED_IN_COOKIE, randomBytes(8).toString('hex'), {
    maxAgeSeconds,
    httpOnly: false,
    path: '/',
  });
  if (readCookies(request).has(LEGACY_TOKEN_COOKIE)) clearCookie(request, reply, LEGACY_TOKEN_COOKIE, false);
}

export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply) {
  clearCookie(request, reply, SESSION_COOKIE, true);
  clearCookie(request, reply, SIGNED_IN_COOKIE, false);
  if (readCookies(request).has(LEGACY_TOKEN_COOKIE)) clearCookie(request, reply, LEGACY_TOKEN_COOKIE, false);
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The host (and port, unless the scheme's default) of a URL; undefined if it is not one. */
function hostOf(url: string): string | undefined {
  try {
    return new URL(url).host;
  } catch {
    return undefined;
  }
}

/** A request that changes state and could come from a browser: not a GET, and not signed by a Bearer header. */
const browserWrite = (request: FastifyRequest) => !SAFE_METHODS.has(request.method) && !bearerToken(request);

/** The page that sent the request, from Origin, else Referer (a form posted without Origin by an older browser). */
const sender = (request: FastifyRequest) => request.headers.origin ?? request.headers.referer;

/**
 * CSRF defence beside SameSite=Strict, for every request that changes state and is not signed by a Bearer header
 * (another site cannot set that header): when Origin or Referer names a page, it must be ours, that is on this host
 * (the Host header, or X-Forwarded-Host behind a trusted proxy). A login posted from another site is refused too.
 */
export function crossSiteRefused(request: FastifyRequest): boolean {
  if (!browserWrite(request)) return false;
  const page = sender(request);
  if (page === undefined) return false;
  const host = hostOf(page);
  return host === undefined || host !== hostOf(`${request.protocol}://${request.host}`);
}

/**
 * A state-changing request signed in by the session cookie that names no page at all: refused by `requireRole`, as
 * every browser sends Origin (or at least Referer) with such a request; API clients send the Bearer header.
 */
export const senderUnproven = (request: FastifyRequest) => browserWrite(request) && sender(request) === undefined;
