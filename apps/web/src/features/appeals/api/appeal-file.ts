import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The appeal PDF (own or, with an id, an application's), through the api client like every call. */
export function useAppealFile() {
  return useMutation({
    mutationFn: async (applicationId?: number) => {
      const path = applicationId === undefined ? 'abiturient/appeal/file' : `admin/appeal/${applicationId}/file`;
      const response = await api.get<Response>(path, { raw: true });
      return response.blob();
    },
  });
}
