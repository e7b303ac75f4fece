import { ZRegionStatistics } from '@qabul/contract/statistics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { statisticsKeys } from './query-keys';

/** GET admin/statistics/regional (spec §7), over the active admission session. */
export function getRegionalStatistics(signal?: AbortSignal) {
  return api.get('admin/statistics/regional', { schema: ZRegionStatistics, signal });
}

export const regionalStatisticsQueryOptions = () =>
  queryOptions({
    queryKey: statisticsKeys.admin('regional'),
    queryFn: ({ signal }) => getRegionalStatistics(signal),
  });

export function useRegionalStatistics() {
  return useQuery(regionalStatisticsQueryOptions());
}
