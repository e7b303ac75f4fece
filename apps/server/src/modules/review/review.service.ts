import {
  SEARCH_COUNT_LIMIT,
  type TAdmissionSessionQuery,
  type TApplicationCount,
  type TApplicationListFilter,
  type TApplicationListPage,
  type TApplicationListRow,
  type TDuplicateApplication,
  type THistoryEntry,
  type ZApplicationListQuery,
} from '@qabul/contract/admin-application';
import type { TFileKind } from '@qabul/contract/application/files';
import type { TApplicationStatus } from '@qabul/contract/application/status';
import { directionName, nameIn, type TLocale } from '@qabul/contract/locale';
import type { z } from '@qabul/contract/zod';
import { and, asc, desc } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { staffSession } from '../admission-sessions/admission-sessions.service';
import { findApplicationFiles } from '../applications/application-files.queries';
import {
  type FileTarget,
  removeApplicationFile,
  removeObject,
  replaceApplicationFile,
  type WarnLog,
} from '../applications/application-files.service';
import {
  findApplicationView,
  insertApplicationHistory,
  lockApplication,
  updateApplication,
} from '../applications/applications.queries';
import {
  rankedDirections,
  staffFileUrl,
  submissionSchema,
  toApplicationResponse,
  validateSubmission,
} from '../applications/applications.service';
import { applications } from '../applications/applications.table';
import { answerSnapshot } from '../applications/review-snapshot';
import type { AuthMember } from '../auth/request-member';
import { notificationHistoryOf } from '../notifications/notifications.service';
import {
  claimApplication,
  claimNextSubmitted,
  countApplicationsUpTo,
  countByStatus,
  deleteApplicationRow,
  findApplicationPage,
  findApplicationRow,
  findApplicationStatus,
  findDuplicates,
  findHistory,
  insertAudit,
  matchRank,
  searchCondition,
  searchMatch,
  sessionCondition,
  sortColumns,
  statusCondition,
  transitionApplication,
} from './review.queries';

/** GET admin/application[/filter]: one page of one admission session, newest first unless sorted otherwise. */
export async function listApplications(
  db: Db,
  filter: TApplicationListFilter | undefined,
  query: z.output<typeof ZApplicationListQuery>,
  locale: TLocale,
): Promise<TApplicationListPage> {
  const columns = sortColumns(locale);
  const sortField = query.sortField || 'id';
  if (!Object.hasOwn(columns, sortField)) throw AppError.validation({ sortField: ['sort_field_invalid'] });
  const sessionId = (await staffSession(db, query.admissionSessionId))?.id;
  const direction = query.sortOrder === 'asc' ? asc : desc;
  const sortColumn = columns[sortField as keyof typeof columns];
  const search = searchCondition(query.name);
  const match = searchMatch(query.name);
  const where = and(statusCondition(filter), sessionCondition(sessionId), search);
  const order = [...(match ? matchRank(query.name, match) : []), direction(sortColumn), direction(applications.id)];
  const [rows, total] = await Promise.all([
    findApplicationPage(db, where, order, { limit: query.size, offset: query.page * query.size }, match),
    search
      ? countApplicationsUpTo(db, where, SEARCH_COUNT_LIMIT)
      : countSessionApplications(db, sessionId).then((counts) => counts[filter ?? 'all']),
  ]);
  const capped = search !== undefined && total > SEARCH_COUNT_LIMIT;
  return {
    totalElements: capped ? SEARCH_COUNT_LIMIT : total,
    ...(capped ? { totalCapped: true } : {}),
    content: rows.map((row) => ({
      id: row.id,
      lastName: row.lastName,
      firstName: row.firstName,
      middleName: row.middleName,
      registrationDate: row.registrationDate?.toISOString() ?? null,
      educationFaculty:
        row.facultyId === null
          ? null
          : { id: row.facultyId, name: nameIn({ uz: row.facultyUz, ru: row.facultyRu, en: row.facultyEn }, locale) },
      mobilePhone: row.mobilePhone,
      passportNumber: row.passportNumber,
      status: row.status,
      ...(search && row.matchedBy ? { matchedBy: row.matchedBy as TApplicationListRow['matchedBy'] } : {}),
    })),
  };
}

async function countSessionApplications(db: Db, sessionId: number | undefined): Promise<TApplicationCount> {
  const counts = { submitted: 0, accepted: 0, rejected: 0 };
  for (const { status, total } of await countByStatus(db, sessionId)) {
    if (status !== 'DRAFT') counts[status.toLowerCase() as keyof typeof counts] = total;
  }
  return { all: counts.submitted + counts.accepted + counts.rejected, ...counts };
}

/** GET admin/application/count: the dashboard's cards, for one admission session. */
export async function countApplications(db: Db, query: TAdmissionSessionQuery): Promise<TApplicationCount> {
  return countSessionApplications(db, (await staffSession(db, query.admissionSessionId))?.id);
}

/** The application as staff see it, with file links to the staff route, and its version for If-Match. */
export async function loadStaffApplication(db: Db, id: number, locale: TLocale) {
  const view = await findApplicationView(db, id);
  if (!view) throw new AppError('application_not_found');
  const application = toApplicationResponse(view, await findApplicationFiles(db, id), locale, staffFileUrl);
  return { application, version: view.application.updatedAt.getTime() };
}

/**
 * GET admin/application/{id}. A reviewer (not an observer) who opens a SUBMITTED application claims it, so
 * others' "Next" skips it for 10 minutes.
 */
export async function openApplication(db: Db, id: number, actor: AuthMember, locale: TLocale) {
  const loaded = await loadStaffApplication(db, id, locale);
  if (loaded.application.status === 'SUBMITTED' && actor.role !== 'ADMIN_OBSERVER') {
    await claimApplication(db, id, actor.id);
  }
  return loaded;
}

/** spec §4 transitions: accept from SUBMITTED or REJECTED, reject from SUBMITTED or ACCEPTED. */
const TRANSITIONS = {
  ACCEPTED: ['SUBMITTED', 'REJECTED'],
  REJECTED: ['SUBMITTED', 'ACCEPTED'],
} as const satisfies Record<string, readonly TApplicationStatus[]>;

/**
 * Accepts or rejects in one transaction with its history entry. The update only applies from an allowed status
 * (and, with `version`, only if nobody changed the application since it was read), so of two staff acting at once
 * one wins and the other gets 409 naming the status it is in now.
 */
export async function decideApplication(
  ctx: AppContext,
  id: number,
  decision: { to: keyof typeof TRANSITIONS; reviews: Record<string, string>; version?: number; rank?: number },
  actor: AuthMember,
  locale: TLocale,
) {
  await ctx.db.transaction(async (tx) => {
    // A rejection keeps the answers as they are now: the applicant's changes are then told apart from the rest.
    const current = decision.to === 'REJECTED' ? await findApplicationRow(tx, id) : undefined;
    const accepted = decision.to === 'ACCEPTED' ? await acceptedDirection(tx, id, decision.rank) : null;
    const changed = await transitionApplication(tx, id, {
      from: TRANSITIONS[decision.to],
      to: decision.to,
      reviews: decision.reviews,
      reviewSnapshot: current ? answerSnapshot(current, await findApplicationFiles(tx, id)) : null,
      accepted,
      version: decision.version,
    });
    if (!changed) {
      const status = await findApplicationStatus(tx, id);
      if (!status) throw new AppError('application_not_found');
      throw new AppError('application_status_conflict', { status: { message: `status_${status}` } });
    }
    const historyId = await insertApplicationHistory(tx, {
      applicationId: id,
      status: decision.to,
      memberId: actor.id,
      ...(accepted ?? {}),
    });
    await ctx.notify(tx, decision.to, { applicationId: id, occurrence: `history:${historyId}` });
  });
  return loadStaffApplication(ctx.db, id, locale);
}

/**
 * The ranked direction `rank` (1 the main one, the default) of the application, read under a row lock so the
 * applicant cannot reorder meanwhile. A rank asked for that the application does not have (or not fully chosen) is a
 * 499 on `rank`; with none asked for, an application without a main direction (rows older than the form's rules) is
 * accepted into none.
 */
async function acceptedDirection(tx: Db, id: number, rank: number | undefined) {
  const row = await lockApplication(tx, id);
  if (!row) throw new AppError('application_not_found');
  const [facultyId, educationLanguageId] = rankedDirections(row)[(rank ?? 1) - 1] ?? [null, null];
  if (facultyId !== null && educationLanguageId !== null) return { facultyId, educationLanguageId };
  if (rank === undefined) return null;
  throw AppError.validation({ rank: ['direction_rank_unknown'] });
}

/** Remarks as stored: trimmed, the empty ones dropped. */
export function cleanReviews(reviews: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(reviews)
      .map(([field, text]) => [field, text.trim()] as const)
      .filter(([, text]) => text !== ''),
  );
}

type HistoryRow = Awaited<ReturnType<typeof findHistory>>[number];

/**
 * Who made a history entry: the applicant's name as in the application for their own submission, a staff member's
 * name, else the phone (an account without a name), else a dash (a deleted account).
 */
function actorName(row: HistoryRow) {
  const name = row.byApplicant
    ? [row.applicantLastName, row.applicantFirstName].filter(Boolean).join(' ')
    : [row.lastName, row.firstName].filter(Boolean).join(' ');
  return name || (row.phone ? `+${row.phone}` : '—');
}

/** The status changes and the messages to the applicant, newest first (a message above the change it tells of). */
export async function applicationHistoryOf(db: Db, id: number, locale: TLocale): Promise<THistoryEntry[]> {
  if (!(await findApplicationStatus(db, id))) throw new AppError('application_not_found');
  const changes: THistoryEntry[] = (await findHistory(db, id)).map((row) => ({
    date: row.date.toISOString(),
    change: row.change,
    admin: actorName(row),
    ...(row.byApplicant ? { byApplicant: true } : {}),
    ...(row.changes ? { changes: row.changes } : {}),
    ...(row.faculty && row.language ? { direction: directionName(row.faculty, row.language, locale) } : {}),
  }));
  const messages = await notificationHistoryOf(db, id);
  // Both lists are newest first; a stable sort keeps each one's order.
  return [...messages, ...changes].sort((a, b) => b.date.localeCompare(a.date));
}

export async function duplicatesOf(db: Db, id: number): Promise<TDuplicateApplication[]> {
  const application = await findApplicationRow(db, id);
  if (!application) throw new AppError('application_not_found');
  return (await findDuplicates(db, application)).map((row) => ({
    id: row.id,
    lastName: row.lastName,
    firstName: row.firstName,
    status: row.status,
    matches: [
      ...(application.pinfl && row.pinfl === application.pinfl ? (['pinfl'] as const) : []),
      ...(application.passportNumber && row.passportNumber === application.passportNumber
        ? (['passportNumber'] as const)
        : []),
    ],
  }));
}

export async function nextApplication(db: Db, actor: AuthMember, query: TAdmissionSessionQuery) {
  const session = await staffSession(db, query.admissionSessionId);
  return { id: await claimNextSubmitted(db, actor.id, session?.id) };
}

/** The changed columns as {from, to}, for the audit trail. */
function changes(before: Record<string, unknown>, after: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(after)
      .filter(([column, value]) => JSON.stringify(before[column] ?? null) !== JSON.stringify(value ?? null))
      .map(([column, value]) => [column, { from: before[column] ?? null, to: value ?? null }]),
  );
}

/**
 * POST admin/application: the super admin edits any application with the applicant's rules (the agreement was
 * given by the applicant). The status stays; the change is kept in the audit trail.
 */
export async function editApplication(
  ctx: AppContext,
  id: number,
  body: Record<string, unknown>,
  actor: AuthMember,
  locale: TLocale,
) {
  const schema = await submissionSchema(ctx);
  await ctx.db.transaction(async (tx) => {
    const before = await lockApplication(tx, id);
    if (!before) throw new AppError('application_not_found');
    const answers = await validateSubmission(tx, id, { ...body, agreement: true }, schema);
    await updateApplication(tx, id, answers);
    await insertAudit(tx, {
      applicationId: id,
      action: 'EDITED',
      memberId: actor.id,
      snapshot: changes(before as unknown as Record<string, unknown>, answers),
    });
  });
  return loadStaffApplication(ctx.db, id, locale);
}

/** DELETE admin/application/{id}: the row, its history and files go; the audit keeps who deleted what. */
export async function deleteApplication(ctx: AppContext, id: number, actor: AuthMember, log: WarnLog) {
  const files = await ctx.db.transaction(async (tx) => {
    const row = await lockApplication(tx, id);
    if (!row) throw new AppError('application_not_found');
    const stored = await findApplicationFiles(tx, id);
    await insertAudit(tx, {
      applicationId: id,
      action: 'DELETED',
      memberId: actor.id,
      snapshot: {
        memberId: row.memberId,
        status: row.status,
        lastName: row.lastName,
        firstName: row.firstName,
        middleName: row.middleName,
        passportNumber: row.passportNumber,
        pinfl: row.pinfl,
        mobilePhone: row.mobilePhone,
        registrationDate: row.registrationDate,
        files: stored.map((file) => ({ kind: file.kind, size: file.size })),
      },
    });
    await deleteApplicationRow(tx, id);
    return stored;
  });
  for (const file of files) await removeObject(ctx, file.storageKey, log);
}

/** The super admin's file calls act on any application by id, whatever its status. */
const staffTarget = (applicationId: number): FileTarget => ({
  lock: (tx) => lockApplication(tx, applicationId),
  editableOnly: false,
});

export async function replaceStaffFile(
  ctx: AppContext,
  applicationId: number,
  kind: TFileKind,
  bytes: Uint8Array,
  actor: AuthMember,
  log: WarnLog,
) {
  const { saved, replaced } = await replaceApplicationFile(ctx, staffTarget(applicationId), kind, bytes, log);
  await insertAudit(ctx.db, {
    applicationId,
    action: 'FILE_REPLACED',
    memberId: actor.id,
    snapshot: { kind, fileId: saved.id, replacedFileId: replaced?.id ?? null },
  });
  return { id: saved.id };
}

export async function deleteStaffFile(
  ctx: AppContext,
  applicationId: number,
  kind: TFileKind,
  actor: AuthMember,
  log: WarnLog,
) {
  const removed = await removeApplicationFile(ctx, staffTarget(applicationId), kind, log);
  if (removed) {
    await insertAudit(ctx.db, {
      applicationId,
      action: 'FILE_DELETED',
      memberId: actor.id,
      snapshot: { kind, fileId: removed.id },
    });
  }
}
