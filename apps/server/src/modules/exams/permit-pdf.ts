import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { isShiftNumber, type TPermit } from '@qabul/contract/exam';
import { LOCALES } from '@qabul/contract/locale';
import type { TNames } from '@qabul/contract/primitives';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import QRCode from 'qrcode';
import {
  PERMIT_ADDRESS_LABEL,
  PERMIT_LABELS,
  PERMIT_MAP_HINT,
  PERMIT_RULES,
  PERMIT_TITLE,
  permitAcademicYear,
} from './permit-texts';

/** spec §9: A4 portrait, 842 pt high. */
export const PERMIT_PAGE = { width: 595, height: 842 } as const;
const MARGIN = 36;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.35, 0.35, 0.4);
const RULE = rgb(0.75, 0.75, 0.8);

const require = createRequire(import.meta.url);
let fonts: Promise<{ regular: Uint8Array; bold: Uint8Array }> | undefined;
/** DejaVu Sans covers Latin (with ʻ U+02BB) and Cyrillic; read once, embedded as a subset of the glyphs used. */
function loadFonts() {
  fonts ??= Promise.all([
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  ]).then(([regular, bold]) => ({ regular, bold }));
  return fonts;
}

/** Splits `text` into lines no wider than `width`. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

/** Draws wrapped text from the top at `y`; returns the y below it. */
function paragraph(
  page: PDFPage,
  text: string,
  options: { x: number; y: number; width: number; font: PDFFont; size: number; color?: ReturnType<typeof rgb> },
) {
  const leading = options.size * 1.3;
  let y = options.y;
  for (const line of wrap(text, options.font, options.size, options.width)) {
    y -= leading;
    page.drawText(line, {
      x: options.x,
      y: y + leading * 0.25,
      size: options.size,
      font: options.font,
      color: options.color ?? INK,
    });
  }
  return y;
}

/** The map link as a QR code drawn with vector squares (sharp at any zoom, no image embedded). */
function drawQr(page: PDFPage, text: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cell = size / modules.size;
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      page.drawRectangle({ x: x + col * cell, y: y + size - (row + 1) * cell, width: cell, height: cell, color: INK });
    }
  }
}

/** A row printed only when the schedule gave its value. */
const optional = (label: string, value: string | undefined): [string, string][] => (value ? [[label, value]] : []);

/** The university as the permit prints it (the settings file's, docs/settings.md); what is not set is left out. */
export interface TPermitPlace {
  name?: TNames;
  address?: TNames;
  mapUrl?: string;
}

/**
 * The exam permit (spec §2): trilingual title with the academic year, the applicant's details and computer login,
 * the rules of admission and removal in three languages, the university address and a QR code to the map.
 */
export async function renderPermitPdf(permit: TPermit, place: TPermitPlace): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(permit.fullName);
  doc.setLanguage('uz');
  doc.setProducer('Qabul');
  const { regular: regularBytes, bold: boldBytes } = await loadFonts();
  const regular = await doc.embedFont(regularBytes, { subset: true });
  const bold = await doc.embedFont(boldBytes, { subset: true });
  const page = doc.addPage([PERMIT_PAGE.width, PERMIT_PAGE.height]);
  const width = PERMIT_PAGE.width - 2 * MARGIN;
  const center = (text: string, font: PDFFont, size: number, y: number, color = INK) =>
    page.drawText(text, { x: (PERMIT_PAGE.width - font.widthOfTextAtSize(text, size)) / 2, y, size, font, color });

  let y = PERMIT_PAGE.height - MARGIN - 8;
  if (place.name) center(place.name.uz, bold, 9, y, MUTED);
  y -= 20;
  for (const title of PERMIT_TITLE) {
    center(title, bold, 12.5, y);
    y -= 16;
  }
  center(permitAcademicYear(permit.academicYear).join('  ·  '), regular, 9, y, MUTED);
  y -= 14;
  page.drawLine({ start: { x: MARGIN, y }, end: { x: PERMIT_PAGE.width - MARGIN, y }, thickness: 1, color: RULE });

  const fields: [string, string][] = [
    [PERMIT_LABELS.fullName, permit.fullName],
    [PERMIT_LABELS.faculty, [permit.educationFaculty.name, permit.educationLanguage?.name].filter(Boolean).join(' — ')],
    [
      PERMIT_LABELS.examDate,
      `${permit.day1}, ${isShiftNumber(permit.smena1) ? `${permit.smena1}-${PERMIT_LABELS.shift}` : permit.smena1}`,
    ],
    ...optional(PERMIT_LABELS.startTime, permit.time),
    ...optional(PERMIT_LABELS.branch, permit.branch),
    ...optional(PERMIT_LABELS.room, permit.room),
    [PERMIT_LABELS.passportNumber, permit.passportNumber],
    [PERMIT_LABELS.login, permit.floor2],
    [PERMIT_LABELS.password, permit.day2],
  ];
  const labelWidth = 210;
  y -= 6;
  for (const [label, value] of fields) {
    const top = y;
    const labelBottom = paragraph(page, label, {
      x: MARGIN,
      y: top,
      width: labelWidth - 8,
      font: regular,
      size: 8.5,
      color: MUTED,
    });
    const valueBottom = paragraph(page, value, {
      x: MARGIN + labelWidth,
      y: top - 1,
      width: width - labelWidth,
      font: bold,
      size: 12,
    });
    y = Math.min(labelBottom, valueBottom) - 5;
    page.drawLine({ start: { x: MARGIN, y }, end: { x: PERMIT_PAGE.width - MARGIN, y }, thickness: 0.5, color: RULE });
  }

  // The rules: one column per language, side by side.
  y -= 12;
  const gap = 12;
  const columnWidth = (width - 2 * gap) / LOCALES.length;
  let lowest = y;
  PERMIT_RULES.forEach((rules, index) => {
    const x = MARGIN + index * (columnWidth + gap);
    let columnY = paragraph(page, rules.notAdmitted, { x, y, width: columnWidth, font: bold, size: 8.5 });
    for (const item of rules.notAdmittedItems) {
      columnY = paragraph(page, `• ${item}`, { x, y: columnY, width: columnWidth, font: regular, size: 7.8 });
    }
    columnY = paragraph(page, rules.removed, { x, y: columnY - 6, width: columnWidth, font: bold, size: 8.5 });
    for (const item of rules.removedItems) {
      columnY = paragraph(page, `• ${item}`, { x, y: columnY, width: columnWidth, font: regular, size: 7.8 });
    }
    lowest = Math.min(lowest, columnY);
  });

  // Address and the QR code to the map, side by side under the rules.
  y = lowest - 14;
  page.drawLine({ start: { x: MARGIN, y }, end: { x: PERMIT_PAGE.width - MARGIN, y }, thickness: 1, color: RULE });
  const qrSize = 92;
  const qrX = PERMIT_PAGE.width - MARGIN - qrSize;
  const qrY = y - 8 - qrSize;
  if (place.mapUrl) {
    drawQr(page, place.mapUrl, qrX, qrY, qrSize);
    page.drawText(PERMIT_MAP_HINT, { x: qrX + 4, y: qrY - 10, size: 7, font: regular, color: MUTED });
  }
  if (!place.address) return doc.save();
  let addressY = paragraph(page, PERMIT_ADDRESS_LABEL, {
    x: MARGIN,
    y: y - 6,
    width: qrX - MARGIN - 12,
    font: bold,
    size: 9,
  });
  for (const locale of LOCALES) {
    const line = place.address[locale];
    if (!line) continue;
    addressY = paragraph(page, line, {
      x: MARGIN,
      y: addressY,
      width: qrX - MARGIN - 12,
      font: regular,
      size: 9,
    });
  }
  return doc.save();
}
