import { ZFacultyStatistics } from '@qabul/contract/statistics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { statisticsKeys } from './query-keys';

/** GET admin/statistics/faculty (spec §7), over one admission session (undefined: the active one). */
export function getFacultyStatistics(sessionId: number | undefined, signal?: AbortSignal) {
  return api.get('admin/statistics/faculty', {
    params: { admissionSessionId: sessionId },
    schema: ZFacultyStatistics,
    signal,
  });
}

export const facultyStatisticsQueryOptions = (sessionId: number | undefined) =>
  queryOptions({
    queryKey: statisticsKeys.admin('faculty', sessionId),
    queryFn: ({ signal }) => getFacultyStatistics(sessionId, signal),
  });

export function useFacultyStatistics(sessionId: number | undefined) {
  return useQuery(facultyStatisticsQueryOptions(sessionId));
}
