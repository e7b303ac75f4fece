import type { TFileKind } from '@qabul/contract/application/files';
import { ZMessageResponse } from '@qabul/contract/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { applicationKeys } from './query-keys';

/** DELETE abiturient/application/file/{kind} (refused by the server once SUBMITTED or ACCEPTED, spec §4). */
export function deleteApplicationFile(kind: TFileKind) {
  return api.delete(`abiturient/application/file/${kind}`, { schema: ZMessageResponse });
}

export function useDeleteApplicationFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteApplicationFile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicationKeys.detail(), refetchType: 'none' }),
  });
}
