import type { TFileKind } from '@qabul/contract/application/files';
import { z } from '@qabul/contract/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_BASE } from '@/lib/api-request';
import { postFileInTime } from '@/lib/upload-file';
import { reviewKeys } from './query-keys';

const ZUploadedFile = z.object({ id: z.number().int() });

/** Where the admin API serves a stored file (the URL the application's file fields carry). */
export const adminFileUrl = (fileId: number) => `${API_BASE}/admin/application/file/${fileId}`;

/**
 * POST admin/application/file/{kind}/{applicationId}, multipart field `file` (super admin replaces a document);
 * answers the new file's id, turned into its URL for the form. With the applicant's time limit.
 */
export async function uploadApplicationFile({
  applicationId,
  kind,
  file,
}: {
  applicationId: number;
  kind: TFileKind;
  file: Blob;
}) {
  const { id } = await postFileInTime(`admin/application/file/${kind}/${applicationId}`, file, ZUploadedFile);
  return { url: adminFileUrl(id) };
}

export function useUploadApplicationFile(applicationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, file }: { kind: TFileKind; file: Blob }) =>
      uploadApplicationFile({ applicationId, kind, file }),
    // The form holds the new URL; the cached application is refreshed when next shown.
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: reviewKeys.application(applicationId), refetchType: 'none' }),
  });
}
