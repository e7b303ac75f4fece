import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { reviewKeys } from './query-keys';
import { ifMatch, readVersionedApplication } from './versioned-application';

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

export function useAcceptApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptApplication,
    onSuccess: (versioned) => {
      queryClient.setQueryData(reviewKeys.application(versioned.application.id), versioned);
      // The lists, counts and history change with the status ("reload the page", spec §4).
      return queryClient.invalidateQueries({ queryKey: reviewKeys.all });
    },
    // A conflict's snackbar names the current status; the page shows it too.
    onError: (error, { id }) => {
      if (error instanceof ApiError && error.status === 409)
        return queryClient.invalidateQueries({ queryKey: reviewKeys.application(id) });
    },
  });
}
