import { ZNextApplication } from '@qabul/contract/admin-application';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * GET admin/application/next: the oldest waiting application nobody else opened in the last 10 minutes. A
 * mutation, not a query: each press asks again and the answer is used once (opened), never cached.
 */
export function getNextApplication() {
  return api.get('admin/application/next', { schema: ZNextApplication });
}

export function useNextApplication() {
  return useMutation({ mutationFn: getNextApplication });
}
