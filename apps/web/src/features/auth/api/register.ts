import type { TMessageResponse, TRegisterRequest } from '@qabul/contract/auth';
import { api } from '@/lib/api-client';

/** POST auth/register: creates the applicant and texts a password. Errors show the red snackbar. */
export function register(data: TRegisterRequest) {
  return api.post<TMessageResponse>('auth/register', data);
}
