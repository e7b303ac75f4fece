import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reviewKeys } from './query-keys';
import { readVersionedApplication } from './versioned-application';

/**
 * POST admin/application (super admin): the applicant form's submit payload plus `id`, checked by the applicant's
 * rules on the server; answers the saved application and its new version.
 */
export async function saveApplication({ id, payload }: { id: number; payload: Record<string, unknown> }) {
  const response = await api.post<Response>('admin/application', { ...payload, id }, { raw: true });
  return readVersionedApplication(response);
}

export function useSaveApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveApplication,
    onSuccess: (versioned) => {
      queryClient.setQueryData(reviewKeys.application(versioned.application.id), versioned);
      return queryClient.invalidateQueries({ queryKey: reviewKeys.lists() });
    },
  });
}
