import { createHash, randomBytes, randomInt } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';

/**
 * argon2 runs on worker threads and takes a core while it hashes: a flood of logins would take every core and stall
 * the other requests. At most cores - 1 run at once; further logins wait their turn (they answer slower, the rest
 * of the portal does not).
 */
export const ARGON2_CONCURRENCY = Math.max(1, availableParallelism() - 1);
const argon2Slot = pLimit(ARGON2_CONCURRENCY);

/** argon2id with the library's defaults (19 MiB, 2 passes): slow enough that a stolen hash of a 6-digit code is costly. */
export const hashPassword = (password: string) => argon2Slot(() => hash(password));

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await argon2Slot(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}

/** How many argon2 computations run and wait now (the limit's test reads it). */
export const argon2Load = () => ({ running: argon2Slot.activeCount, waiting: argon2Slot.pendingCount });

/** The applicant's password: a random code of `digits` digits sent by SMS (6 at sign-up, more for a reset). */
export const generateSmsCode = (digits = 6) => String(randomInt(0, 10 ** digits)).padStart(digits, '0');

export const generateToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A password for a staff member created from the command line: letters and digits, 16 characters. */
export function generateStaffPassword(): string {
  const alphabet = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  let password = '';
  while (password.length < 16 || /^\d+$/.test(password)) {
    password = Array.from({ length: 16 }, () => alphabet[randomInt(alphabet.length)]).join('');
  }
  return password;
}
