import { createHash, randomBytes, randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (19 MiB, 2 passes): slow enough that a stolen hash of a 6-digit code is costly. */
export const hashPassword = (password: string) => hash(password);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** The applicant's password: a random 6-digit code sent by SMS. */
export const generateSmsCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

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
