import type { TOwnAppeal } from '@qabul/contract/appeal';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ownAppealKey } from './query-keys';

/**
 * GET abiturient/appeal: may the applicant appeal, and their appeal with its answer. The applicant area's layout asks
 * for it on every page: a module without the contract's schemas, so the area's first screens load no zod.
 */
export function useOwnAppeal() {
  return useQuery({ queryKey: ownAppealKey, queryFn: () => api.get<TOwnAppeal>('abiturient/appeal') });
}
