import type { z } from '@qabul/contract/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { catalogueKeys } from './query-keys';

/**
 * spec §7: the payload's id decides: present → POST admin/{path} (update), absent → PUT admin/{path} (create).
 * Answers the saved item, parsed with the catalogue's item schema.
 */
export function saveCatalogueItem<T>(path: string, item: z.ZodType<T>, payload: Record<string, unknown>) {
  return payload.id === undefined
    ? api.put(`admin/${path}`, payload, { schema: item })
    : api.post(`admin/${path}`, payload, { schema: item });
}

export function useSaveCatalogueItem<T>(path: string, item: z.ZodType<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: Record<string, unknown>) => saveCatalogueItem(path, item, payload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.all }),
  });
}
