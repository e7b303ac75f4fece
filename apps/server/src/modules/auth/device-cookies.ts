import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { readCookies, setCookie } from '../../lib/cookies';

/**
 * Device cookies (OWASP "Slow Down Online Guessing Attacks with Device Cookies", docs/decisions/0200): a browser that
 * logged in to an account keeps a nonce signed with our key for that login. Only the API reads them (logins, the
 * password change), and scripts cannot. The "forgot password" request leaves a cookie of the same make.
 */

const KEY_FILE = 'device-cookie.key';
const DEVICE_MAX_AGE_SECONDS = 365 * 24 * 3600;
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

/**
 * A cookie of `kind` for one account: its name does not reveal the phone, and its value `<id>.<signature>` is signed
 * for that login, so one account's cookie (or a forged one) is worth nothing for another.
 */
function signedCookie(kind: 'device' | 'reset', key: Buffer, login: string, id: string) {
  return {
    name: `qabul_${kind}_${mac(key, `${kind}-name:${login}`).slice(0, 16)}`,
    value: `${id}.${mac(key, `${kind}:${login}:${id}`)}`,
  };
}

/** The id in this request's valid cookie of `kind` for `login`, or undefined: none, forged, or another account's. */
function verifiedId(kind: 'device' | 'reset', config: Config, request: FastifyRequest, login: string) {
  const key = deviceCookieKey(config);
  const { name } = signedCookie(kind, key, login, '');
  const [id, signature] = readCookies(request).get(name)?.split('.') ?? [];
  if (!id || !signature) return undefined;
  const expected = Buffer.from(signedCookie(kind, key, login, id).value);
  const given = Buffer.from(`${id}.${signature}`);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : undefined;
}

function issue(
  kind: 'device' | 'reset',
  config: Config,
  request: FastifyRequest,
  reply: FastifyReply,
  login: string,
  id: string,
  maxAgeSeconds: number,
) {
  const { name, value } = signedCookie(kind, deviceCookieKey(config), login, id);
  setCookie(request, reply, name, value, { maxAgeSeconds, httpOnly: true, path: COOKIE_PATH });
}

/** The nonce of this request's device cookie for `login`; an unknown device (undefined) otherwise. */
export const knownDevice = (config: Config, request: FastifyRequest, login: string) =>
  verifiedId('device', config, request, login);

/** Gives the browser (again) its device cookie for `login` after a successful login: the same nonce if it had one. */
export function issueDeviceCookie(
  config: Config,
  request: FastifyRequest,
  reply: FastifyReply,
  login: string,
  nonce = randomBytes(16).toString('base64url'),
) {
  issue('device', config, request, reply, login, nonce, DEVICE_MAX_AGE_SECONDS);
}

/**
 * The browser that asked for a "forgot password" code keeps which code it was (`resetCode`, opaque). Once the
 * unknown-device budget is spent, only that browser's tries at that code are judged, so nobody else can use up the
 * tries of the owner's code.
 */
export function issueResetCookie(
  config: Config,
  request: FastifyRequest,
  reply: FastifyReply,
  login: string,
  resetCode: string,
  maxAgeMs: number,
) {
  issue('reset', config, request, reply, login, resetCode, Math.floor(maxAgeMs / 1000));
}

/** The reset code this browser asked for, for `login`, if its cookie is valid. */
export const requestedResetCode = (config: Config, request: FastifyRequest, login: string) =>
  verifiedId('reset', config, request, login);
