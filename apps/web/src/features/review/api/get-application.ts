import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reviewKeys } from './query-keys';
import { readVersionedApplication } from './versioned-application';

/**
 * GET admin/application/{id}: the full application, file fields as admin file URLs, with its version (ETag).
 * Silent: the detail page sends the reviewer back to the list on a failure (spec §8) and says so there.
 */
export async function getApplication(id: number, signal?: AbortSignal) {
  const response = await api.get<Response>(`admin/application/${id}`, { raw: true, signal, silent: true });
  return readVersionedApplication(response);
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
