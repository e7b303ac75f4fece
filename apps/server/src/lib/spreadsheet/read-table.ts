import type { CellValue as ExcelCellValue } from 'exceljs';
import { parseCsv } from './csv';

/** A cell as imports see it: text, or a date when the spreadsheet stored one. */
export type CellValue = string | Date;

export class UnreadableTableError extends Error {
  constructor(readonly key: 'import_file_type' | 'import_file_unreadable' | 'file_empty') {
    super(key);
  }
}

const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];
/** The old binary .xls (OLE compound file): not read, the user is asked for .xlsx or .csv. */
const OLE_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0];
const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((byte, i) => bytes[i] === byte);

/** Whether a file name says spreadsheet: .xlsx or .csv (any case); a missing name says nothing either way. */
const SPREADSHEET_NAME = /\.(xlsx|csv)$/i;

const isBlank = (cell: CellValue) => !(cell instanceof Date) && cell.trim() === '';

/**
 * The first sheet of an .xlsx file, or a CSV file, as rows of cells. An .xlsx is told by its bytes (a zip holding
 * a workbook), whatever its name. Any other file is read as CSV only when its name ends in .csv or .xlsx (or it
 * came without a name): text has no signature, so a .pdf, .txt or .docx is refused with `import_file_type`, empty
 * or not, instead of being read as a CSV that has no header. A spreadsheet without one non-blank cell (0 bytes
 * included) is `file_empty`. Rows keep their position (index 0 = spreadsheet row 1) so errors can name the row.
 */
export async function readTable(bytes: Uint8Array, fileName?: string): Promise<CellValue[][]> {
  const rows = await readRows(bytes, fileName);
  if (!rows.some((row) => row.some((cell) => !isBlank(cell)))) throw new UnreadableTableError('file_empty');
  return rows;
}

async function readRows(bytes: Uint8Array, fileName: string | undefined): Promise<CellValue[][]> {
  if (startsWith(bytes, ZIP_SIGNATURE)) return readXlsx(bytes);
  if (startsWith(bytes, OLE_SIGNATURE) || bytes.includes(0)) throw new UnreadableTableError('import_file_type');
  if (fileName && !SPREADSHEET_NAME.test(fileName.trim())) throw new UnreadableTableError('import_file_type');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new UnreadableTableError('import_file_unreadable');
  }
  return parseCsv(text);
}

async function readXlsx(bytes: Uint8Array): Promise<CellValue[][]> {
  // exceljs is loaded by the first import, not at the server's start (memory it would hold from then on).
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as never);
  } catch {
    throw new UnreadableTableError('import_file_unreadable');
  }
  const sheet = workbook.worksheets[0];
  // A zip without a worksheet is another kind of file (a .docx, an archive): every .xlsx has at least one sheet.
  if (!sheet) throw new UnreadableTableError('import_file_type');
  const rows: CellValue[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    const cells: CellValue[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cellValue(cell.value);
    });
    rows[rowNumber - 1] = Array.from(cells, (cell) => cell ?? '');
  });
  return Array.from(rows, (row) => row ?? []);
}

/** Rich text, formulas and hyperlinks carry their shown value inside; numbers become their plain text. */
function cellValue(value: ExcelCellValue): CellValue {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value;
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('result' in value) return cellValue(value.result as ExcelCellValue);
    if ('text' in value) return cellValue(value.text as ExcelCellValue);
    if ('error' in value) return '';
    return '';
  }
  return String(value);
}
