import type { TFileType } from '@qabul/contract/application/files';
import type { TMessageKey } from '@qabul/contract/messages';
import { PDFArray, PDFDict, PDFDocument, PDFName, type PDFObject, PDFStream } from 'pdf-lib';
import sharp from 'sharp';

/** Decompression bombs: a small file may declare a huge canvas; no scan or phone photo needs more than this. */
export const MAX_IMAGE_SIDE = 10_000;
export const MAX_IMAGE_PIXELS = 40_000_000;

// Every upload is a new image, so libvips' operation cache (up to 50 MB) would only hold memory, never give a hit.
sharp.cache(false);

/** PDF names that run code, start programs or carry other files (with /OpenAction they run on opening). */
const ACTIVE_PDF_NAMES = new Set(['/JavaScript', '/JS', '/Launch', '/EmbeddedFile', '/EmbeddedFiles']);

export type TDocumentCheck = { ok: true; bytes: Uint8Array } | { ok: false; key: TMessageKey };

/**
 * Decodes the image and encodes it again in its own format: whatever followed or hid in the original (HTML after
 * a PNG header, EXIF with GPS position) is gone, and what is stored is certainly an image. The EXIF orientation
 * is applied first so photos stay upright without it.
 */
async function reencodeImage(type: 'image/png' | 'image/jpeg', bytes: Uint8Array): Promise<TDocumentCheck> {
  try {
    // The header alone gives the size, before anything is decoded.
    const { width = 0, height = 0, format } = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (format !== (type === 'image/png' ? 'png' : 'jpeg')) return { ok: false, key: 'file_image_unreadable' };
    if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS) {
      return { ok: false, key: 'file_image_dimensions' };
    }
    const rotated = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS }).rotate();
    const encoded = type === 'image/png' ? rotated.png() : rotated.jpeg({ quality: 90 });
    return { ok: true, bytes: await encoded.toBuffer() };
  } catch {
    return { ok: false, key: 'file_image_unreadable' };
  }
}

/** Whether any dictionary of the document (the trailer included) names an active feature, as a key or a value. */
function hasActiveContent(pdf: PDFDocument): boolean {
  const pending: PDFObject[] = [
    ...pdf.context.enumerateIndirectObjects().map(([, object]) => object),
    ...Object.values(pdf.context.trailerInfo).filter((o): o is PDFObject => o !== undefined),
  ];
  for (let object = pending.pop(); object; object = pending.pop()) {
    if (object instanceof PDFName) {
      if (ACTIVE_PDF_NAMES.has(object.asString())) return true;
    } else if (object instanceof PDFStream) {
      pending.push(object.dict);
    } else if (object instanceof PDFDict) {
      for (const [key, value] of object.entries()) pending.push(key, value);
    } else if (object instanceof PDFArray) {
      pending.push(...object.asArray());
    }
  }
  return false;
}

/**
 * Parses the PDF and refuses it when it does not parse, has no page, is encrypted (its objects could not be
 * inspected) or carries scripts, launch actions or attached files. The original bytes are kept: rewriting a PDF
 * could change what the applicant's document shows.
 */
async function inspectPdf(bytes: Uint8Array): Promise<TDocumentCheck> {
  let pdf: PDFDocument;
  try {
    pdf = await PDFDocument.load(bytes, { updateMetadata: false, throwOnInvalidObject: true });
    if (pdf.getPageCount() === 0) return { ok: false, key: 'file_pdf_unreadable' };
  } catch {
    return { ok: false, key: 'file_pdf_unreadable' };
  }
  return hasActiveContent(pdf) ? { ok: false, key: 'file_pdf_active_content' } : { ok: true, bytes };
}

/** The bytes to store for an upload whose type the magic bytes already gave, or the message key refusing it. */
export function checkDocumentContent(type: TFileType, bytes: Uint8Array): Promise<TDocumentCheck> {
  return type === 'application/pdf' ? inspectPdf(bytes) : reencodeImage(type, bytes);
}
