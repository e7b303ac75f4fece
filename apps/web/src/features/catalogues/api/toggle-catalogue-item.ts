import type { z } from '@qabul/contract/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { catalogueKeys } from './query-keys';

export type TToggleCall = { id: number; action: string };

/**
 * POST admin/{path}/{id}/{action}: activation, deactivation, blocking, regactivation, deregactivation (spec §7).
 * Answers the item, parsed with the catalogue's item schema.
 */
export function toggleCatalogueItem<T>(path: string, item: z.ZodType<T>, { id, action }: TToggleCall) {
  return api.post(`admin/${path}/${id}/${action}`, undefined, { schema: item });
}

export function useToggleCatalogueItem<T>(path: string, item: z.ZodType<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (call: TToggleCall) => toggleCatalogueItem(path, item, call),
    onSettled: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.all }),
  });
}
