import type { Db } from '../../db/client';
import { tashkentToday } from './admission-sessions.queries';
import { admissionSessions } from './admission-sessions.table';

/**
 * On an empty table, one active session whose registration is open until the next 31 July (spec §1: documents
 * are accepted until 31 July), so a fresh portal can take sign-ups at once.
 */
export async function seedAdmissionSession(db: Db, now = new Date()) {
  if ((await db.$count(admissionSessions)) > 0) return;
  const today = tashkentToday(now);
  const year = Number(today.slice(0, 4));
  const endYear = today.slice(5) <= '07-31' ? year : year + 1;
  await db.insert(admissionSessions).values({
    name: `${endYear}-${endYear + 1}`,
    active: true,
    registrationActive: true,
    startDate: today,
    registrationEndDate: `${endYear}-07-31`,
    endDate: `${endYear}-08-31`,
  });
}
