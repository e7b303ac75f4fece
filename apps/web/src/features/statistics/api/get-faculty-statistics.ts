import { ZFacultyStatistics } from '@qabul/contract/statistics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { statisticsKeys } from './query-keys';

/** GET admin/statistics/faculty (spec §7), over the active admission session. */
export function getFacultyStatistics(signal?: AbortSignal) {
  return api.get('admin/statistics/faculty', { schema: ZFacultyStatistics, signal });
}

export const facultyStatisticsQueryOptions = () =>
  queryOptions({
    queryKey: statisticsKeys.admin('faculty'),
    queryFn: ({ signal }) => getFacultyStatistics(signal),
  });

export function useFacultyStatistics() {
  return useQuery(facultyStatisticsQueryOptions());
}
