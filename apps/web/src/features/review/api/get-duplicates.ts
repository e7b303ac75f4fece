import { ZDuplicateApplication } from '@qabul/contract/admin-application';
import { z } from '@qabul/contract/zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reviewKeys } from './query-keys';

/** GET admin/application/{id}/duplicates: other applications with the same PINFL or passport number. */
export function getDuplicates(id: number, signal?: AbortSignal) {
  return api.get(`admin/application/${id}/duplicates`, { schema: z.array(ZDuplicateApplication), signal });
}

export const duplicatesQueryOptions = (id: number) =>
  queryOptions({ queryKey: reviewKeys.duplicates(id), queryFn: ({ signal }) => getDuplicates(id, signal) });

export function useDuplicates(id: number) {
  return useQuery(duplicatesQueryOptions(id));
}
