import { ZGenderStatistics } from '@qabul/contract/statistics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { statisticsKeys } from './query-keys';

/** GET admin/statistics/gender (spec §7), over the active admission session. */
export function getGenderStatistics(signal?: AbortSignal) {
  return api.get('admin/statistics/gender', { schema: ZGenderStatistics, signal });
}

export const genderStatisticsQueryOptions = () =>
  queryOptions({
    queryKey: statisticsKeys.admin('gender'),
    queryFn: ({ signal }) => getGenderStatistics(signal),
  });

export function useGenderStatistics() {
  return useQuery(genderStatisticsQueryOptions());
}
