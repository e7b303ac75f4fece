import { type TAdmissionSessionResponse, ZAdmissionSessionResponse } from '@qabul/contract/admission-session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET abiturient/admission-session: the active admission session's dates (null while none is active). */
export function getAdmissionSession(): Promise<TAdmissionSessionResponse> {
  return api.get('abiturient/admission-session', { schema: ZAdmissionSessionResponse, silent: true });
}

export const admissionSessionQueryOptions = () =>
  queryOptions({ queryKey: ['admission-session'], queryFn: getAdmissionSession, staleTime: 10 * 60_000 });

export function useAdmissionSession() {
  return useQuery(admissionSessionQueryOptions());
}
