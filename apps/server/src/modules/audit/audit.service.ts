import type { TAuditAction } from '@qabul/contract/audit';
import type { TRole } from '@qabul/contract/auth';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { insertAuditRow } from './audit.queries';

/** What an audit row says about the target and the action beyond its name (a list, a row count, a file kind). */
export interface AuditTarget {
  targetType?: string;
  targetId?: string | number;
  details?: Record<string, unknown>;
}

/** The longest user agent kept: enough to tell browsers and devices apart, not a place to store a megabyte. */
const USER_AGENT_MAX = 300;

/**
 * Where a request came from, as every row records it. The one place to add the login's device: the device-cookie
 * id of issue 44 item 1 goes into `details` here once that branch has it (`request.deviceId` or the like).
 */
export function requestOrigin(request: FastifyRequest) {
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent']?.slice(0, USER_AGENT_MAX) ?? null,
    details: {} as Record<string, unknown>,
  };
}

/**
 * Appends one row. Called before the answer leaves, in the request's own transaction where there is one, so
 * nothing is shown or changed without its row: if the row cannot be written, the request fails.
 */
export async function recordAudit(
  db: Db,
  request: FastifyRequest,
  action: TAuditAction,
  target: AuditTarget = {},
  actor: { id: number; phone: string; role: TRole } | null = request.member,
) {
  const origin = requestOrigin(request);
  await insertAuditRow(db, {
    memberId: actor?.id ?? null,
    memberPhone: actor?.phone ?? null,
    memberRole: actor?.role ?? null,
    action,
    targetType: target.targetType ?? null,
    targetId: target.targetId === undefined ? null : String(target.targetId),
    details: { ...origin.details, ...target.details },
    ip: origin.ip,
    userAgent: origin.userAgent,
  });
}
