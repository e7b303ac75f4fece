import type { TMessageKey } from '../messages';
import { z } from '../zod';

/** The application's documents (spec §3 file kinds, §5 uploads). */
export const FILE_KINDS = [
  'PHOTO_FILE',
  'PASSPORT_FILE',
  'PASSPORT_BACK_FILE',
  'HIGH_SCHOOL_DIPLOMA_FILE',
  'HIGH_SCHOOL_DIPLOMA_APPENDIX_FILE',
  'FOREIGN_LANGUAGE_PROFICIENCY_FILE',
] as const;
export const ZFileKind = z.enum(FILE_KINDS);
export type TFileKind = z.infer<typeof ZFileKind>;

/** The application field that holds each kind's URL. */
export const FILE_KIND_FIELD = {
  PHOTO_FILE: 'photo',
  PASSPORT_FILE: 'passportPhoto',
  PASSPORT_BACK_FILE: 'passportPhotoBack',
  HIGH_SCHOOL_DIPLOMA_FILE: 'highSchoolDiplomaPhoto',
  HIGH_SCHOOL_DIPLOMA_APPENDIX_FILE: 'highSchoolDiplomaAppendix',
  FOREIGN_LANGUAGE_PROFICIENCY_FILE: 'foreignLanguageProficiencyPhoto',
} as const satisfies Record<TFileKind, string>;
export type TFileField = (typeof FILE_KIND_FIELD)[TFileKind];
export const FILE_FIELDS = Object.values(FILE_KIND_FIELD) as TFileField[];

export const FILE_TYPES = ['image/png', 'image/jpeg', 'application/pdf'] as const;
export type TFileType = (typeof FILE_TYPES)[number];
export const FILE_EXTENSIONS: Record<TFileType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'application/pdf': 'pdf',
};

const MB = 1024 * 1024;
type TFileRule = {
  types: readonly TFileType[];
  maxBytes: number;
  accept: string;
  typeKey: TMessageKey;
  sizeKey: TMessageKey;
};
const imageRule: TFileRule = {
  types: ['image/png', 'image/jpeg'],
  maxBytes: 2 * MB,
  accept: 'image/png,image/jpeg',
  typeKey: 'file_type_image',
  sizeKey: 'file_too_large_image',
};
/** Allowed content (checked by magic bytes, never by name or declared type) and size per kind. */
export const FILE_RULES: Record<TFileKind, TFileRule> = {
  PHOTO_FILE: imageRule,
  PASSPORT_FILE: imageRule,
  PASSPORT_BACK_FILE: imageRule,
  HIGH_SCHOOL_DIPLOMA_FILE: imageRule,
  HIGH_SCHOOL_DIPLOMA_APPENDIX_FILE: {
    types: ['application/pdf'],
    maxBytes: 5 * MB,
    accept: 'application/pdf',
    typeKey: 'file_type_pdf',
    sizeKey: 'file_too_large_pdf',
  },
  FOREIGN_LANGUAGE_PROFICIENCY_FILE: imageRule,
};

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);
}

/** The real type of a file from its first bytes (PNG, JPEG or PDF); null for anything else. */
export function detectFileType(bytes: Uint8Array): TFileType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf'; // %PDF-
  return null;
}

export type TFileCheck = { ok: true; contentType: TFileType } | { ok: false; key: TMessageKey };

/** The upload rule of `kind` applied to the file's bytes; the browser runs it before uploading, the server after. */
export function checkFile(kind: TFileKind, bytes: Uint8Array): TFileCheck {
  const rule = FILE_RULES[kind];
  if (bytes.length === 0) return { ok: false, key: 'file_empty' };
  const type = detectFileType(bytes);
  if (!type || !rule.types.includes(type)) return { ok: false, key: rule.typeKey };
  if (bytes.length > rule.maxBytes) return { ok: false, key: rule.sizeKey };
  return { ok: true, contentType: type };
}

export const ZFileUrl = z.object({ url: z.string() });
