import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';

export interface ApplicantGroup {
  count: number;
  /** Phones are `prefix` + a 7-digit serial: give each group its own prefix. */
  prefix: string;
  status?: 'DRAFT' | 'SUBMITTED' | 'ACCEPTED' | 'REJECTED';
  /** `null` stores no session (a draft never submitted); undefined: the active session. */
  sessionId?: number | null;
  gender?: 'MALE' | 'FEMALE' | null;
  facultyId?: number | null;
  regionId?: number | null;
  /** ISO timestamp of the first submission; default now. */
  registrationDate?: string;
  blocked?: boolean;
  /** Applicants who signed up and never opened the form have no application row. */
  withoutApplication?: boolean;
}

/** Applicants and their applications in two set-based statements (thousands in milliseconds). */
export async function seedApplicants(db: Db, group: ApplicantGroup) {
  await db.execute(sql`
    insert into members (phone, password_hash, role, active)
    select ${group.prefix} || lpad(g::text, 7, '0'), 'not-a-hash', 'ABITURIENT', ${!group.blocked}
    from generate_series(1, ${group.count}::int) g`);
  if (group.withoutApplication) return;
  const session =
    group.sessionId === undefined
      ? sql`(select id from admission_sessions where active)`
      : sql`${group.sessionId}::int`;
  await db.execute(sql`
    insert into applications (member_id, admission_session_id, status, gender, faculty_id, region_id, registration_date)
    select id, ${session}, ${group.status ?? 'SUBMITTED'}::application_status, ${group.gender ?? null}::gender,
      ${group.facultyId ?? null}::int, ${group.regionId ?? null}::int,
      ${group.status === 'DRAFT' ? null : (group.registrationDate ?? new Date().toISOString())}::timestamptz
    from members where phone like ${`${group.prefix}%`} and length(phone) = ${group.prefix.length + 7}`);
}

/** A finished earlier admission session, for applicants "migrated" from it. */
export async function insertPastSession(db: Db) {
  const result = await db.execute(sql`
    insert into admission_sessions (name, active, registration_active, start_date, end_date, registration_end_date)
    values ('2024-2025', false, false, '2024-06-01', '2024-09-01', '2024-07-31') returning id`);
  return (result as unknown as { rows: { id: number }[] }).rows[0]?.id as number;
}
