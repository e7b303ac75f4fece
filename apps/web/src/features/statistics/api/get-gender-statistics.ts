import { ZGenderStatistics } from '@qabul/contract/statistics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { statisticsKeys } from './query-keys';

/** GET admin/statistics/gender (spec §7), over one admission session (undefined: the active one). */
export function getGenderStatistics(sessionId: number | undefined, signal?: AbortSignal) {
  return api.get('admin/statistics/gender', {
    params: { admissionSessionId: sessionId },
    schema: ZGenderStatistics,
    signal,
  });
}

export const genderStatisticsQueryOptions = (sessionId: number | undefined) =>
  queryOptions({
    queryKey: statisticsKeys.admin('gender', sessionId),
    queryFn: ({ signal }) => getGenderStatistics(sessionId, signal),
  });

export function useGenderStatistics(sessionId: number | undefined) {
  return useQuery(genderStatisticsQueryOptions(sessionId));
}
