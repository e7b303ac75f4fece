import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reviewKeys } from './query-keys';

/** DELETE admin/application/{id} (super admin): the application and its files go; the history keeps the trace. */
export function deleteApplication(id: number) {
  return api.delete<unknown>(`admin/application/${id}`);
}

export function useDeleteApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteApplication,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: reviewKeys.application(id) });
      return queryClient.invalidateQueries({ queryKey: reviewKeys.all });
    },
  });
}
