import {
  APPEAL_FILE_MAX_BYTES,
  type TAppeal,
  type TAppealCount,
  type TAppealQueuePage,
  type TOwnAppeal,
  type ZAppealQueueQuery,
} from '@qabul/contract/appeal';
import { detectFileType } from '@qabul/contract/application/files';
import { examOutcome } from '@qabul/contract/exam';
import { nameIn, type TLocale } from '@qabul/contract/locale';
import type { z } from '@qabul/contract/zod';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { newStorageKey } from '../../lib/storage/file-storage';
import { staffSession } from '../admission-sessions/admission-sessions.service';
import { removeObject, type WarnLog } from '../applications/application-files.service';
import {
  type AppealRow,
  answerAppeal,
  countAppeals,
  findAppeal,
  findAppealQueuePage,
  findAppealTarget,
  insertAppeal,
  setAppealFile,
} from './appeals.queries';

type AppealTarget = NonNullable<Awaited<ReturnType<typeof findAppealTarget>>>;

/** Rejected applications, and accepted ones whose exam result is "not recommended", may appeal. */
function isEligible(target: AppealTarget | undefined): target is AppealTarget {
  if (!target) return false;
  if (target.status === 'REJECTED') return true;
  return (
    target.status === 'ACCEPTED' &&
    target.attended !== null &&
    examOutcome({ keldi: target.attended, result: target.result ?? '' }) === 'not_recommended'
  );
}

/** The appeal as the API shows it; `forStaff` adds who answered. */
function toAppeal(row: AppealRow, forStaff: boolean): TAppeal {
  return {
    id: row.id,
    applicationId: row.applicationId,
    text: row.text,
    hasFile: row.storageKey !== null,
    createdAt: row.createdAt.toISOString(),
    answer: row.answer,
    answeredAt: row.answeredAt?.toISOString() ?? null,
    answeredBy: forStaff ? row.answeredByName : null,
  };
}

/** GET abiturient/appeal. */
export async function getOwnAppeal(ctx: AppContext, memberId: number): Promise<TOwnAppeal> {
  const target = await findAppealTarget(ctx.db, memberId);
  const row = target && (await findAppeal(ctx.db, target.applicationId));
  return { eligible: isEligible(target) && !row, appeal: row ? toAppeal(row, false) : null };
}

/** POST abiturient/appeal: 403 when not eligible, 409 on a second appeal. */
export async function createAppeal(ctx: AppContext, memberId: number, text: string): Promise<TAppeal> {
  const target = await findAppealTarget(ctx.db, memberId);
  if (!isEligible(target)) throw new AppError('appeal_not_eligible');
  const inserted = await insertAppeal(ctx.db, target.applicationId, text);
  if (!inserted) throw new AppError('appeal_already_sent');
  return toAppeal((await findAppeal(ctx.db, target.applicationId)) as AppealRow, false);
}

/**
 * POST abiturient/appeal/file: the PDF of the member's unanswered appeal, checked like application documents
 * (magic bytes, size, readable and without active content); a new file replaces the previous one.
 */
export async function attachAppealFile(ctx: AppContext, memberId: number, bytes: Uint8Array, log: WarnLog) {
  const target = await findAppealTarget(ctx.db, memberId);
  const appeal = target && (await findAppeal(ctx.db, target.applicationId));
  if (!appeal) throw new AppError('appeal_not_found');
  if (appeal.answer !== null) throw new AppError('appeal_already_answered');
  if (bytes.length === 0 || detectFileType(bytes) !== 'application/pdf') {
    throw AppError.validation({ file: ['appeal_file_not_pdf'] });
  }
  if (bytes.length > APPEAL_FILE_MAX_BYTES) throw AppError.validation({ file: ['appeal_file_too_large'] });
  const { checkDocumentContent } = await import('../applications/document-content');
  const content = await checkDocumentContent('application/pdf', bytes);
  if (!content.ok) throw AppError.validation({ file: [content.key] });

  const storageKey = newStorageKey(`appeals/${appeal.applicationId}`);
  await ctx.storage.put(storageKey, content.bytes, 'application/pdf');
  const saved = await setAppealFile(ctx.db, appeal.applicationId, storageKey);
  if (!saved) {
    await removeObject(ctx, storageKey, log);
    throw new AppError('appeal_already_answered');
  }
  if (saved.replaced) await removeObject(ctx, saved.replaced, log);
  return toAppeal((await findAppeal(ctx.db, appeal.applicationId)) as AppealRow, false);
}

/** The PDF of an appeal; 404 when there is none. */
async function readAppealFile(ctx: AppContext, appeal: AppealRow | undefined) {
  if (!appeal?.storageKey) throw new AppError('not_found');
  const bytes = await ctx.storage.get(appeal.storageKey);
  if (!bytes) throw new AppError('not_found');
  return bytes;
}

/** GET abiturient/appeal/file: the member's own appeal PDF only. */
export async function readOwnAppealFile(ctx: AppContext, memberId: number) {
  const target = await findAppealTarget(ctx.db, memberId);
  return readAppealFile(ctx, target && (await findAppeal(ctx.db, target.applicationId)));
}

/** GET admin/appeal/{applicationId}/file. */
export async function readStaffAppealFile(ctx: AppContext, applicationId: number) {
  return readAppealFile(ctx, await findAppeal(ctx.db, applicationId));
}

/** GET admin/appeal/{applicationId}. */
export async function getApplicationAppeal(ctx: AppContext, applicationId: number) {
  const row = await findAppeal(ctx.db, applicationId);
  return { appeal: row ? toAppeal(row, true) : null };
}

/** POST admin/appeal/{applicationId}/answer: 404 without an appeal, 409 when already answered. */
export async function answerApplicationAppeal(
  ctx: AppContext,
  applicationId: number,
  answer: string,
  memberId: number,
): Promise<TAppeal> {
  const existing = await findAppeal(ctx.db, applicationId);
  if (!existing) throw new AppError('appeal_not_found');
  await ctx.db.transaction(async (tx) => {
    const answered = await answerAppeal(tx, applicationId, answer, memberId);
    if (!answered) throw new AppError('appeal_already_answered');
    // An appeal is answered once: the appeal's id names the occurrence.
    await ctx.notify(tx, 'APPEAL_ANSWERED', { applicationId, occurrence: `appeal:${answered.id}` });
  });
  return toAppeal((await findAppeal(ctx.db, applicationId)) as AppealRow, true);
}

/**
 * The admission session of the staff queue: the one asked for (a 499 when there is none such), else the active one.
 * Undefined only while there is no session at all; then every appeal is listed.
 */
async function queueSession(ctx: AppContext, requested: number | undefined) {
  return (await staffSession(ctx.db, requested))?.id;
}

/** GET admin/appeal/count. */
export async function countAppealQueue(ctx: AppContext, query: { admissionSessionId?: number }): Promise<TAppealCount> {
  return countAppeals(ctx.db, await queueSession(ctx, query.admissionSessionId));
}

/** GET admin/appeal: one page of a tab of the staff queue, its total the tab's count. */
export async function listAppealQueue(
  ctx: AppContext,
  query: z.output<typeof ZAppealQueueQuery>,
  locale: TLocale,
): Promise<TAppealQueuePage> {
  const sessionId = await queueSession(ctx, query.admissionSessionId);
  const [rows, counts] = await Promise.all([
    findAppealQueuePage(ctx.db, query.status, sessionId, { limit: query.size, offset: query.page * query.size }),
    countAppeals(ctx.db, sessionId),
  ]);
  return {
    content: rows.map((row) => ({
      applicationId: row.applicationId,
      fullName: [row.lastName, row.firstName, row.middleName].filter(Boolean).join(' '),
      facultyName: nameIn(row.faculty, locale),
      applicationStatus: row.applicationStatus,
      createdAt: row.createdAt.toISOString(),
      answeredAt: row.answeredAt?.toISOString() ?? null,
      answeredBy: row.answeredBy,
      hasFile: row.hasFile,
    })),
    totalElements: counts[query.status],
  };
}
