import {
  type TAppeal,
  type TAppealAnswer,
  type TAppealCreate,
  type TApplicationAppeal,
  type TOwnAppeal,
  ZAppeal,
  ZApplicationAppeal,
  ZOwnAppeal,
} from '@qabul/contract/appeal';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const ownKey = ['appeals', 'own'] as const;
const applicationKey = (applicationId: number) => ['appeals', 'application', applicationId] as const;

/** GET abiturient/appeal: may the applicant appeal, and their appeal with its answer. */
export function useOwnAppeal() {
  return useQuery({
    queryKey: ownKey,
    queryFn: (): Promise<TOwnAppeal> => api.get('abiturient/appeal', { schema: ZOwnAppeal }),
  });
}

/** POST abiturient/appeal, then the optional PDF to abiturient/appeal/file. */
export function useSendAppeal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ text, file }: TAppealCreate & { file?: File }): Promise<TAppeal> => {
      const appeal = await api.post('abiturient/appeal', { text }, { schema: ZAppeal });
      if (!file) return appeal;
      const form = new FormData();
      form.append('file', file);
      return api.post('abiturient/appeal/file', form, { schema: ZAppeal });
    },
    onSettled: () => client.invalidateQueries({ queryKey: ownKey }),
  });
}

/** GET admin/appeal/{applicationId}. */
export function useApplicationAppeal(applicationId: number) {
  return useQuery({
    queryKey: applicationKey(applicationId),
    queryFn: (): Promise<TApplicationAppeal> =>
      api.get(`admin/appeal/${applicationId}`, { schema: ZApplicationAppeal }),
  });
}

/** POST admin/appeal/{applicationId}/answer. */
export function useAnswerAppeal(applicationId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TAppealAnswer) => api.post(`admin/appeal/${applicationId}/answer`, body, { schema: ZAppeal }),
    onSettled: () => client.invalidateQueries({ queryKey: applicationKey(applicationId) }),
  });
}

/** The appeal PDF (own or, with an id, an application's): files need the bearer token, so through the client. */
export function useAppealFile() {
  return useMutation({
    mutationFn: async (applicationId?: number) => {
      const path = applicationId === undefined ? 'abiturient/appeal/file' : `admin/appeal/${applicationId}/file`;
      const response = await api.get<Response>(path, { raw: true });
      return response.blob();
    },
  });
}
