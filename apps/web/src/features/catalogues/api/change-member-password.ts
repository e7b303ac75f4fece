import type { TPasswordChange } from '@qabul/contract/catalogue';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST admin/admin-member/{id}/password (spec §7); the member's sessions end, so they log in again. */
export function changeMemberPassword(id: number, data: TPasswordChange) {
  return api.post<unknown>(`admin/admin-member/${id}/password`, data);
}

export function useChangeMemberPassword(id: number) {
  return useMutation({ mutationFn: (data: TPasswordChange) => changeMemberPassword(id, data) });
}
