import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { readCookies, setCookie } from '../../lib/cookies';

/**
 * Device cookies (OWASP "Slow Down Online Guessing Attacks with Device Cookies", docs/decisions/0200): a browser that
 * logged in to an account keeps `<login>,<nonce>` signed with our key. Only the login answer and the password
 * change read them, so they are sent to the API only, and scripts cannot read them.
 */

const KEY_FILE = 'device-cookie.key';
const MAX_AGE_SECONDS = 365 * 24 * 3600;
const COOKIE_PATH = '/api/v1';

const keys = new Map<string, Buffer>();

/**
 * DEVICE_COOKIE_SECRET, or a random key made once and kept in DATA_DIR (so cookies outlive a restart). Worker
 * processes starting together agree: only the first creates the file (`wx`), the others read it.
 */
function deviceCookieKey(config: Pick<Config, 'deviceCookieSecret' | 'dataDir'>): Buffer {
  if (config.deviceCookieSecret) return Buffer.from(config.deviceCookieSecret);
  const known = keys.get(config.dataDir);
  if (known) return known;
  const file = path.join(config.dataDir, KEY_FILE);
  mkdirSync(config.dataDir, { recursive: true });
  try {
    writeFileSync(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = Buffer.from(readFileSync(file, 'utf8').trim());
  keys.set(config.dataDir, key);
  return key;
}

const mac = (key: Buffer, text: string) => createHmac('sha256', key).update(text).digest('base64url');

/** One cookie per account a browser has logged in to; its name does not reveal the phone. */
const cookieName = (key: Buffer, login: string) => `qabul_device_${mac(key, `name:${login}`).slice(0, 16)}`;

/**
 * The nonce of this request's valid device cookie for `login`, or undefined: none, forged, or signed for another
 * account (the signature covers the login), which all count as an unknown device.
 */
export function knownDevice(config: Config, request: FastifyRequest, login: string): string | undefined {
  const key = deviceCookieKey(config);
  const value = readCookies(request).get(cookieName(key, login));
  const [nonce, signature] = value?.split('.') ?? [];
  if (!nonce || !signature) return undefined;
  const expected = Buffer.from(mac(key, `device:${login}:${nonce}`));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : undefined;
}

/** Gives the browser (again) its device cookie for `login` after a successful login: the same nonce if it had one. */
export function issueDeviceCookie(
  config: Config,
  request: FastifyRequest,
  reply: FastifyReply,
  login: string,
  nonce = randomBytes(16).toString('base64url'),
) {
  const key = deviceCookieKey(config);
  setCookie(request, reply, cookieName(key, login), `${nonce}.${mac(key, `device:${login}:${nonce}`)}`, {
    maxAgeSeconds: MAX_AGE_SECONDS,
    httpOnly: true,
    path: COOKIE_PATH,
  });
}
