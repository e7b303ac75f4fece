import type { TLoginRequest, TLoginResponse, TMember } from '@qabul/contract/auth';
import { api } from '@/lib/api-client';
import { getMember } from '@/lib/member';
import { setToken } from '@/lib/token';

/**
 * POST auth/login, stores the token cookie and resolves with the member (to pick /home or /admin). Silent and no
 * 401 redirect: the login form shows the server's message itself (spec §2, §8).
 */
export async function logIn(data: TLoginRequest): Promise<TMember> {
  const { token } = await api.post<TLoginResponse>('auth/login', data, { silent: true, ignoreUnauthorized: true });
  setToken(token);
  return getMember();
}
