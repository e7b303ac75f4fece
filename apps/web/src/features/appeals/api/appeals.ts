import {
  type TAppeal,
  type TAppealAnswer,
  type TAppealCreate,
  type TAppealQueueStatus,
  type TApplicationAppeal,
  ZAppeal,
  ZAppealCount,
  ZAppealQueuePage,
  ZApplicationAppeal,
} from '@qabul/contract/appeal';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { appealQueueKey, ownAppealKey } from './query-keys';

const applicationKey = (applicationId: number) => ['appeals', 'application', applicationId] as const;

/** GET admin/appeal: one page of the queue's tab, of one admission session (none: the active one). */
export function useAppealQueue(query: {
  status: TAppealQueueStatus;
  page: number;
  size: number;
  admissionSessionId?: number;
}) {
  return useQuery({
    queryKey: [...appealQueueKey, 'page', query],
    queryFn: ({ signal }) =>
      api.get('admin/appeal', {
        params: query,
        schema: ZAppealQueuePage,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET admin/appeal/count: waiting and answered appeals of one admission session. */
export function useAppealCount(admissionSessionId?: number) {
  return useQuery({
    queryKey: [...appealQueueKey, 'count', admissionSessionId ?? 'active'],
    queryFn: ({ signal }) =>
      api.get('admin/appeal/count', { params: { admissionSessionId }, schema: ZAppealCount, signal }),
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
    onSettled: () => client.invalidateQueries({ queryKey: ownAppealKey }),
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
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: applicationKey(applicationId) }),
        client.invalidateQueries({ queryKey: appealQueueKey }),
      ]),
  });
}
