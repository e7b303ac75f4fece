import { ZApplicationCount } from '@qabul/contract/admin-application';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reviewKeys } from './query-keys';

/** GET admin/application/count: the dashboard's four cards (spec §2). */
export function getApplicationCount(signal?: AbortSignal) {
  return api.get('admin/application/count', { schema: ZApplicationCount, signal });
}

export const applicationCountQueryOptions = () =>
  queryOptions({
    queryKey: reviewKeys.counts(),
    queryFn: ({ signal }) => getApplicationCount(signal),
    staleTime: 0,
  });

export function useApplicationCount() {
  return useQuery(applicationCountQueryOptions());
}
