import type { TLoginRequest, TLoginResponse, TMember, TTwoFactorChallenge } from '@qabul/contract/auth';
import { api } from '@/lib/api-client';
import { getMember } from '@/lib/member';

/** Signed in, or (staff with two-factor) the challenge of the second step. */
export type TLoginOutcome = { member: TMember } | TTwoFactorChallenge;

/**
 * POST auth/login (its answer sets the session cookies) and resolves with the member (to pick /home or /admin); a
 * staff member with two-factor gets the challenge instead. Silent and no 401 redirect: the login form shows the
 * server's message itself (spec §2, §8).
 */
export async function logIn(data: TLoginRequest): Promise<TLoginOutcome> {
  const answer = await api.post<TLoginResponse>('auth/login', data, { silent: true, ignoreUnauthorized: true });
  if ('challenge' in answer) return answer;
  return { member: await signedIn() };
}

/** Loads who the session the server has just set belongs to. */
export function signedIn(): Promise<TMember> {
  return getMember();
}
