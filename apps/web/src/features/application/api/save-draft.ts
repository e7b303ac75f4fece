import type { TApplication } from '@qabul/contract/application/response';
import { ZApplication } from '@qabul/contract/application/response';
import { isApplicationEditable } from '@qabul/contract/application/status';
import type { TApplicationDraftInput } from '@qabul/contract/application/submit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { notify } from '@/lib/snackbar';
import { applicationKeys } from './query-keys';

/**
 * PUT abiturient/application/draft. Silent: autosave runs in the background and the form shows its own "saved on
 * this device only" state instead of a snackbar on every keystroke while offline.
 */
export function saveDraft(data: TApplicationDraftInput) {
  return api.put('abiturient/application/draft', data, { schema: ZApplication, silent: true });
}

export function useSaveDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDraft,
    onSuccess: (application) => {
      // A save that raced with the submission must not bring back the DRAFT status.
      const current = queryClient.getQueryData<TApplication>(applicationKeys.detail());
      if (!current || isApplicationEditable(current.status))
        queryClient.setQueryData(applicationKeys.detail(), application);
    },
    onError: (error) => {
      // 409: the application was submitted (or reviewed) meanwhile, in another tab or device. Say so, and load it:
      // its new status makes the form read-only instead of looking saved.
      if (error instanceof ApiError && error.status === 409) {
        notify.error(error.message);
        void queryClient.invalidateQueries({ queryKey: applicationKeys.detail() });
      }
    },
  });
}
