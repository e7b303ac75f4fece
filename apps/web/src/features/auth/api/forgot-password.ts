import type { TForgotPasswordRequest, TMessageResponse } from '@qabul/contract/auth';
import { api } from '@/lib/api-client';

/** POST auth/forgot-password: texts a new password. Errors show the red snackbar. */
export function forgotPassword(data: TForgotPasswordRequest) {
  return api.post<TMessageResponse>('auth/forgot-password', data);
}
