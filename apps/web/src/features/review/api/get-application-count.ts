import { ZApplicationCount } from '@qabul/contract/admin-application';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reviewKeys } from './query-keys';

/** GET admin/application/count: the dashboard's four cards (spec §2), for one admission session. */
export function getApplicationCount(sessionId: number | undefined, signal?: AbortSignal) {
  return api.get('admin/application/count', {
    params: { admissionSessionId: sessionId },
    schema: ZApplicationCount,
    signal,
  });
}

export const applicationCountQueryOptions = (sessionId: number | undefined) =>
  queryOptions({
    queryKey: reviewKeys.count(sessionId),
    queryFn: ({ signal }) => getApplicationCount(sessionId, signal),
    staleTime: 0,
  });

export function useApplicationCount(sessionId: number | undefined) {
  return useQuery(applicationCountQueryOptions(sessionId));
}
