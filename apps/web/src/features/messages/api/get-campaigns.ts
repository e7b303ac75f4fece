import { type TSmsCampaignPage, ZSmsCampaignPage } from '@qabul/contract/sms';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const campaignKeys = { all: ['sms-campaigns'] as const };

/** GET admin/sms (beyond the spec): the latest campaigns with their progress. */
export function getCampaigns(signal?: AbortSignal) {
  return api.get('admin/sms', { params: { page: 0, size: 10 }, schema: ZSmsCampaignPage, signal });
}

const running = (page: TSmsCampaignPage | undefined) => page?.content.some((c) => c.progress.queued > 0) ?? false;

export const campaignsQueryOptions = () =>
  queryOptions({
    queryKey: campaignKeys.all,
    queryFn: ({ signal }) => getCampaigns(signal),
    // While a campaign is still sending, its progress is polled every 2 s; a finished list is left alone.
    refetchInterval: (query) => (running(query.state.data) ? 2000 : false),
  });

export function useCampaigns() {
  return useQuery(campaignsQueryOptions());
}
