import { type TFileKind, ZFileUrl } from '@qabul/contract/application/files';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postFileInTime } from '@/lib/upload-file';
import { applicationFileQueryOptions } from './get-application-file';
import { applicationKeys } from './query-keys';

/** POST abiturient/application/file/{kind}, multipart field `file`; answers the new file's URL. */
export function uploadApplicationFile({ kind, file }: { kind: TFileKind; file: Blob }) {
  return postFileInTime(`abiturient/application/file/${kind}`, file, ZFileUrl);
}

export function useUploadApplicationFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadApplicationFile,
    onSuccess: ({ url }, { file }) => {
      // The preview shows the bytes just sent instead of downloading them again.
      queryClient.setQueryData(applicationFileQueryOptions(url).queryKey, file);
      void queryClient.invalidateQueries({ queryKey: applicationKeys.detail(), refetchType: 'none' });
    },
  });
}
