import type { TNotificationEvent } from '@qabul/contract/notification';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applications } from '../applications/applications.table';

/** The channel of application changes between the server's processes (docs/decisions/0235). */
export const APPLICATION_CHANGES_CHANNEL = 'qabul_application_changes';

/** One change as announced: ids only; the owner and session let each process pick the streams to tell. */
export interface ApplicationChange {
  applicationId: number;
  event: TNotificationEvent;
  memberId: number;
  admissionSessionId: number | null;
}

/**
 * Announces a change of the application in the caller's transaction: PostgreSQL delivers it to every listening
 * process when (and only if) the transaction commits, so no page hears of a change that was rolled back.
 */
export async function announceApplicationChange(tx: Db, applicationId: number, event: TNotificationEvent) {
  const payload = sql`json_build_array(${applications.id}, ${event}::text, ${applications.memberId}, ${applications.admissionSessionId})::text`;
  await tx
    .select({ sent: sql`pg_notify(${APPLICATION_CHANGES_CHANNEL}, ${payload})` })
    .from(applications)
    .where(eq(applications.id, applicationId));
}

/** The announcement's payload read back; undefined for anything else (it is never trusted further than that). */
export function parseApplicationChange(payload: string): ApplicationChange | undefined {
  try {
    const [applicationId, event, memberId, admissionSessionId] = JSON.parse(payload);
    if (!Number.isInteger(applicationId) || typeof event !== 'string' || !Number.isInteger(memberId)) return undefined;
    return {
      applicationId,
      event: event as TNotificationEvent,
      memberId,
      admissionSessionId: Number.isInteger(admissionSessionId) ? admissionSessionId : null,
    };
  } catch {
    return undefined;
  }
}
