import { type TApplicationListFilter, ZApplicationListPage } from '@qabul/contract/admin-application';
import type { TPageQuery } from '@qabul/contract/primitives';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reviewKeys } from './query-keys';

/**
 * GET admin/application[/submitted|/rejected|/accepted]?page&size&name&sortField&sortOrder (spec §7): one page of
 * one admission session (undefined: the active one).
 */
export function getApplications(
  filter: TApplicationListFilter | undefined,
  query: TPageQuery,
  sessionId: number | undefined,
  signal?: AbortSignal,
) {
  return api.get(filter ? `admin/application/${filter}` : 'admin/application', {
    params: { ...query, admissionSessionId: sessionId },
    schema: ZApplicationListPage,
    signal,
  });
}

export const applicationsQueryOptions = (
  filter: TApplicationListFilter | undefined,
  query: TPageQuery,
  sessionId: number | undefined,
) =>
  queryOptions({
    queryKey: reviewKeys.list(filter, query, sessionId),
    queryFn: ({ signal }) => getApplications(filter, query, sessionId, signal),
    // The grid keeps showing the current page while the next one loads.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useApplications(
  filter: TApplicationListFilter | undefined,
  query: TPageQuery,
  sessionId: number | undefined,
) {
  return useQuery(applicationsQueryOptions(filter, query, sessionId));
}
