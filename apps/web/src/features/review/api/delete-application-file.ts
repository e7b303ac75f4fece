import type { TFileKind } from '@qabul/contract/application/files';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reviewKeys } from './query-keys';

/** DELETE admin/application/file/{kind}/{applicationId} (super admin). */
export function deleteApplicationFile({ applicationId, kind }: { applicationId: number; kind: TFileKind }) {
  return api.delete<unknown>(`admin/application/file/${kind}/${applicationId}`);
}

export function useDeleteApplicationFile(applicationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kind: TFileKind) => deleteApplicationFile({ applicationId, kind }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: reviewKeys.application(applicationId), refetchType: 'none' }),
  });
}
