import { ZApplication } from '@qabul/contract/application/response';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { reviewKeys } from './query-keys';

/** POST admin/application/{id}/acceptance (no body): ACCEPTED; 409 when another reviewer decided first. */
export function acceptApplication(id: number) {
  return api.post(`admin/application/${id}/acceptance`, undefined, { schema: ZApplication });
}

export function useAcceptApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptApplication,
    onSuccess: (application) => {
      queryClient.setQueryData(reviewKeys.application(application.id), application);
      // The lists, counts and history change with the status ("reload the page", spec §4).
      return queryClient.invalidateQueries({ queryKey: reviewKeys.all });
    },
    // A conflict's snackbar names the current status; the page shows it too.
    onError: (error, id) => {
      if (error instanceof ApiError && error.status === 409)
        return queryClient.invalidateQueries({ queryKey: reviewKeys.application(id) });
    },
  });
}
