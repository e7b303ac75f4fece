import { checkFile, FILE_KIND_FIELD, type TFileKind } from '@qabul/contract/application/files';
import { isApplicationEditable } from '@qabul/contract/application/status';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { newStorageKey } from '../../lib/storage/file-storage';
import {
  type ApplicationFileRow,
  deleteApplicationFile,
  findApplicationFile,
  insertApplicationFile,
} from './application-files.queries';
import { type ApplicationRow, ensureApplication } from './applications.queries';
import { applicantFileUrl } from './applications.service';

/** Where a failed clean-up is reported (the request's logger). */
export type WarnLog = Pick<FastifyBaseLogger, 'warn'>;

/**
 * Whose application a file call changes: the applicant's own (created on first use, only while editable, spec §4),
 * or any one by id for the super admin (any status).
 */
export interface FileTarget {
  /** The application, locked for the transaction; undefined when there is none. */
  lock: (tx: Db) => Promise<ApplicationRow | undefined>;
  editableOnly: boolean;
}
export const applicantTarget = (memberId: number): FileTarget => ({
  lock: (tx) => ensureApplication(tx, memberId, { lock: true }),
  editableOnly: true,
});

async function lockTarget(tx: Db, target: FileTarget) {
  const application = await target.lock(tx);
  if (!application) throw new AppError('application_not_found');
  if (target.editableOnly && !isApplicationEditable(application.status)) throw new AppError('application_not_editable');
  return application;
}

/**
 * Checks the bytes (magic bytes, size, then the decoded content: images are stored re-encoded, PDFs only without
 * active content), stores them under a fresh random key and replaces the previous file of that kind, whose object
 * is deleted after the commit. Returns the new file row and the one it replaced.
 */
export async function replaceApplicationFile(
  ctx: AppContext,
  target: FileTarget,
  kind: TFileKind,
  bytes: Uint8Array,
  log: WarnLog,
) {
  const check = checkFile(kind, bytes);
  if (!check.ok) throw AppError.validation({ [FILE_KIND_FIELD[kind]]: [check.key] });
  // sharp and pdf-lib load with the first upload, not with every server process.
  const { checkDocumentContent } = await import('./document-content');
  const content = await checkDocumentContent(check.contentType, bytes);
  if (!content.ok) throw AppError.validation({ [FILE_KIND_FIELD[kind]]: [content.key] });
  const stored = content.bytes;
  const current = await ctx.db.transaction((tx) => lockTarget(tx, target));

  const storageKey = newStorageKey(`applications/${current.id}`);
  await ctx.storage.put(storageKey, stored, check.contentType);
  let replaced: ApplicationFileRow | undefined;
  let saved: ApplicationFileRow;
  try {
    saved = await ctx.db.transaction(async (tx) => {
      const application = await lockTarget(tx, target);
      // A new row, not an update: its new id changes the URL, so no client keeps showing the old document.
      replaced = await findApplicationFile(tx, application.id, kind);
      if (replaced) await deleteApplicationFile(tx, replaced.id);
      return insertApplicationFile(tx, {
        applicationId: application.id,
        kind,
        storageKey,
        contentType: check.contentType,
        size: stored.length,
      });
    });
  } catch (error) {
    await ctx.storage.delete(storageKey).catch(() => {});
    throw error;
  }
  if (replaced) await removeObject(ctx, replaced.storageKey, log);
  return { saved, replaced };
}

/** Removes the file of `kind` (if any) and then its object; returns the removed row. */
export async function removeApplicationFile(ctx: AppContext, target: FileTarget, kind: TFileKind, log: WarnLog) {
  const removed = await ctx.db.transaction(async (tx) => {
    const application = await lockTarget(tx, target);
    const file = await findApplicationFile(tx, application.id, kind);
    if (file) await deleteApplicationFile(tx, file.id);
    return file;
  });
  if (removed) await removeObject(ctx, removed.storageKey, log);
  return removed;
}

/** POST abiturient/application/file/{kind}: the applicant's own document, while the application is editable. */
export async function uploadApplicationFile(
  ctx: AppContext,
  memberId: number,
  kind: TFileKind,
  bytes: Uint8Array,
  log: WarnLog,
) {
  const { saved } = await replaceApplicationFile(ctx, applicantTarget(memberId), kind, bytes, log);
  return { url: applicantFileUrl(saved) };
}

/** DELETE abiturient/application/file/{kind}: refused once the application is SUBMITTED or ACCEPTED. */
export async function deleteOwnApplicationFile(ctx: AppContext, memberId: number, kind: TFileKind, log: WarnLog) {
  await removeApplicationFile(ctx, applicantTarget(memberId), kind, log);
}

/** A stray object costs only space; the database row is already gone, so a failed delete is logged, not thrown. */
export async function removeObject(ctx: AppContext, key: string, log: WarnLog) {
  try {
    await ctx.storage.delete(key);
  } catch (error) {
    log.warn({ err: error, key }, 'could not delete a replaced file from storage');
  }
}

/** A file row with its bytes; 404 when there is no such row or its object is gone. */
export async function readStoredFile(ctx: AppContext, file: ApplicationFileRow | undefined) {
  if (!file) throw new AppError('not_found');
  const bytes = await ctx.storage.get(file.storageKey);
  if (!bytes) throw new AppError('not_found');
  return { file, bytes };
}
