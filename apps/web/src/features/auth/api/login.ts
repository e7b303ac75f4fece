import { type TLoginRequest, ZLoginResponse } from '@qabul/contract/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { memberQueryOptions } from '@/lib/auth';
import { setToken } from '@/lib/token';

/** POST auth/login. Silent and no 401 redirect: the login form shows the server's message itself (spec §2, §8). */
export function login(data: TLoginRequest) {
  return api.post('auth/login', data, { schema: ZLoginResponse, silent: true, ignoreUnauthorized: true });
}

/** Logs in, stores the token cookie and resolves with the member (to pick /home or /admin). */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (data: TLoginRequest) => {
      const { token } = await login(data);
      setToken(token);
      queryClient.removeQueries({ queryKey: memberQueryOptions().queryKey });
      return queryClient.fetchQuery(memberQueryOptions());
    },
  });
}
