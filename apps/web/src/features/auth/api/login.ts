import type { TLoginRequest, TLoginResponse, TMember } from '@qabul/contract/auth';
import { api } from '@/lib/api-client';
import { getMember } from '@/lib/member';

/**
 * POST auth/login (its answer sets the session cookies) and resolves with the member (to pick /home or /admin). Silent and no
 * 401 redirect: the login form shows the server's message itself (spec §2, §8).
 */
export async function logIn(data: TLoginRequest): Promise<TMember> {
  await api.post<TLoginResponse>('auth/login', data, { silent: true, ignoreUnauthorized: true });
  return getMember();
}
