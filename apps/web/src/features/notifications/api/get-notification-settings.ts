import { ZNotificationSettings } from '@qabul/contract/notification';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const notificationSettingKeys = {
  all: ['notification-settings'] as const,
  session: (sessionId: number | undefined) => ['notification-settings', sessionId ?? 'active'] as const,
};

/** GET admin/notification-settings: the six events of a session (the active one when none is chosen). */
export function getNotificationSettings(sessionId: number | undefined, signal?: AbortSignal) {
  return api.get('admin/notification-settings', {
    params: sessionId === undefined ? {} : { admissionSessionId: sessionId },
    schema: ZNotificationSettings,
    signal,
  });
}

export function useNotificationSettings(sessionId: number | undefined) {
  return useQuery(
    queryOptions({
      queryKey: notificationSettingKeys.session(sessionId),
      queryFn: ({ signal }) => getNotificationSettings(sessionId, signal),
    }),
  );
}
