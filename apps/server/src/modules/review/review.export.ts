import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import {
  APPLICATION_EXPORT_COLUMNS,
  EXAM_EXPORT_COLUMNS,
  type TApplicationExportColumn,
  type TApplicationListFilter,
  type TExamExportColumn,
} from '@qabul/contract/admin-application';
import type { TLocale } from '@qabul/contract/locale';
import { translate } from '@qabul/contract/messages';
import type { SQL } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { Db } from '../../db/client';
import { findExportNames, findExportPage, statusCondition } from './review.queries';
import { localName } from './review.service';

type ExportRow = Awaited<ReturnType<typeof findExportPage>>[number];
type Column = TApplicationExportColumn | TExamExportColumn;

/**
 * Rows are read PAGE_SIZE at a time by id, only the exported columns, so a large export never holds more than one
 * small page in memory (whole rows with joined names in larger pages held much more: `npm run bench:review`).
 */
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

/** id → name in the export's language, for each catalogue an export shows. */
type NameMaps = Record<'faculty' | 'language' | 'region', Map<number, string>>;

async function loadNameMaps(db: Db, locale: TLocale): Promise<NameMaps> {
  const names = await findExportNames(db);
  const toMap = (rows: { id: number; uz: string | null; ru: string | null; en: string | null }[]) =>
    new Map(rows.map((row) => [row.id, localName(row, locale)]));
  return { faculty: toMap(names.faculty), language: toMap(names.language), region: toMap(names.region) };
}

function cell(row: ExportRow, column: Column, locale: TLocale, names: NameMaps): string | number {
  const name = (map: Map<number, string>, id: number | null) => (id === null ? '' : (map.get(id) ?? ''));
  switch (column) {
    case 'birthDate':
      return dottedDate(row.birthDate);
    case 'registrationDate':
      return dottedDate(row.registrationDate);
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
    case 'day1':
    case 'smena1':
    case 'floor2':
    case 'day2':
    case 'branch':
      // Left empty for the exam centre; the filled file comes back through the permit import.
      return '';
    default:
      return row[column] ?? '';
  }
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
 * headers in the caller's language, dates dd.mm.yyyy.
 */
function streamWorkbook(db: Db, where: SQL, columns: readonly Column[], locale: TLocale): Readable {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('applications');
  sheet.columns = columns.map((column) => ({
    header: translate(locale, `column_${column}`),
    key: column,
    width: column === 'id' ? 10 : 22,
  }));
  const write = async () => {
    const names = await loadNameMaps(db, locale);
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
  return output;
}

/** GET admin/application/export[/status]: every listed application (drafts never), or those of one status. */
export function exportApplications(db: Db, filter: TApplicationListFilter | undefined, locale: TLocale) {
  return {
    fileName: `${filter ?? 'all'}_application_${dottedDate(new Date())}.xlsx`,
    stream: streamWorkbook(db, statusCondition(filter), APPLICATION_EXPORT_COLUMNS, locale),
  };
}

/** GET admin/application/export/exported: the accepted applications, as the exam centre needs them. */
export function exportForExams(db: Db, locale: TLocale) {
  return {
    fileName: `exam_applications_${dottedDate(new Date())}.xlsx`,
    stream: streamWorkbook(db, statusCondition('accepted'), EXAM_EXPORT_COLUMNS, locale),
  };
}
