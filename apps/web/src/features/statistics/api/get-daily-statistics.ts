import { ZDailyStatistics } from '@qabul/contract/statistics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { statisticsKeys } from './query-keys';

/** GET admin/statistics/daily (spec §7), over the active admission session. */
export function getDailyStatistics(signal?: AbortSignal) {
  return api.get('admin/statistics/daily', { schema: ZDailyStatistics, signal });
}

export const dailyStatisticsQueryOptions = () =>
  queryOptions({
    queryKey: statisticsKeys.admin('daily'),
    queryFn: ({ signal }) => getDailyStatistics(signal),
  });

export function useDailyStatistics() {
  return useQuery(dailyStatisticsQueryOptions());
}
