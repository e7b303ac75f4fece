import type { FastifyReply, FastifyRequest } from 'fastify';

/** The request's cookies by name (RFC 6265 `Cookie` header); the first of a repeated name wins, as browsers order them. */
export function readCookies(request: FastifyRequest): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    const name = part.slice(0, at).trim();
    if (!name || cookies.has(name)) continue;
    try {
      cookies.set(name, decodeURIComponent(part.slice(at + 1).trim()));
    } catch {
      // A value that is not valid percent-encoding is none of ours.
    }
  }
  return cookies;
}

/**
 * Whether the browser reached us over https: directly, or through a trusted proxy that says so (`X-Forwarded-Proto`,
 * honoured by Fastify only with TRUST_PROXY). Decides the cookies' `Secure` flag.
 */
export const isHttps = (request: FastifyRequest) => request.protocol === 'https';

export interface CookieOptions {
  maxAgeSeconds: number;
  httpOnly: boolean;
  path: string;
}

/** Adds a `Set-Cookie` to the answer beside those already set (SameSite=Strict always; `Secure` over https). */
export function setCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  name: string,
  value: string,
  { maxAgeSeconds, httpOnly, path }: CookieOptions,
) {
  const flags = [
    `${name}=${encodeURIComponent(value)}`,
    `Path=${path}`,
    `Max-Age=${maxAgeSeconds}`,
    'SameSite=Strict',
    ...(httpOnly ? ['HttpOnly'] : []),
    ...(isHttps(request) ? ['Secure'] : []),
  ];
  const current = reply.getHeader('set-cookie');
  const earlier = current === undefined ? [] : Array.isArray(current) ? current : [String(current)];
  // Fastify appends to `set-cookie` rather than replacing it: an earlier cookie of the same name is taken out first.
  reply.removeHeader('set-cookie');
  reply.header('set-cookie', [...earlier.filter((cookie) => !cookie.startsWith(`${name}=`)), flags.join('; ')]);
}

export const clearCookie = (request: FastifyRequest, reply: FastifyReply, name: string, httpOnly: boolean) =>
  setCookie(request, reply, name, '', { maxAgeSeconds: 0, httpOnly, path: '/' });
