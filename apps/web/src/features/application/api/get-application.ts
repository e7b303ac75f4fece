import { type TApplication, ZApplication } from '@qabul/contract/application/response';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { applicationKeys } from './query-keys';

/** GET abiturient/application: the applicant's own application (created as a DRAFT on the first visit). */
export function getApplication(): Promise<TApplication> {
  return api.get('abiturient/application', { schema: ZApplication });
}

export const applicationQueryOptions = () =>
  queryOptions({ queryKey: applicationKeys.detail(), queryFn: getApplication, staleTime: 0 });

export function useApplication() {
  return useQuery(applicationQueryOptions());
}
