import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findDefaultStaffSession, findSessionById } from './admission-sessions.queries';

/**
 * The admission session a staff list, count, export or statistic works on: the one asked for (a 499 on
 * `admissionSessionId` when there is no such session), else the active one, else the one that started last.
 * Undefined only while there is no session at all.
 */
export async function staffSession(db: Db, requested: number | undefined) {
  if (requested === undefined) return findDefaultStaffSession(db);
  const session = await findSessionById(db, requested);
  if (!session) throw AppError.validation({ admissionSessionId: ['admission_session_not_found'] });
  return session;
}
