import type { TImportColumn, TImportError } from '@qabul/contract/exam';
import { LOCALES, type TLocale } from '@qabul/contract/locale';
import { messages, translate } from '@qabul/contract/messages';
import { type CellValue, readTable } from '../../lib/spreadsheet/read-table';

/** A data row of an import: its spreadsheet row number and its cells by column name ('' when absent). */
export interface ImportRow {
  row: number;
  cells: Record<TImportColumn, CellValue>;
}

/** The export's header of a column in this language (`column_<name>`: "Imtihon kuni", "День экзамена"). */
const columnLabel = (locale: TLocale, column: TImportColumn) => translate(locale, `column_${column}`);

/**
 * Collects the problems of one import, translated at once into the request's language. A spreadsheet column is
 * named as the user's file names it: by its header text there, or, for a column the file lacks, by the export's
 * header in the request's language; never by the internal name the user never saw (unless their header is it).
 */
export class ImportErrors {
  readonly list: TImportError[] = [];
  /** Each column found in the file → its header text as written there. */
  private readonly headers = new Map<TImportColumn, string>();
  constructor(private readonly locale: TLocale) {}

  /** Notes the header text the file gives a column (set by `readImportRows`). */
  setHeader(column: TImportColumn, text: string) {
    this.headers.set(column, text);
  }

  /** Whether the file has this column. */
  hasColumn(column: TImportColumn) {
    return this.headers.has(column);
  }

  /** How the user knows the column: the file's header of it, else the export's header in the request's language. */
  label(column: TImportColumn) {
    return this.headers.get(column) ?? columnLabel(this.locale, column);
  }

  /** A problem in a spreadsheet column (a cell, or the header when `row` is the header's). */
  add(row: number, column: TImportColumn, key: string, params?: Record<string, string | number>) {
    this.list.push({ row, column: this.label(column), field: column, message: translate(this.locale, key, params) });
  }

  /** A problem of something named otherwise: a zip entry, or several columns at once (`label` as shown). */
  addNamed(row: number, label: string, key: string, params?: Record<string, string | number>, field?: TImportColumn) {
    this.list.push({ row, column: label, ...(field && { field }), message: translate(this.locale, key, params) });
  }
}

/** The columns that find a row's application; the rest carry the imported values. */
const KEY_COLUMNS: readonly TImportColumn[] = ['id', 'passportNumber'];

const normalise = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Header text → column: the spec names themselves (`day1`) and every language's export label (`column_day1`:
 * "Imtihon kuni", "День экзамена", "Exam day"), so the export-for-exams file comes back unedited.
 */
function headerLookup(columns: readonly TImportColumn[]) {
  const lookup = new Map<string, TImportColumn>();
  for (const column of columns) {
    lookup.set(normalise(column), column);
    for (const locale of LOCALES) {
      const label = messages[locale][`column_${column}`];
      if (label) lookup.set(normalise(label), column);
    }
  }
  return lookup;
}

export const cellText = (cell: CellValue | undefined) => (cell instanceof Date ? '' : (cell ?? '').trim());
const isBlank = (cell: CellValue | undefined) => !(cell instanceof Date) && cellText(cell) === '';

/**
 * Reads an import file into rows keyed by column. The header is the first non-empty row; `required` columns must
 * be in it, and so must `id` or `passportNumber`. Rows without any value besides the id and passport number are
 * skipped: the export-for-exams file lists every accepted applicant, and the exam centre may fill in only some.
 * Missing columns go to `errors`, named by the export's header in the request's language, and then there are no
 * rows; a file that is no spreadsheet or is empty throws `UnreadableTableError`.
 */
export async function readImportRows(
  bytes: Uint8Array,
  fileName: string | undefined,
  columns: readonly TImportColumn[],
  required: readonly TImportColumn[],
  errors: ImportErrors,
): Promise<ImportRow[]> {
  // readTable refuses a table without one non-blank cell, so there is a header row.
  const table = await readTable(bytes, fileName);
  const headerIndex = table.findIndex((row) => row.some((cell) => !isBlank(cell)));
  const lookup = headerLookup(columns);
  const positions = new Map<TImportColumn, number>();
  table[headerIndex].forEach((cell, position) => {
    const header = cellText(cell).replace(/\s+/g, ' ');
    const column = lookup.get(normalise(header));
    if (!column || positions.has(column)) return;
    positions.set(column, position);
    errors.setHeader(column, header);
  });
  const headerRow = headerIndex + 1;
  for (const column of required) {
    if (!positions.has(column)) errors.add(headerRow, column, 'import_column_missing');
  }
  if (!positions.has('id') && !positions.has('passportNumber')) {
    const either = `${errors.label('id')} / ${errors.label('passportNumber')}`;
    errors.addNamed(headerRow, either, 'import_column_missing', undefined, 'id');
  }
  if (errors.list.length) return [];

  const rows: ImportRow[] = [];
  for (let index = headerIndex + 1; index < table.length; index++) {
    const cells = Object.fromEntries(
      columns.map((column) => {
        const position = positions.get(column);
        return [column, position === undefined ? '' : (table[index][position] ?? '')];
      }),
    ) as Record<TImportColumn, CellValue>;
    if (columns.every((column) => KEY_COLUMNS.includes(column) || isBlank(cells[column]))) continue;
    rows.push({ row: index + 1, cells });
  }
  return rows;
}

/**
 * An exam day: a date cell, dd.mm.yyyy (spec §9; also with / or -) or yyyy-mm-dd, as an ISO date; null if it is
 * not a real calendar day.
 */
export function parseExamDay(cell: CellValue): string | null {
  let year: number;
  let month: number;
  let day: number;
  if (cell instanceof Date) {
    // exceljs reads date cells as UTC midnight of the shown day.
    [year, month, day] = [cell.getUTCFullYear(), cell.getUTCMonth() + 1, cell.getUTCDate()];
  } else {
    const text = cell.trim();
    const dmy = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/.exec(text);
    const ymd = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
    if (dmy) [day, month, year] = [Number(dmy[1]), Number(dmy[2]), Number(dmy[3])];
    else if (ymd) [year, month, day] = [Number(ymd[1]), Number(ymd[2]), Number(ymd[3])];
    else return null;
  }
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  if (year < 2000 || year > 2100) return null;
  return date.toISOString().slice(0, 10);
}
