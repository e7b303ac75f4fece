import { type TSmsCampaignRequest, ZSmsCampaignCreated } from '@qabul/contract/sms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { campaignKeys } from './get-campaigns';

/** POST admin/sms (spec §7): queues the message for every applicant of the target; answers {id, recipients}. */
export function sendMessage(request: TSmsCampaignRequest) {
  return api.post('admin/sms', request, { schema: ZSmsCampaignCreated });
}

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignKeys.all }),
  });
}
