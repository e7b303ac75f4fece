import { checkFile, detectFileType, FILE_RULES, type TFileKind } from '@qabul/contract/application/files';

/** spec §5, §9: images are compressed to at most 1 MB and 1920 px before upload. */
export const IMAGE_MAX_MB = 1;
export const IMAGE_MAX_PX = 1920;

export type TPreparedUpload = { ok: true; file: Blob } | { ok: false; key: string } | { ok: 'skipped' };

export type TCompressImage = (file: File) => Promise<Blob>;

/**
 * Checks a chosen file against its kind's rule (real type by magic bytes, then size) and compresses images first.
 * A failed compression skips the upload without a message (spec §8).
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
    } catch {
      return { ok: 'skipped' };
    }
  }
  const check = checkFile(kind, new Uint8Array(await upload.arrayBuffer()));
  return check.ok ? { ok: true, file: upload } : { ok: false, key: check.key };
}
