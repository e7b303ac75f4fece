import { ZRegionStatistics } from '@qabul/contract/statistics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { statisticsKeys } from './query-keys';

/** GET admin/statistics/regional (spec §7), over one admission session (undefined: the active one). */
export function getRegionalStatistics(sessionId: number | undefined, signal?: AbortSignal) {
  return api.get('admin/statistics/regional', {
    params: { admissionSessionId: sessionId },
    schema: ZRegionStatistics,
    signal,
  });
}

export const regionalStatisticsQueryOptions = (sessionId: number | undefined) =>
  queryOptions({
    queryKey: statisticsKeys.admin('regional', sessionId),
    queryFn: ({ signal }) => getRegionalStatistics(sessionId, signal),
  });

export function useRegionalStatistics(sessionId: number | undefined) {
  return useQuery(regionalStatisticsQueryOptions(sessionId));
}
