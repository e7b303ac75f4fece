import { type TRegisterRequest, ZMessageResponse } from '@qabul/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST auth/register: creates the applicant and texts a password. Errors show the red snackbar. */
export function register(data: TRegisterRequest) {
  return api.post('auth/register', data, { schema: ZMessageResponse });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
