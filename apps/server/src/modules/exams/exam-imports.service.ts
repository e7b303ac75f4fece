import {
  ANSWER_ID_PATTERN,
  PERMIT_IMPORT_COLUMNS,
  parseScore,
  parseStartTime,
  RESULT_IMPORT_COLUMNS,
  type TImportColumn,
  type TImportReport,
} from '@qabul/contract/exam';
import type { TLocale } from '@qabul/contract/locale';
import { MAX_ID } from '@qabul/contract/primitives';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { UnreadableTableError } from '../../lib/spreadsheet/read-table';
import {
  clearResultAnswerIds,
  findImportApplications,
  findPermits,
  findResults,
  findResultsByAnswerIds,
  type PermitValues,
  type ResultValues,
  toPassportKey,
  upsertPermit,
  upsertResult,
} from './exams.queries';
import { permitPublishedAt } from './exams.service';
import { cellText, ImportErrors, type ImportRow, parseExamDay, readImportRows } from './spreadsheet-import';

export interface ImportOptions {
  dryRun: boolean;
  locale: TLocale;
  /** The uploaded file's name: a file that is not an .xlsx by its bytes is read only if named .csv or .xlsx. */
  fileName?: string;
}

/** What one kind of spreadsheet import knows: its columns, how a row becomes values, how values are stored. */
interface ImportKind<V extends { applicationId: number }> {
  columns: readonly TImportColumn[];
  required: readonly TImportColumn[];
  /** The row's values, or undefined after reporting its problems. */
  parse(row: ImportRow, errors: ImportErrors): Omit<V, 'applicationId'> | undefined;
  /** Cross-row and database checks of the parsed rows (e.g. ids that must stay unique). */
  check?(db: Db, rows: { row: number; values: V }[], errors: ImportErrors): Promise<void>;
  findCurrent(db: Db, applicationIds: number[]): Promise<V[]>;
  /** Whether the stored values already equal the imported ones. */
  same(current: V, next: V): boolean;
  /** Stores the changed rows and queues what the applicants are told of them. */
  write(ctx: AppContext, db: Db, changed: V[]): Promise<void>;
}

const MAX_TEXT = 200;

/** A required or optional text cell, with the length limit every stored text has. */
function text(row: ImportRow, column: TImportColumn, errors: ImportErrors, required: boolean) {
  const value = cellText(row.cells[column]);
  if (required && !value && !(row.cells[column] instanceof Date)) {
    errors.add(row.row, column, 'import_value_required');
    return undefined;
  }
  if (value.length > MAX_TEXT) {
    errors.add(row.row, column, 'too_long');
    return undefined;
  }
  return value;
}

/**
 * The shift's start time as HH:MM: text (09:00, 9:00, 09:00:00) or a spreadsheet time cell, which exceljs reads as a
 * date on 30 December 1899 UTC; '' when empty.
 */
function startTime(row: ImportRow, errors: ImportErrors) {
  const cell = row.cells.time;
  if (cell instanceof Date) {
    // A time-only cell is a fraction of day 0; a cell holding a calendar day is no start time.
    if (cell.getUTCFullYear() > 1900) {
      errors.add(row.row, 'time', 'import_time_invalid');
      return undefined;
    }
    return `${String(cell.getUTCHours()).padStart(2, '0')}:${String(cell.getUTCMinutes()).padStart(2, '0')}`;
  }
  const value = cellText(cell);
  if (!value) return '';
  const time = parseStartTime(value);
  if (time === null) errors.add(row.row, 'time', 'import_time_invalid');
  return time ?? undefined;
}

/** An optional score: a number from 0 to EXAM_SCORE_MAX; null when empty. */
function score(row: ImportRow, errors: ImportErrors) {
  const value = cellText(row.cells.score);
  if (!value) return null;
  const parsed = parseScore(value);
  if (parsed === null) errors.add(row.row, 'score', 'import_score_invalid');
  return parsed ?? undefined;
}

/** "1" or "0"; a spreadsheet may hold the number 1, read as the text "1". */
function flag(row: ImportRow, column: TImportColumn, errors: ImportErrors, required: boolean) {
  const value = cellText(row.cells[column]);
  if (!value && !required) return '';
  if (value !== '1' && value !== '0') {
    errors.add(row.row, column, value ? 'import_flag_invalid' : 'import_value_required');
    return undefined;
  }
  return value;
}

const permitKind: ImportKind<PermitValues> = {
  columns: PERMIT_IMPORT_COLUMNS,
  required: ['day1', 'smena1', 'floor2', 'day2'],
  parse(row, errors) {
    const cell = row.cells.day1;
    const examDay = cell instanceof Date || cellText(cell) ? parseExamDay(cell) : undefined;
    if (examDay === undefined) errors.add(row.row, 'day1', 'import_value_required');
    else if (examDay === null) errors.add(row.row, 'day1', 'import_date_invalid');
    const shift = text(row, 'smena1', errors, true);
    const login = text(row, 'floor2', errors, true);
    const password = text(row, 'day2', errors, true);
    const branch = text(row, 'branch', errors, false);
    const room = text(row, 'room', errors, false);
    const time = startTime(row, errors);
    if (
      !examDay ||
      shift === undefined ||
      login === undefined ||
      password === undefined ||
      branch === undefined ||
      room === undefined ||
      time === undefined
    )
      return;
    return { examDay, shift, login, password, branch, room, startTime: time };
  },
  findCurrent: findPermits,
  same: (a, b) =>
    a.examDay === b.examDay &&
    a.shift === b.shift &&
    a.login === b.login &&
    a.password === b.password &&
    (a.branch ?? '') === (b.branch ?? '') &&
    (a.room ?? '') === (b.room ?? '') &&
    (a.startTime ?? '') === (b.startTime ?? ''),
  async write(ctx, db, changed) {
    for (const values of changed) {
      await upsertPermit(db, values);
      // Told once per exam day: at once when the permit is already visible, else when it becomes so.
      const publishedAt = permitPublishedAt(values.examDay);
      await ctx.notify(db, 'PERMIT_VISIBLE', {
        applicationId: values.applicationId,
        occurrence: values.examDay,
        ...(publishedAt.getTime() > Date.now() ? { sendAfter: publishedAt } : {}),
      });
    }
  },
};

const resultKind: ImportKind<ResultValues> = {
  columns: RESULT_IMPORT_COLUMNS,
  required: ['keldi'],
  parse(row, errors) {
    const attended = flag(row, 'keldi', errors, true);
    const result = flag(row, 'result', errors, attended === '1');
    const note = text(row, 'actxt', errors, false);
    const answerId = text(row, 'answerId', errors, false);
    const points = score(row, errors);
    if (answerId && !ANSWER_ID_PATTERN.test(answerId)) {
      errors.add(row.row, 'answerId', 'answer_id_invalid');
      return;
    }
    if (
      attended === undefined ||
      result === undefined ||
      note === undefined ||
      answerId === undefined ||
      points === undefined
    )
      return;
    return { attended, result, note, answerId: answerId || null, score: points };
  },
  async check(db, rows, errors) {
    const seen = new Map<string, number>();
    for (const { row, values } of rows) {
      if (!values.answerId) continue;
      const first = seen.get(values.answerId);
      if (first !== undefined) errors.add(row, 'answerId', 'import_row_duplicate', { row: first });
      else seen.set(values.answerId, row);
    }
    const inFile = new Set(rows.map((r) => r.values.applicationId));
    const owners = await findResultsByAnswerIds(db, [...seen.keys()]);
    for (const owner of owners) {
      // An id may move between rows of this file; it is taken only if an application outside the file holds it.
      if (inFile.has(owner.applicationId)) continue;
      errors.add(seen.get(owner.answerId as string) as number, 'answerId', 'answer_id_taken');
    }
  },
  findCurrent: findResults,
  same: (a, b) =>
    a.attended === b.attended &&
    (a.result ?? '') === (b.result ?? '') &&
    (a.note ?? '') === (b.note ?? '') &&
    (a.answerId ?? null) === (b.answerId ?? null) &&
    (a.score ?? null) === (b.score ?? null),
  async write(ctx, db, changed) {
    await clearResultAnswerIds(
      db,
      changed.map((values) => values.applicationId),
    );
    for (const values of changed) {
      await upsertResult(db, values);
      // The first publication is told; a corrected result is not told again.
      await ctx.notify(db, 'RESULT_PUBLISHED', {
        applicationId: values.applicationId,
        occurrence: 'result',
      });
    }
  },
};

/**
 * Finds the application of each row: by `id`, else by passport number. Only ACCEPTED applications sit exams; an
 * application may appear once per file. Returns row number → application id for the rows that resolved.
 */
async function resolveApplications(db: Db, rows: ImportRow[], errors: ImportErrors) {
  const wanted = rows.map((row) => {
    const idText = cellText(row.cells.id);
    const passport = toPassportKey(cellText(row.cells.passportNumber));
    const id = /^\d{1,10}$/.test(idText) && Number(idText) <= MAX_ID ? Number(idText) : undefined;
    return { row, idText, id, passport };
  });
  const found = await findImportApplications(
    db,
    wanted.flatMap((w) => (w.id ? [w.id] : [])),
    wanted.flatMap((w) => (!w.idText && w.passport ? [w.passport] : [])),
  );
  const resolved = new Map<number, number>();
  const firstRowOf = new Map<number, number>();
  for (const { row, idText, id, passport } of wanted) {
    let application: (typeof found)[number] | undefined;
    if (idText) {
      application = found.find((candidate) => candidate.id === id);
      if (!application) {
        errors.add(row.row, 'id', 'import_row_not_found');
        continue;
      }
      if (passport && application.passportKey !== passport) {
        errors.add(row.row, 'passportNumber', 'import_passport_mismatch', { id: application.id });
        continue;
      }
    } else if (passport) {
      const matches = found.filter((candidate) => candidate.passportKey === passport);
      const accepted = matches.filter((candidate) => candidate.status === 'ACCEPTED');
      application = matches.length === 1 ? matches[0] : accepted.length === 1 ? accepted[0] : undefined;
      if (!application) {
        errors.add(
          row.row,
          'passportNumber',
          matches.length ? 'import_passport_ambiguous' : 'import_passport_not_found',
        );
        continue;
      }
    } else {
      errors.add(row.row, errors.hasColumn('id') ? 'id' : 'passportNumber', 'import_value_required');
      continue;
    }
    // The column the row was found by names its application's problems.
    const by = idText ? 'id' : 'passportNumber';
    if (application.status !== 'ACCEPTED') {
      errors.add(row.row, by, 'import_not_accepted');
      continue;
    }
    const first = firstRowOf.get(application.id);
    if (first !== undefined) {
      errors.add(row.row, by, 'import_row_duplicate', { row: first });
      continue;
    }
    firstRowOf.set(application.id, row.row);
    resolved.set(row.row, application.id);
  }
  return resolved;
}

/**
 * One import, all in one transaction: read, check every row, count created/updated/unchanged, and write only when
 * nothing failed and it is not a dry run. Unchanged rows are not written, so importing a file twice changes nothing.
 */
async function runImport<V extends { applicationId: number }>(
  ctx: AppContext,
  kind: ImportKind<V>,
  bytes: Uint8Array,
  options: ImportOptions,
): Promise<TImportReport> {
  const errors = new ImportErrors(options.locale);
  let rows: ImportRow[];
  try {
    rows = await readImportRows(bytes, options.fileName, kind.columns, kind.required, errors);
  } catch (error) {
    if (error instanceof UnreadableTableError) throw AppError.validation({ file: [error.key] });
    throw error;
  }
  return ctx.db.transaction(async (tx) => {
    const applicationOf = await resolveApplications(tx, rows, errors);
    const parsed: { row: number; values: V }[] = [];
    for (const row of rows) {
      const values = kind.parse(row, errors);
      const applicationId = applicationOf.get(row.row);
      if (values && applicationId !== undefined)
        parsed.push({ row: row.row, values: { ...values, applicationId } as V });
    }
    await kind.check?.(tx, parsed, errors);

    const current = new Map(
      (
        await kind.findCurrent(
          tx,
          parsed.map((p) => p.values.applicationId),
        )
      ).map((v) => [v.applicationId, v]),
    );
    const changed: V[] = [];
    const report: TImportReport = { rows: rows.length, created: 0, updated: 0, unchanged: 0, errors: [] };
    for (const { values } of parsed) {
      const before = current.get(values.applicationId);
      if (!before) report.created++;
      else if (kind.same(before, values)) {
        report.unchanged++;
        continue;
      } else report.updated++;
      changed.push(values);
    }
    report.errors = errors.list.sort((a, b) => a.row - b.row);
    if (!report.errors.length && !options.dryRun) await kind.write(ctx, tx, changed);
    return report;
  });
}

/** POST admin/exam/permits/import: exam day, shift, login, password, branch, room and start time per application. */
export function importPermits(ctx: AppContext, bytes: Uint8Array, options: ImportOptions) {
  return runImport(ctx, permitKind, bytes, options);
}

/** POST admin/exam/results/import: attendance, result, note, answer sheet id and score per accepted application. */
export function importResults(ctx: AppContext, bytes: Uint8Array, options: ImportOptions) {
  return runImport(ctx, resultKind, bytes, options);
}
