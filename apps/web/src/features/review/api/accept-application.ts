import type { TAcceptRequest } from '@qabul/contract/admin-application';
import { api } from '@/lib/api-client';
import { ifMatch, readVersionedApplication, useDecision } from './versioned-application';

/**
 * POST admin/application/{id}/acceptance into the ranked direction `rank` (1 the main one), If-Match the version
 * the reviewer saw: ACCEPTED; 409 when another reviewer decided first or the applicant changed the application since.
 */
export async function acceptApplication({ id, etag, rank }: { id: number; etag: string | null; rank: number }) {
  const response = await api.post<Response>(`admin/application/${id}/acceptance`, { rank } satisfies TAcceptRequest, {
    raw: true,
    headers: ifMatch(etag),
  });
  return readVersionedApplication(response);
}

export const useAcceptApplication = () => useDecision(acceptApplication);
