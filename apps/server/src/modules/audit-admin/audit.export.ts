import { PassThrough } from 'node:stream';
import type { TLocale } from '@qabul/contract/locale';
import { auditText } from '@qabul/contract/messages/audit';
import { count, type SQL } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { Db } from '../../db/client';
import { findAuditPage } from '../audit/audit.queries';
import { auditLog } from '../audit/audit.table';

const PAGE_SIZE = 1000;
const TASHKENT_OFFSET_MS = 5 * 3600_000;
const COLUMNS = ['at', 'member', 'role', 'action', 'target', 'details', 'ip', 'userAgent'] as const;
const WIDTHS = [18, 14, 16, 26, 22, 50, 16, 40];

/**
 * The filtered audit as an xlsx, newest first, streamed page by page (exceljs' streaming writer, as the application
 * exports): times in Tashkent, actions in the caller's language. Answers the row count with the stream.
 */
export async function exportAuditLog(db: Db, where: SQL | undefined, locale: TLocale) {
  const [total] = await db.select({ rows: count() }).from(auditLog).where(where);
  const output = new PassThrough();
  const write = async () => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true });
    const sheet = workbook.addWorksheet('audit', { views: [{ state: 'frozen', xSplit: 0, ySplit: 1 }] });
    sheet.columns = COLUMNS.map((column, index) => ({
      header: auditText(locale, `audit_column_${column}`),
      key: column,
      width: WIDTHS[index],
      ...(column === 'at' ? { style: { numFmt: 'dd.mm.yyyy hh:mm:ss' } } : {}),
    }));
    sheet.getRow(1).font = { bold: true };
    for (let offset = 0; ; offset += PAGE_SIZE) {
      const { rows } = await findAuditPage(db, where, offset, PAGE_SIZE);
      for (const row of rows) {
        sheet
          .addRow([
            new Date(row.at.getTime() + TASHKENT_OFFSET_MS),
            row.memberPhone ?? '',
            row.memberRole ?? '',
            auditText(locale, `audit_action_${row.action}`),
            [row.targetType, row.targetId].filter(Boolean).join(' '),
            Object.keys(row.details).length ? JSON.stringify(row.details) : '',
            row.ip ?? '',
            row.userAgent ?? '',
          ])
          .commit();
      }
      if (rows.length < PAGE_SIZE) break;
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => output.destroy(error as Error));
  const stamp = new Date(Date.now() + TASHKENT_OFFSET_MS).toISOString().slice(0, 16).replace(/[T:]/g, '-');
  return { fileName: `audit_${stamp}.xlsx`, rows: total?.rows ?? 0, stream: output };
}
