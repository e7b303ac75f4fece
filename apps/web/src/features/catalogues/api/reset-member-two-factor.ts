import { ZMessageResponse } from '@qabul/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST admin/admin-member/{id}/two-factor/reset: enrolment and sessions go; the member enrols again if required. */
export function resetMemberTwoFactor(id: number) {
  return api.post(`admin/admin-member/${id}/two-factor/reset`, undefined, { schema: ZMessageResponse });
}

export function useResetMemberTwoFactor(id: number) {
  return useMutation({ mutationFn: () => resetMemberTwoFactor(id) });
}
