import { z } from './zod';

export { examOutcome, hasExamResult, hasPermit, isShiftNumber } from './exam-reading';

/**
 * Entrance exams (spec §2 exam permit and result pages, §3 exam permit and exam result, §7, §9). The spec's field
 * names (ruxsatnoma, keldi, smena1, floor2, day1, day2, actxt) live only here, at the API edge; the server calls
 * them permit, attended, shift, login, examDay, password and note.
 */

/** spec §9: an applicant sees the permit from this many days before the exam day, in Tashkent time. */
export const PERMIT_PUBLISHED_DAYS_BEFORE = 3;
/** Tashkent is UTC+5 all year (no daylight saving since 1991). */
export const TASHKENT_UTC_OFFSET_HOURS = 5;

/** GET abiturient/exam/ruxsatnoma, GET admin/ruxsatnoma/{id}: the exam permit (spec §3). */
export const ZPermit = z.object({
  fullName: z.string(),
  /** The faculty of the direction accepted into (issue 46: ranked directions), with its language. */
  educationFaculty: z.object({ name: z.string() }),
  educationLanguage: z.object({ name: z.string() }).optional(),
  /** Exam day, dd.mm.yyyy (spec §9). */
  day1: z.string(),
  /** Shift of the exam day. */
  smena1: z.string(),
  /** Computer exam login. */
  floor2: z.string(),
  /** Computer exam password. */
  day2: z.string(),
  passportNumber: z.string(),
  branch: z.string(),
  /** Exam room, when the schedule gives one (not in spec §3; the permit card and PDF print it). */
  room: z.string().optional(),
  /** Start time of the shift, HH:MM in Tashkent, when the schedule gives one (not in spec §3). */
  time: z.string().optional(),
  /** The academic year the admission is for, 'YYYY-YYYY' (not in spec §3; the permit prints it). */
  academicYear: z.string(),
});
export type TPermit = z.infer<typeof ZPermit>;

/**
 * The academic year that starts after an admission whose registration ends on `registrationEndDate` (or whose exam
 * is on that day), 'YYYY-MM-DD': registration closes on 31 July and studies start in September of the same year.
 */
export function academicYearOf(isoDate: string): string {
  const year = Number(isoDate.slice(0, 4));
  return `${year}-${year + 1}`;
}

/** No permit (none imported, not ACCEPTED, or not yet published): `{}` as spec §2 expects. */
export const ZNothing = z.object({}).strict();
export const ZPermitResponse = z.union([ZPermit, ZNothing]);
export type TPermitResponse = z.infer<typeof ZPermitResponse>;

/** GET abiturient/exam/result, GET admin/result/{id}: the exam result (spec §3). */
export const ZExamResult = z.object({
  fullName: z.string(),
  /** "1" attended; anything else did not. */
  keldi: z.string(),
  /** "1" recommended for enrollment. */
  result: z.string(),
  /** The text shown with a recommendation. */
  actxt: z.string(),
  /** Id of the scanned answer sheet, set only once its PDF was imported (so a link to it always works). */
  answerId: z.string().nullable(),
  /** The exam score, when the results file gives one (not in spec §3). */
  score: z.number().optional(),
});
export type TExamResult = z.infer<typeof ZExamResult>;
export const ZExamResultResponse = z.union([ZExamResult, ZNothing]);
export type TExamResultResponse = z.infer<typeof ZExamResultResponse>;

/** A shift's start time as imported: H:MM or HH:MM (seconds of :00 allowed), 00:00 to 23:59. */
const START_TIME = /^([01]?\d|2[0-3])[:.]([0-5]\d)(?::00)?$/;

/** The start time as HH:MM, or null when `text` is not a time of day. */
export function parseStartTime(text: string): string | null {
  const match = START_TIME.exec(text.trim());
  return match ? `${match[1].padStart(2, '0')}:${match[2]}` : null;
}

/** The highest exam score an import accepts; scores are kept to two decimals. */
export const EXAM_SCORE_MAX = 1000;

/** The score as a number rounded to two decimals (a decimal comma allowed), or null when it is none. */
export function parseScore(text: string): number | null {
  const value = text.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(value)) return null;
  const score = Math.round(Number(value) * 100) / 100;
  return score <= EXAM_SCORE_MAX ? score : null;
}

/** Answer sheet ids: they name the PDFs in the zip (`<answerId>.pdf`) and appear in a URL path. */
export const ANSWER_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
export const ZAnswerId = z.string().regex(ANSWER_ID_PATTERN, 'answer_id_invalid');

/**
 * Columns of the permit import, matched by these names or any language's `column_<name>` label (the export for
 * exams writes the labels). A row is found by `id`, or by `passportNumber` when `id` is empty.
 */
export const PERMIT_IMPORT_COLUMNS = [
  'id',
  'passportNumber',
  'day1',
  'smena1',
  'floor2',
  'day2',
  'branch',
  'room',
  'time',
] as const;
export const RESULT_IMPORT_COLUMNS = ['id', 'passportNumber', 'keldi', 'result', 'actxt', 'answerId', 'score'] as const;
export type TImportColumn = (typeof PERMIT_IMPORT_COLUMNS)[number] | (typeof RESULT_IMPORT_COLUMNS)[number];

export const EXAM_IMPORT_KINDS = ['permits', 'results', 'answers'] as const;
export type TExamImportKind = (typeof EXAM_IMPORT_KINDS)[number];

/** `?dryRun=true`: check and count, write nothing. */
export const ZImportQuery = z.object({
  dryRun: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});

export const ZImportError = z.object({
  /** Spreadsheet row (the header is row 1) or, for the answer-sheet zip, the entry's position (1-based). */
  row: z.number().int(),
  /**
   * The column as the user's file names it: its header text there, or the export's header in the request's language
   * when the file lacks the column (never the internal name unless the file's header is it); for the zip, the entry
   * name.
   */
  column: z.string(),
  /** The column's spec field name (day1, keldi, ...), for programs; absent for the zip's entries. */
  field: z.string().optional(),
  /** Translated to the request's language. */
  message: z.string(),
});
export type TImportError = z.infer<typeof ZImportError>;

/** The answer of every import: with any error nothing was written. */
export const ZImportReport = z.object({
  rows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  errors: z.array(ZImportError),
});
export type TImportReport = z.infer<typeof ZImportReport>;

/** Upload limits: spreadsheets go through the default multipart limit; the zip of scans is larger. */
export const ANSWER_ZIP_MAX_BYTES = 50 * 1024 * 1024;
/** An archive whose entries would expand past this is refused before anything is inflated (zip bombs). */
export const ANSWER_ZIP_MAX_EXPANDED_BYTES = 200 * 1024 * 1024;
export const ANSWER_ZIP_MAX_ENTRIES = 5000;
