import { type TRejectRequest, ZRejectRequest } from '@qabul/contract/admin-application';
import { api } from '@/lib/api-client';
import { ifMatch, readVersionedApplication, useDecision } from './versioned-application';

/**
 * POST admin/application/{id}/rejects {reviews}, If-Match the version the reviewer saw: REJECTED with the
 * remarks; 409 when another reviewer decided first or the applicant changed the application since.
 */
export async function rejectApplication({ id, etag, reviews }: { id: number; etag: string | null } & TRejectRequest) {
  const response = await api.post<Response>(`admin/application/${id}/rejects`, ZRejectRequest.parse({ reviews }), {
    raw: true,
    headers: ifMatch(etag),
  });
  return readVersionedApplication(response);
}

export const useRejectApplication = () => useDecision(rejectApplication);
