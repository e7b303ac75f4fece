import { api } from '@/lib/api-client';
import { ifMatch, readVersionedApplication, useDecision } from './versioned-application';

/**
 * POST admin/application/{id}/acceptance (no body), If-Match the version the reviewer saw: ACCEPTED; 409 when
 * another reviewer decided first or the applicant changed the application since.
 */
export async function acceptApplication({ id, etag }: { id: number; etag: string | null }) {
  const response = await api.post<Response>(`admin/application/${id}/acceptance`, undefined, {
    raw: true,
    headers: ifMatch(etag),
  });
  return readVersionedApplication(response);
}

export const useAcceptApplication = () => useDecision(acceptApplication);
