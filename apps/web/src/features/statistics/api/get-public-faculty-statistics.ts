import { ZPublicFacultyStatistics } from '@qabul/contract/statistics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { statisticsKeys } from './query-keys';

/** GET abiturient/statistics/faculty: applications per faculty, for applicants (no personal data). */
export function getPublicFacultyStatistics(signal?: AbortSignal) {
  return api.get('abiturient/statistics/faculty', { schema: ZPublicFacultyStatistics, signal });
}

export const publicFacultyStatisticsQueryOptions = () =>
  queryOptions({
    queryKey: statisticsKeys.publicFaculty,
    queryFn: ({ signal }) => getPublicFacultyStatistics(signal),
    staleTime: 60_000,
  });

export function usePublicFacultyStatistics() {
  return useQuery(publicFacultyStatisticsQueryOptions());
}
