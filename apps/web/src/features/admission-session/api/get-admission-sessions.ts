import { ZAdmissionSessionItem } from '@qabul/contract/catalogue';
import { ZPaged } from '@qabul/contract/primitives';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Sessions a picker offers: a university runs one a year, so the newest hundred are all of them. */
const PICKER_PAGE = { page: 0, size: 100, sortField: 'startDate', sortOrder: 'desc' } as const;

/** GET admin/admission-session (spec §7 catalogues): every admission session, the newest first. */
export function getAdmissionSessions(signal?: AbortSignal) {
  return api.get('admin/admission-session', { params: PICKER_PAGE, schema: ZPaged(ZAdmissionSessionItem), signal });
}

export const admissionSessionsQueryOptions = () =>
  queryOptions({
    queryKey: ['admission-sessions', 'picker'],
    queryFn: ({ signal }) => getAdmissionSessions(signal),
    staleTime: 5 * 60_000,
  });

export function useAdmissionSessions() {
  return useQuery(admissionSessionsQueryOptions());
}
