import { type TForgotPasswordRequest, ZMessageResponse } from '@qabul/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST auth/forgot-password: texts a new password. Errors show the red snackbar. */
export function forgotPassword(data: TForgotPasswordRequest) {
  return api.post('auth/forgot-password', data, { schema: ZMessageResponse });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
