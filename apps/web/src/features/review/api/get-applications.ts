import { type TApplicationListFilter, ZApplicationListPage } from '@qabul/contract/admin-application';
import type { TPageQuery } from '@qabul/contract/primitives';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reviewKeys } from './query-keys';

/** GET admin/application[/submitted|/rejected|/accepted]?page&size&name&sortField&sortOrder (spec §7): one page. */
export function getApplications(filter: TApplicationListFilter | undefined, query: TPageQuery, signal?: AbortSignal) {
  return api.get(filter ? `admin/application/${filter}` : 'admin/application', {
    params: query,
    schema: ZApplicationListPage,
    signal,
  });
}

export const applicationsQueryOptions = (filter: TApplicationListFilter | undefined, query: TPageQuery) =>
  queryOptions({
    queryKey: reviewKeys.list(filter, query),
    queryFn: ({ signal }) => getApplications(filter, query, signal),
    // The grid keeps showing the current page while the next one loads.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useApplications(filter: TApplicationListFilter | undefined, query: TPageQuery) {
  return useQuery(applicationsQueryOptions(filter, query));
}
