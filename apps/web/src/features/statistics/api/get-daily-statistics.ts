import { ZDailyStatistics } from '@qabul/contract/statistics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { statisticsKeys } from './query-keys';

/** GET admin/statistics/daily (spec §7), over one admission session (undefined: the active one). */
export function getDailyStatistics(sessionId: number | undefined, signal?: AbortSignal) {
  return api.get('admin/statistics/daily', {
    params: { admissionSessionId: sessionId },
    schema: ZDailyStatistics,
    signal,
  });
}

export const dailyStatisticsQueryOptions = (sessionId: number | undefined) =>
  queryOptions({
    queryKey: statisticsKeys.admin('daily', sessionId),
    queryFn: ({ signal }) => getDailyStatistics(sessionId, signal),
  });

export function useDailyStatistics(sessionId: number | undefined) {
  return useQuery(dailyStatisticsQueryOptions(sessionId));
}
