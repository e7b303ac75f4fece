import { type TPageQuery, ZPaged } from '@qabul/contract/primitives';
import type { z } from '@qabul/contract/zod';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { catalogueKeys } from './query-keys';

/** GET admin/{path}?page&size&name&sortField&sortOrder (spec §7): one zero-based page, names in the UI language. */
export function getCataloguePage<T>(path: string, item: z.ZodType<T>, query: TPageQuery, signal?: AbortSignal) {
  return api.get(`admin/${path}`, { params: query, schema: ZPaged(item), signal });
}

export const cataloguePageQueryOptions = <T>(path: string, item: z.ZodType<T>, query: TPageQuery) =>
  queryOptions({
    queryKey: catalogueKeys.page(path, query),
    queryFn: ({ signal }) => getCataloguePage(path, item, query, signal),
    // The grid keeps showing the current page while the next one loads.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useCataloguePage<T>(path: string, item: z.ZodType<T>, query: TPageQuery) {
  return useQuery(cataloguePageQueryOptions(path, item, query));
}
