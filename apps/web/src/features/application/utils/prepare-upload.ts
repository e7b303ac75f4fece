import { checkFile, detectFileType, FILE_RULES, type TFileKind } from '@qabul/contract/application/files';
import type { TMessageKey } from '@qabul/contract/messages';

/** spec §5, §9: images are compressed to at most 1 MB and 1920 px before upload. */
export const IMAGE_MAX_MB = 1;
export const IMAGE_MAX_PX = 1920;

export type TPreparedUpload = { ok: true; file: Blob } | { ok: false; key: string };

/** What a compressor throws to give the field its own message; any other failure is `file_image_unreadable`. */
export class ImageCompressionError extends Error {
  readonly key: TMessageKey;
  constructor(key: TMessageKey) {
    super(key);
    this.key = key;
  }
}

export type TCompressImage = (file: File) => Promise<Blob>;

/**
 * Checks a chosen file against its kind's rule (real type by magic bytes, then size) and compresses images first.
 * A failed compression skips the upload, with a message on the field, not silently as spec §8 says: the applicant
 * was left without any answer (docs/decisions/0128-photo-compression-always-ends.md).
 */
export async function prepareUpload(kind: TFileKind, file: File, compress: TCompressImage): Promise<TPreparedUpload> {
  const rule = FILE_RULES[kind];
  if (file.size === 0) return { ok: false, key: 'file_empty' };
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  const type = detectFileType(head);
  if (!type || !rule.types.includes(type)) return { ok: false, key: rule.typeKey };

  let upload: Blob = file;
  if (type !== 'application/pdf') {
    try {
      // The declared type may be missing or wrong (renamed files); the compressor trusts it, so it gets the real one.
      upload = await compress(new File([file], file.name, { type }));
    } catch (error) {
      return { ok: false, key: error instanceof ImageCompressionError ? error.key : 'file_image_unreadable' };
    }
  }
  const check = checkFile(kind, new Uint8Array(await upload.arrayBuffer()));
  return check.ok ? { ok: true, file: upload } : { ok: false, key: check.key };
}
