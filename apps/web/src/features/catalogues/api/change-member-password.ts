import type { TPasswordChange } from '@qabul/contract/catalogue';
import { ZNoContent } from '@qabul/contract/primitives';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST admin/admin-member/{id}/password (spec §7); the member's sessions end, so they log in again. */
export function changeMemberPassword(id: number, data: TPasswordChange) {
  return api.post(`admin/admin-member/${id}/password`, data, { schema: ZNoContent });
}

export function useChangeMemberPassword(id: number) {
  return useMutation({ mutationFn: (data: TPasswordChange) => changeMemberPassword(id, data) });
}
