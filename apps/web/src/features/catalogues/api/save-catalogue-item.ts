import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { catalogueKeys } from './query-keys';

/** spec §7: the payload's id decides: present → POST admin/{path} (update), absent → PUT admin/{path} (create). */
export function saveCatalogueItem(path: string, payload: Record<string, unknown>) {
  return payload.id === undefined
    ? api.put<unknown>(`admin/${path}`, payload)
    : api.post<unknown>(`admin/${path}`, payload);
}

export function useSaveCatalogueItem(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: Record<string, unknown>) => saveCatalogueItem(path, payload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.all }),
  });
}
