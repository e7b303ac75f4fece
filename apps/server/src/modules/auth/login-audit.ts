import { isAdminRole, type TRole } from '@qabul/contract/auth';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit/audit.service';
import { findMemberByPhone } from './members.queries';

type Member = { id: number; phone: string; role: TRole };

/** The refusals that are a failed login (a wrong password or code, a locked or blocked account), not a bad request. */
const FAILED_LOGIN = new Set(['incorrect_login', 'login_locked', 'member_blocked', 'two_factor_code_incorrect']);

/**
 * Runs one step of a staff login and records it: `login_succeeded` when it hands out a session, `login_failed`
 * (with the refusal) when a staff account was refused. Applicants' logins are not staff actions and leave no row;
 * a step that answers with a two-factor challenge leaves none either, its answer does.
 */
export async function auditedLogin<T extends { member: Member; token?: string }>(
  db: Db,
  request: FastifyRequest,
  who: {
    phone: string | undefined;
    step: 'password' | 'two_factor' | 'recovery_code' | 'enrolment';
    /** Which device tried: a short hash of its device cookie's nonce, or 'new' (docs/decisions/0200). */
    device?: string;
  },
  attempt: () => Promise<T>,
): Promise<T> {
  let result: T;
  try {
    result = await attempt();
  } catch (error) {
    if (error instanceof AppError && FAILED_LOGIN.has(error.key)) {
      const member = who.phone ? await findMemberByPhone(db, who.phone.replace(/\D/g, '')) : undefined;
      if (member && isAdminRole(member.role)) {
        await recordAudit(
          db,
          request,
          'login_failed',
          { details: { step: who.step, reason: error.key, device: who.device } },
          member,
        );
      }
    }
    throw error;
  }
  if (result.token && isAdminRole(result.member.role)) {
    await recordAudit(
      db,
      request,
      'login_succeeded',
      { details: { step: who.step, device: who.device } },
      result.member,
    );
  }
  return result;
}
