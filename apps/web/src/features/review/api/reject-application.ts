import { type TRejectRequest, ZRejectRequest } from '@qabul/contract/admin-application';
import { ZApplication } from '@qabul/contract/application/response';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { reviewKeys } from './query-keys';

/** POST admin/application/{id}/rejects {reviews}: REJECTED with the remarks; 409 when another reviewer decided first. */
export function rejectApplication({ id, reviews }: { id: number } & TRejectRequest) {
  return api.post(`admin/application/${id}/rejects`, ZRejectRequest.parse({ reviews }), { schema: ZApplication });
}

export function useRejectApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectApplication,
    onSuccess: (application) => {
      queryClient.setQueryData(reviewKeys.application(application.id), application);
      return queryClient.invalidateQueries({ queryKey: reviewKeys.all });
    },
    onError: (error, { id }) => {
      if (error instanceof ApiError && error.status === 409)
        return queryClient.invalidateQueries({ queryKey: reviewKeys.application(id) });
    },
  });
}
