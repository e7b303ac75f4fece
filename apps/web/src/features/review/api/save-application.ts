import { ZApplication } from '@qabul/contract/application/response';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reviewKeys } from './query-keys';

/**
 * POST admin/application (super admin): the applicant form's submit payload plus `id`, checked by the applicant's
 * rules on the server; answers the saved application.
 */
export function saveApplication({ id, payload }: { id: number; payload: Record<string, unknown> }) {
  return api.post('admin/application', { ...payload, id }, { schema: ZApplication });
}

export function useSaveApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveApplication,
    onSuccess: (application) => {
      queryClient.setQueryData(reviewKeys.application(application.id), application);
      return queryClient.invalidateQueries({ queryKey: reviewKeys.lists() });
    },
  });
}
