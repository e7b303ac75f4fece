import { createHash } from 'node:crypto';
import {
  ANSWER_ID_PATTERN,
  ANSWER_ZIP_MAX_ENTRIES,
  ANSWER_ZIP_MAX_EXPANDED_BYTES,
  type TImportReport,
} from '@qabul/contract/exam';
import type { FastifyBaseLogger } from 'fastify';
import { unzipSync } from 'fflate';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { newStorageKey } from '../../lib/storage/file-storage';
import type { ImportOptions } from './exam-imports.service';
import { findAnswerSheets, findResultsByAnswerIds, upsertAnswerSheet } from './exams.queries';
import { ImportErrors } from './spreadsheet-import';

const PDF_SIGNATURE = Buffer.from('%PDF-');

interface ZipEntry {
  /** 1-based position among the archive's files, the report's "row". */
  position: number;
  name: string;
  bytes?: Uint8Array;
}

/**
 * Opens the archive without trusting it: each entry's name is checked before it is inflated, and it is inflated
 * only while the running total of declared sizes stays within the limit; fflate inflates an entry into a buffer
 * of its declared size, so a lying entry cannot grow past it. Directories and macOS "__MACOSX" forks are skipped.
 */
function readZip(bytes: Uint8Array, errors: ImportErrors): ZipEntry[] {
  const entries: ZipEntry[] = [];
  let expanded = 0;
  let tooLarge = false;
  let tooMany = false;
  const wanted = new Set<string>();
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, {
      filter: (file) => {
        if (file.name.endsWith('/') || file.name.startsWith('__MACOSX/')) return false;
        const position = entries.length + 1;
        entries.push({ position, name: file.name });
        expanded += file.originalSize;
        if (expanded > ANSWER_ZIP_MAX_EXPANDED_BYTES) tooLarge = true;
        if (entries.length > ANSWER_ZIP_MAX_ENTRIES) tooMany = true;
        const unsafe = file.name.split(/[/\\]/).includes('..') || /^([/\\]|[A-Za-z]:)/.test(file.name);
        if (unsafe) errors.addNamed(position, file.name, 'answer_zip_path');
        if (unsafe || tooLarge || tooMany) return false;
        wanted.add(file.name);
        return true;
      },
    });
  } catch {
    throw AppError.validation({ file: ['answer_zip_invalid'] });
  }
  if (tooLarge) throw AppError.validation({ file: ['answer_zip_too_large'] });
  if (tooMany) throw AppError.validation({ file: ['answer_zip_too_many'] });
  for (const entry of entries) if (wanted.has(entry.name)) entry.bytes = files[entry.name];
  return entries;
}

/** The answer id a zip entry names: `<answerId>.pdf`, in any folder of the archive. */
function answerIdOf(name: string): string | undefined {
  const base = name.split('/').at(-1) ?? '';
  const match = /^(.+)\.pdf$/i.exec(base);
  return match && ANSWER_ID_PATTERN.test(match[1]) ? match[1] : undefined;
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * POST admin/exam/answers/import: a zip of `<answerId>.pdf`, each matched to the imported result holding that
 * answer id. Nothing is stored unless every entry is a PDF of a known id. The bytes go to storage first and the
 * rows in one transaction; on failure the new objects are removed, after success the replaced ones.
 */
export async function importAnswerSheets(
  ctx: AppContext,
  bytes: Uint8Array,
  options: ImportOptions,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<TImportReport> {
  const errors = new ImportErrors(options.locale);
  const entries = readZip(bytes, errors);
  if (!entries.length) throw AppError.validation({ file: ['answer_zip_empty'] });

  const named: { entry: ZipEntry; answerId: string; bytes: Uint8Array }[] = [];
  const seen = new Map<string, number>();
  for (const entry of entries) {
    if (!entry.bytes) continue;
    const answerId = answerIdOf(entry.name);
    if (!answerId) {
      errors.addNamed(entry.position, entry.name, 'answer_zip_name');
      continue;
    }
    if (!Buffer.from(entry.bytes.subarray(0, PDF_SIGNATURE.length)).equals(PDF_SIGNATURE)) {
      errors.addNamed(entry.position, entry.name, 'answer_zip_not_pdf');
      continue;
    }
    const first = seen.get(answerId);
    if (first !== undefined) {
      errors.addNamed(entry.position, entry.name, 'import_row_duplicate', { row: first });
      continue;
    }
    seen.set(answerId, entry.position);
    named.push({ entry, answerId, bytes: entry.bytes });
  }

  const owners = new Map(
    (await findResultsByAnswerIds(ctx.db, [...seen.keys()])).map((r) => [r.answerId as string, r.applicationId]),
  );
  const current = new Map(
    (await findAnswerSheets(ctx.db, [...owners.values()])).map((sheet) => [sheet.applicationId, sheet]),
  );
  const report: TImportReport = { rows: entries.length, created: 0, updated: 0, unchanged: 0, errors: [] };
  const changed: { applicationId: number; answerId: string; bytes: Uint8Array; sha256: string }[] = [];
  for (const item of named) {
    const applicationId = owners.get(item.answerId);
    if (applicationId === undefined) {
      errors.addNamed(item.entry.position, item.entry.name, 'answer_id_unknown');
      continue;
    }
    const hash = sha256(item.bytes);
    const before = current.get(applicationId);
    if (before && before.sha256 === hash && before.answerId === item.answerId) {
      report.unchanged++;
      continue;
    }
    if (before) report.updated++;
    else report.created++;
    changed.push({ applicationId, answerId: item.answerId, bytes: item.bytes, sha256: hash });
  }
  report.errors = errors.list.sort((a, b) => a.row - b.row);
  if (report.errors.length || options.dryRun || !changed.length) return report;

  const stored: Parameters<typeof upsertAnswerSheet>[1][] = [];
  try {
    for (const item of changed) {
      const storageKey = newStorageKey(`exams/${item.applicationId}`);
      await ctx.storage.put(storageKey, item.bytes, 'application/pdf');
      const { applicationId, answerId, sha256: hash } = item;
      stored.push({ applicationId, answerId, storageKey, size: item.bytes.length, sha256: hash });
    }
    await ctx.db.transaction(async (tx) => {
      for (const row of stored) await upsertAnswerSheet(tx, row);
    });
  } catch (error) {
    await Promise.all(stored.map((row) => ctx.storage.delete(row.storageKey).catch(() => {})));
    throw error;
  }
  // The replaced objects go only after the commit; a failed delete leaves a stray object, never a broken link.
  for (const item of changed) {
    const before = current.get(item.applicationId);
    if (!before) continue;
    await ctx.storage.delete(before.storageKey).catch((error) => {
      log.warn({ err: error, key: before.storageKey }, 'could not delete a replaced answer sheet from storage');
    });
  }
  return report;
}
