import { ZHistoryEntry } from '@qabul/contract/admin-application';
import { z } from '@qabul/contract/zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reviewKeys } from './query-keys';

/** GET admin/application-history/{id}: the status changes, newest first (spec §3 history entry). */
export function getHistory(id: number, signal?: AbortSignal) {
  return api.get(`admin/application-history/${id}`, { schema: z.array(ZHistoryEntry), signal });
}

export const historyQueryOptions = (id: number) =>
  queryOptions({ queryKey: reviewKeys.history(id), queryFn: ({ signal }) => getHistory(id, signal), staleTime: 0 });

export function useHistory(id: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...historyQueryOptions(id), enabled });
}
