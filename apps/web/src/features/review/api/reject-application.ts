import { type TRejectRequest, ZRejectRequest } from '@qabul/contract/admin-application';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { reviewKeys } from './query-keys';
import { ifMatch, readVersionedApplication } from './versioned-application';

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

export function useRejectApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectApplication,
    onSuccess: (versioned) => {
      queryClient.setQueryData(reviewKeys.application(versioned.application.id), versioned);
      return queryClient.invalidateQueries({ queryKey: reviewKeys.all });
    },
    onError: (error, { id }) => {
      if (error instanceof ApiError && error.status === 409)
        return queryClient.invalidateQueries({ queryKey: reviewKeys.application(id) });
    },
  });
}
