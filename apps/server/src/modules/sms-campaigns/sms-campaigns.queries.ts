import type { TSmsTarget } from '@qabul/contract/sms';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { admissionSessions } from '../admission-sessions/admission-sessions.table';
import { applications } from '../applications/applications.table';
import { members } from '../auth/members.table';
import { smsCampaignRecipients, smsCampaigns } from './sms-campaigns.table';

export async function insertCampaign(db: Db, values: { messageBody: string; toType: TSmsTarget; startedBy: number }) {
  const [row] = await db
    .insert(smsCampaigns)
    .values({ ...values, recipients: 0 })
    .returning();
  return row;
}

export async function setCampaignRecipients(db: Db, id: number, recipients: number) {
  await db.update(smsCampaigns).set({ recipients }).where(eq(smsCampaigns.id, id));
}

const activeSessionId = sql`(select ${admissionSessions.id} from ${admissionSessions} where ${admissionSessions.active})`;

/** Who a target reaches (docs/decisions/0058-bulk-sms-targets.md): always applicants whose account is not blocked. */
function targetCondition(target: TSmsTarget) {
  switch (target) {
    case 'ALL':
      return sql`true`;
    case 'ACCEPTED':
    case 'REJECTED':
      return sql`${applications.status} = ${target} and ${applications.admissionSessionId} = ${activeSessionId}`;
    case 'MIGRATED':
      return sql`${applications.admissionSessionId} is not null
        and ${applications.admissionSessionId} is distinct from ${activeSessionId}`;
  }
}

/** Writes one recipient row per targeted applicant in one statement; answers their ids. */
export async function insertCampaignRecipients(db: Db, campaignId: number, target: TSmsTarget): Promise<number[]> {
  const result = await db.execute(sql`
    insert into ${smsCampaignRecipients} (campaign_id, member_id, phone)
    select ${campaignId}, ${members.id}, ${members.phone}
    from ${members}
    left join ${applications} on ${applications.memberId} = ${members.id}
    where ${members.role} = 'ABITURIENT' and ${members.active} and ${targetCondition(target)}
    on conflict do nothing
    returning id`);
  return (result as unknown as { rows: { id: number }[] }).rows.map((row) => row.id);
}

export async function countCampaigns(db: Db) {
  const [row] = await db.select({ total: count() }).from(smsCampaigns);
  return row?.total ?? 0;
}

/** Newest first, with the progress counted from the recipient rows and the member who started each. */
export function findCampaignPage(db: Db, page: number, size: number) {
  const progress = db
    .select({
      campaignId: smsCampaignRecipients.campaignId,
      queued: sql<number>`count(*) filter (where ${smsCampaignRecipients.state} in ('queued', 'sending'))`
        .mapWith(Number)
        .as('queued'),
      sent: sql<number>`count(*) filter (where ${smsCampaignRecipients.state} = 'sent')`.mapWith(Number).as('sent'),
      failed: sql<number>`count(*) filter (where ${smsCampaignRecipients.state} = 'failed')`
        .mapWith(Number)
        .as('failed'),
    })
    .from(smsCampaignRecipients)
    .groupBy(smsCampaignRecipients.campaignId)
    .as('progress');
  return db
    .select({
      campaign: smsCampaigns,
      queued: progress.queued,
      sent: progress.sent,
      failed: progress.failed,
      starter: { id: members.id, phone: members.phone, firstName: members.firstName, lastName: members.lastName },
    })
    .from(smsCampaigns)
    .leftJoin(progress, eq(progress.campaignId, smsCampaigns.id))
    .leftJoin(members, eq(members.id, smsCampaigns.startedBy))
    .orderBy(desc(smsCampaigns.id))
    .limit(size)
    .offset(page * size);
}

/**
 * Moves the queued ones of `ids` to `sending` in one statement and answers them with their text. A row already
 * claimed (by this or another process) is not in the answer, so no recipient is handed to the provider twice.
 */
export function claimRecipients(db: Db, ids: number[]) {
  return db
    .update(smsCampaignRecipients)
    .set({ state: 'sending', claimedAt: new Date(), attempts: sql`${smsCampaignRecipients.attempts} + 1` })
    .where(and(inArray(smsCampaignRecipients.id, ids), eq(smsCampaignRecipients.state, 'queued')))
    .returning({
      id: smsCampaignRecipients.id,
      phone: smsCampaignRecipients.phone,
      text: sql<string>`(select ${smsCampaigns.messageBody} from ${smsCampaigns} where ${smsCampaigns.id} = ${smsCampaignRecipients.campaignId})`,
    });
}

export async function markRecipientsSent(db: Db, ids: number[]) {
  if (!ids.length) return;
  await db
    .update(smsCampaignRecipients)
    .set({ state: 'sent', sentAt: new Date(), lastError: null })
    .where(and(inArray(smsCampaignRecipients.id, ids), eq(smsCampaignRecipients.state, 'sending')));
}

/** A provider error before the last try: the row waits for the job's retry. */
export async function releaseRecipient(db: Db, id: number, error: string) {
  await db
    .update(smsCampaignRecipients)
    .set({ state: 'queued', lastError: error })
    .where(and(eq(smsCampaignRecipients.id, id), eq(smsCampaignRecipients.state, 'sending')));
}

export async function markRecipientFailed(db: Db, id: number, error: string) {
  await db
    .update(smsCampaignRecipients)
    .set({ state: 'failed', lastError: error })
    .where(and(eq(smsCampaignRecipients.id, id), eq(smsCampaignRecipients.state, 'sending')));
}

/**
 * Rows of `ids` still `sending` when their job is delivered again: the process that claimed them died between
 * claiming and recording the result, so nobody knows whether the provider got the message. They are failed,
 * never resent (at most once).
 */
export async function failInterruptedRecipients(db: Db, ids: number[]) {
  if (!ids.length) return;
  await db
    .update(smsCampaignRecipients)
    .set({ state: 'failed', lastError: 'interrupted' })
    .where(and(inArray(smsCampaignRecipients.id, ids), eq(smsCampaignRecipients.state, 'sending')));
}
