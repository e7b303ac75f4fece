import { ZDirectionStatistics } from '@qabul/contract/statistics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { statisticsKeys } from './query-keys';

/** GET admin/statistics/direction (issue 46: ranked directions), over one admission session (undefined: the active one). */
export function getDirectionStatistics(sessionId: number | undefined, signal?: AbortSignal) {
  return api.get('admin/statistics/direction', {
    params: { admissionSessionId: sessionId },
    schema: ZDirectionStatistics,
    signal,
  });
}

export const directionStatisticsQueryOptions = (sessionId: number | undefined) =>
  queryOptions({
    queryKey: statisticsKeys.admin('direction', sessionId),
    queryFn: ({ signal }) => getDirectionStatistics(sessionId, signal),
  });

export function useDirectionStatistics(sessionId: number | undefined) {
  return useQuery(directionStatisticsQueryOptions(sessionId));
}
