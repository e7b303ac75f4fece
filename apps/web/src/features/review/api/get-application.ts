import { ZApplication } from '@qabul/contract/application/response';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reviewKeys } from './query-keys';

/**
 * GET admin/application/{id}: the full application, file fields as admin file URLs. Silent: the detail page sends
 * the reviewer back to the list on a failure (spec §8) and says why there.
 */
export function getApplication(id: number, signal?: AbortSignal) {
  return api.get(`admin/application/${id}`, { schema: ZApplication, signal, silent: true });
}

export const applicationQueryOptions = (id: number) =>
  queryOptions({
    queryKey: reviewKeys.application(id),
    queryFn: ({ signal }) => getApplication(id, signal),
    // Another reviewer may decide meanwhile: every visit shows the current state.
    staleTime: 0,
  });

export function useApplication(id: number) {
  return useQuery(applicationQueryOptions(id));
}
