import { ZNextApplication } from '@qabul/contract/admin-application';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * GET admin/application/next: the oldest waiting application nobody else opened in the last 10 minutes. A
 * mutation, not a query: each press asks again and the answer is used once (opened), never cached.
 */
export function getNextApplication(sessionId: number | undefined) {
  return api.get('admin/application/next', { params: { admissionSessionId: sessionId }, schema: ZNextApplication });
}

/** `sessionId`: the dashboard's session; on an application's page, the session the application belongs to. */
export function useNextApplication(sessionId?: number) {
  return useMutation({ mutationFn: () => getNextApplication(sessionId) });
}
