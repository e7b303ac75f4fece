import { type TApplication, ZApplication } from '@qabul/contract/application/response';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const APPLICATION_QUERY_KEY = ['application'] as const;

/** GET abiturient/application: the applicant's own application (created as a DRAFT on the first visit). */
export function getApplication(): Promise<TApplication> {
  return api.get('abiturient/application', { schema: ZApplication });
}

export const applicationQueryOptions = () =>
  queryOptions({ queryKey: APPLICATION_QUERY_KEY, queryFn: getApplication, staleTime: 0 });

export function useApplication() {
  return useQuery(applicationQueryOptions());
}
