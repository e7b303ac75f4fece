import type { TSmsCampaign, TSmsCampaignCreated, TSmsCampaignPage, TSmsCampaignRequest } from '@qabul/contract/sms';
import type { AppContext } from '../../context';
import { transactionExecutor } from '../../db/job-queue';
import { SMS_CAMPAIGN_QUEUE, type SmsCampaignJob } from './sms-campaign.worker';
import {
  countCampaigns,
  findCampaignPage,
  insertCampaign,
  insertCampaignRecipients,
  setCampaignRecipients,
} from './sms-campaigns.queries';

/** pg-boss inserts jobs from one JSON parameter; chunks keep each statement small for a large campaign. */
const JOB_CHUNK = 1000;

/**
 * Records the campaign, one row per recipient and one queued job per row in one transaction, so a failure
 * leaves nothing behind and a committed campaign always has its jobs. Sending happens in the worker.
 */
export async function startCampaign(
  ctx: AppContext,
  memberId: number,
  request: { messageBody: string; toType: TSmsCampaignRequest['toType'] },
): Promise<TSmsCampaignCreated> {
  return ctx.db.transaction(async (db) => {
    const campaign = await insertCampaign(db, { ...request, startedBy: memberId });
    if (!campaign) throw new Error('campaign insert returned no row');
    const recipientIds = await insertCampaignRecipients(db, campaign.id, request.toType);
    await setCampaignRecipients(db, campaign.id, recipientIds.length);
    const executor = transactionExecutor(db);
    for (let i = 0; i < recipientIds.length; i += JOB_CHUNK) {
      const jobs = recipientIds.slice(i, i + JOB_CHUNK).map((recipientId) => ({
        data: { recipientId } satisfies SmsCampaignJob,
      }));
      await ctx.jobs.insert(SMS_CAMPAIGN_QUEUE, jobs, { db: executor });
    }
    return { id: campaign.id, recipients: recipientIds.length };
  });
}

export async function listCampaigns(ctx: AppContext, page: number, size: number): Promise<TSmsCampaignPage> {
  const [rows, totalElements] = await Promise.all([findCampaignPage(ctx.db, page, size), countCampaigns(ctx.db)]);
  return {
    totalElements,
    content: rows.map(
      (row): TSmsCampaign => ({
        id: row.campaign.id,
        messageBody: row.campaign.messageBody,
        toType: row.campaign.toType,
        recipients: row.campaign.recipients,
        progress: { queued: row.queued ?? 0, sent: row.sent ?? 0, failed: row.failed ?? 0 },
        startedBy: row.starter
          ? {
              id: row.starter.id,
              phone: row.starter.phone,
              name: [row.starter.lastName, row.starter.firstName].filter(Boolean).join(' '),
            }
          : null,
        createdAt: row.campaign.createdAt.toISOString(),
      }),
    ),
  };
}
