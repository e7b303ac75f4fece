import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import {
  APPLICATION_EXPORT_COLUMNS,
  type DIRECTION_EXPORT_COLUMNS,
  EXAM_EXPORT_COLUMNS,
  type TApplicationExportColumn,
  type TApplicationListFilter,
  type TExamExportColumn,
} from '@qabul/contract/admin-application';
import type { TLocale } from '@qabul/contract/locale';
import { nameIn } from '@qabul/contract/locale';
import { translate } from '@qabul/contract/messages';
import { and, type SQL } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { Db } from '../../db/client';
import {
  findExportLengths,
  findExportNames,
  findExportPage,
  sessionCondition,
  statusCondition,
} from './review.queries';

type ExportRow = Awaited<ReturnType<typeof findExportPage>>[number];
type Column = TApplicationExportColumn | TExamExportColumn;
type Cell = string | number | Date | null;

/** Rows are read this many at a time by id, only the exported columns: an export never holds more than a page. */
const PAGE_SIZE = 500;
const TASHKENT_OFFSET_MS = 5 * 3600_000;

/** spec §9 dates: dd.mm.yyyy; a timestamp is shown as its day in Tashkent. */
export function dottedDate(value: string | Date | null): string {
  if (!value) return '';
  const iso =
    typeof value === 'string' ? value : new Date(value.getTime() + TASHKENT_OFFSET_MS).toISOString().slice(0, 10);
  const [year, month, day] = iso.split('-');
  return `${day}.${month}.${year}`;
}

/**
 * A spreadsheet's date cell holds a wall-clock time without a zone, which exceljs takes from a Date's UTC fields:
 * the instant moved by Tashkent's offset shows Tashkent's time; a calendar date is its UTC midnight.
 */
const tashkentCell = (instant: Date) => new Date(instant.getTime() + TASHKENT_OFFSET_MS);
const dateCell = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

/** How each column is written: dates as date cells, identifiers as text (no PINFL shown as 1.23E+13). */
const FORMATS: Partial<Record<Column, string>> = {
  birthDate: 'dd.mm.yyyy',
  registrationDate: 'dd.mm.yyyy hh:mm',
  day1: 'dd.mm.yyyy',
  passportNumber: '@',
  pinfl: '@',
  mobilePhone: '@',
  email: '@',
  telegram: '@',
  smena1: '@',
  floor2: '@',
  day2: '@',
  branch: '@',
  room: '@',
  time: '@',
};

/** Characters each column needs at most, besides its header, for the columns whose values have a known shape. */
const FIXED_WIDTHS: Partial<Record<Column, number>> = {
  birthDate: 10,
  registrationDate: 16,
  passportNumber: 10,
  pinfl: 14,
  mobilePhone: 12,
  telegram: 33,
  day1: 10,
  smena1: 8,
  floor2: 12,
  day2: 12,
  branch: 16,
  room: 8,
  time: 5,
};

/** id → name in the export's language, for each catalogue an export shows. */
type NameMaps = Record<'faculty' | 'language' | 'region', Map<number, string>>;

async function loadNameMaps(db: Db, locale: TLocale): Promise<NameMaps> {
  const names = await findExportNames(db);
  const toMap = (rows: { id: number; uz: string | null; ru: string | null; en: string | null }[]) =>
    new Map(rows.map((row) => [row.id, nameIn(row, locale)]));
  return { faculty: toMap(names.faculty), language: toMap(names.language), region: toMap(names.region) };
}

type RankColumn = Exclude<(typeof DIRECTION_EXPORT_COLUMNS)[number], 'acceptedDirection'>;
const isRankColumn = (column: string): column is RankColumn => /^direction\d$/.test(column);

/** A column's header in `locale`: "Choice 3" for `direction3`. */
function columnHeader(locale: TLocale, column: Column): string {
  return isRankColumn(column)
    ? translate(locale, 'column_direction', { rank: column.slice('direction'.length) })
    : translate(locale, `column_${column}`);
}

/** A direction as one cell: "Faculty — Language" ('' when none, a part alone while the other is not chosen). */
function directionText(names: NameMaps, facultyId: number | null, languageId: number | null) {
  const faculty = facultyId === null ? '' : (names.faculty.get(facultyId) ?? '');
  const language = languageId === null ? '' : (names.language.get(languageId) ?? '');
  return [faculty, language].filter(Boolean).join(' — ');
}

function cell(row: ExportRow, column: Column, locale: TLocale, names: NameMaps): Cell {
  const name = (map: Map<number, string>, id: number | null) => (id === null ? '' : (map.get(id) ?? ''));
  if (isRankColumn(column)) {
    const ranked = [
      { facultyId: row.facultyId, educationLanguageId: row.educationLanguageId },
      ...(row.extraDirections ?? []),
    ][Number(column.slice('direction'.length)) - 1];
    return ranked ? directionText(names, ranked.facultyId, ranked.educationLanguageId) : '';
  }
  switch (column) {
    case 'acceptedDirection':
      return directionText(names, row.acceptedFacultyId, row.acceptedEducationLanguageId);
    case 'birthDate':
      return row.birthDate ? dateCell(row.birthDate) : null;
    case 'registrationDate':
      return row.registrationDate ? tashkentCell(row.registrationDate) : null;
    case 'gender':
      return row.gender ? translate(locale, `gender_${row.gender}`) : '';
    case 'status':
      return translate(locale, `status_${row.status}`);
    case 'region':
      return name(names.region, row.regionId);
    case 'educationFaculty':
      return name(names.faculty, row.facultyId);
    case 'educationLanguage':
      return name(names.language, row.educationLanguageId);
    case 'room':
    case 'time':
    case 'day1':
    case 'smena1':
    case 'floor2':
    case 'day2':
    case 'branch':
      // Left empty for the exam centre; the filled file comes back through the permit import.
      return null;
    default:
      return row[column] ?? '';
  }
}

/** The width of each column in characters: its header or its longest value, whichever is wider. */
function columnWidths(
  columns: readonly Column[],
  locale: TLocale,
  names: NameMaps,
  lengths: Awaited<ReturnType<typeof findExportLengths>>,
): number[] {
  const longest = (values: Iterable<string>) => Math.max(0, ...[...values].map((value) => value.length));
  const widthOf = (column: Column): number => {
    switch (column) {
      case 'id':
        return String(lengths.maxId ?? 0).length;
      case 'lastName':
      case 'firstName':
      case 'middleName':
      case 'email':
        return lengths[column] ?? 0;
      case 'gender':
        return longest(['MALE', 'FEMALE'].map((gender) => translate(locale, `gender_${gender}`)));
      case 'status':
        return longest(['SUBMITTED', 'ACCEPTED', 'REJECTED'].map((status) => translate(locale, `status_${status}`)));
      case 'region':
        return longest(names.region.values());
      case 'educationFaculty':
        return longest(names.faculty.values());
      case 'educationLanguage':
        return longest(names.language.values());
      case 'acceptedDirection':
        return longest(names.faculty.values()) + 3 + longest(names.language.values());
      default:
        if (isRankColumn(column)) return widthOf('acceptedDirection');
        return FIXED_WIDTHS[column] ?? 12;
    }
  };
  // A little room for the filter button beside the header, and no column wider than a screen's third.
  return columns.map((column) => Math.min(60, Math.max(columnHeader(locale, column).length + 3, widthOf(column)) + 2));
}

const ZIP_BACKLOG_BYTES = 1024 * 1024;

/**
 * exceljs' sheet stream hands its XML to the zip without waiting for it to be compressed (it ignores
 * backpressure), so a fast producer piles the whole sheet up in memory. Wait until the zip's input backlog is
 * under 1 MB; this reaches into exceljs' stream, and does nothing if its shape ever changes.
 */
async function zipCaughtUp(sheet: ExcelJS.Worksheet) {
  const zipInput = (sheet as unknown as { stream?: { pipes?: { _writableState?: { length: number } }[] } }).stream
    ?.pipes?.[0];
  while ((zipInput?._writableState?.length ?? 0) > ZIP_BACKLOG_BYTES) {
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

/**
 * Streams an xlsx of the applications matching `where` straight into the response (exceljs' streaming writer):
 * headers in the caller's language, the header row frozen with a filter, columns as wide as their content, dates as
 * date cells in Tashkent time shown dd.mm.yyyy, identifiers as text.
 */
async function streamWorkbook(db: Db, where: SQL, columns: readonly Column[], locale: TLocale) {
  // Read before the stream starts: the row count goes into the audit before the file goes out.
  const lengths = await findExportLengths(db, where);
  const output = new PassThrough();
  const write = async () => {
    const names = await loadNameMaps(db, locale);
    const widths = columnWidths(columns, locale, names, lengths);
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: output,
      useStyles: true,
      useSharedStrings: false,
    });
    const sheet = workbook.addWorksheet('applications', { views: [{ state: 'frozen', xSplit: 0, ySplit: 1 }] });
    sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
    sheet.columns = columns.map((column, index) => ({
      header: columnHeader(locale, column),
      key: column,
      width: widths[index],
      ...(FORMATS[column] ? { style: { numFmt: FORMATS[column] } } : {}),
    }));
    sheet.getRow(1).font = { bold: true };
    let afterId = 0;
    for (;;) {
      const rows = await findExportPage(db, where, afterId, PAGE_SIZE);
      for (const row of rows) sheet.addRow(columns.map((column) => cell(row, column, locale, names))).commit();
      await zipCaughtUp(sheet);
      // A slow download must not pile the file up in memory: wait until the client has taken what was written.
      if (output.writableNeedDrain) await once(output, 'drain');
      if (rows.length < PAGE_SIZE) break;
      afterId = rows[rows.length - 1].id;
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => output.destroy(error as Error));
  return { rows: lengths?.rows ?? 0, stream: output as Readable };
}

/** A session's name as part of a file name: letters, digits and `.-_` only. */
function fileNamePart(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[^\p{L}\p{N}._-]+/gu, '-')
      .replace(/^-+|-+$/g, '') || 'session'
  );
}

/** `<kind>_<session>_dd.mm.yyyy_HH-mm.xlsx`, the time of the export in Tashkent. */
export function exportFileName(kind: string, sessionName: string | undefined, at = new Date()): string {
  const time = new Date(at.getTime() + TASHKENT_OFFSET_MS).toISOString().slice(11, 16).replace(':', '-');
  const session = sessionName === undefined ? [] : [fileNamePart(sessionName)];
  return `${[kind, ...session, dottedDate(at), time].join('_')}.xlsx`;
}

type ExportSession = { id: number; name: string } | undefined;

/** GET admin/application/export[/status]: one session's listed applications (drafts never), or one status's. */
export async function exportApplications(
  db: Db,
  filter: TApplicationListFilter | undefined,
  session: ExportSession,
  locale: TLocale,
) {
  return {
    fileName: exportFileName(`${filter ?? 'all'}_application`, session?.name),
    ...(await streamWorkbook(
      db,
      and(statusCondition(filter), sessionCondition(session?.id)) as SQL,
      APPLICATION_EXPORT_COLUMNS,
      locale,
    )),
  };
}

/** GET admin/application/export/exported: one session's accepted applications, as the exam centre needs them. */
export async function exportForExams(db: Db, session: ExportSession, locale: TLocale) {
  return {
    fileName: exportFileName('exam_applications', session?.name),
    ...(await streamWorkbook(
      db,
      and(statusCondition('accepted'), sessionCondition(session?.id)) as SQL,
      EXAM_EXPORT_COLUMNS,
      locale,
    )),
  };
}
