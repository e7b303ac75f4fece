import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { API_BASE } from '@/lib/api-request';
import { applicationKeys } from './query-keys';

/**
 * GET of an uploaded document by the URL the application carries (/api/v1/abiturient/application/file/{kind}?v=..).
 * The bytes come through the api client as a Blob (its sign-out on 401 and its error messages, which <img src> lacks).
 */
export async function getApplicationFile(url: string): Promise<Blob> {
  const response = await api.get<Response>(url.startsWith(API_BASE) ? url.slice(API_BASE.length) : url, {
    raw: true,
  });
  return response.blob();
}

export const applicationFileQueryOptions = (url: string) =>
  queryOptions({
    queryKey: applicationKeys.file(url),
    queryFn: () => getApplicationFile(url),
    // The URL changes with every upload (?v=<file id>), so a cached file never goes stale.
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useApplicationFile(url: string | null | undefined) {
  return useQuery({ ...applicationFileQueryOptions(url ?? ''), enabled: Boolean(url) });
}
