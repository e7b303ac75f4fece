import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { catalogueKeys } from './query-keys';

export type TToggleCall = { id: number; action: string };

/** POST admin/{path}/{id}/{action}: activation, deactivation, blocking, regactivation, deregactivation (spec §7). */
export function toggleCatalogueItem(path: string, { id, action }: TToggleCall) {
  return api.post<unknown>(`admin/${path}/${id}/${action}`);
}

export function useToggleCatalogueItem(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (call: TToggleCall) => toggleCatalogueItem(path, call),
    onSettled: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.all }),
  });
}
