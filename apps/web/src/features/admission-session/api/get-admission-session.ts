import type { TAdmissionSessionResponse } from '@qabul/contract/admission-session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * GET abiturient/admission-session: the active admission session's dates (null while none is active). Like the
 * applicant's other first-screen GETs, read as the contract's type without its schema: home loads no zod.
 */
export function getAdmissionSession(): Promise<TAdmissionSessionResponse> {
  return api.get<TAdmissionSessionResponse>('abiturient/admission-session', { silent: true });
}

export const admissionSessionQueryOptions = () =>
  queryOptions({ queryKey: ['admission-session'], queryFn: getAdmissionSession, staleTime: 10 * 60_000 });

export function useAdmissionSession() {
  return useQuery(admissionSessionQueryOptions());
}
