import { type TChangePasswordRequest, ZMessageResponse } from '@qabul/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * POST abiturient/password: the applicant's own password; every other session ends. Silent: a wrong current
 * password comes back as a field error the form shows under the field.
 */
export function changePassword(data: TChangePasswordRequest) {
  return api.post('abiturient/password', data, { schema: ZMessageResponse, silent: true });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
