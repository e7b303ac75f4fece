import { ZApplication } from '@qabul/contract/application/response';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { applicationKeys } from './query-keys';

/** POST abiturient/application: full validation on the server, then SUBMITTED. Errors show the red snackbar. */
export function submitApplication(data: Record<string, unknown>) {
  return api.post('abiturient/application', data, { schema: ZApplication });
}

export function useSubmitApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitApplication,
    onSuccess: (application) => queryClient.setQueryData(applicationKeys.detail(), application),
  });
}
