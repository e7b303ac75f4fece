import {
  type TNotificationEvent,
  type TNotificationSettingRequest,
  ZNotificationSetting,
} from '@qabul/contract/notification';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notificationSettingKeys } from './get-notification-settings';

/** PUT admin/notification-settings/{event}: the switch and texts of one event in one session. */
export function saveNotificationSetting(event: TNotificationEvent, request: TNotificationSettingRequest) {
  return api.put(`admin/notification-settings/${event}`, request, { schema: ZNotificationSetting });
}

export function useSaveNotificationSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ event, request }: { event: TNotificationEvent; request: TNotificationSettingRequest }) =>
      saveNotificationSetting(event, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationSettingKeys.all }),
  });
}
