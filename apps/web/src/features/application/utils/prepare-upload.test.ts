import { describe, expect, it, vi } from 'vitest';
import { ImageCompressionError, prepareUpload } from './prepare-upload';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const PDF = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');
const file = (bytes: Uint8Array<ArrayBuffer>, name: string, type = '') => new File([bytes], name, { type });

describe('prepareUpload', () => {
  it('compresses an image, passing its real type even when the browser declared none', async () => {
    const compress = vi.fn(async (input: File) => input);
    const result = await prepareUpload('PHOTO_FILE', file(PNG, 'photo'), compress);
    expect(result.ok).toBe(true);
    expect(compress).toHaveBeenCalledOnce();
    expect(compress.mock.calls[0][0].type).toBe('image/png');
  });

  it('sends a PDF as it is', async () => {
    const compress = vi.fn();
    const result = await prepareUpload('HIGH_SCHOOL_DIPLOMA_APPENDIX_FILE', file(PDF, 'a.pdf'), compress);
    expect(result).toMatchObject({ ok: true });
    expect(compress).not.toHaveBeenCalled();
  });

  it('refuses a file whose bytes are not of the kind, whatever its name says', async () => {
    const compress = vi.fn();
    expect(await prepareUpload('PHOTO_FILE', file(PDF, 'photo.png', 'image/png'), compress)).toEqual({
      ok: false,
      key: 'file_type_image',
    });
    expect(await prepareUpload('HIGH_SCHOOL_DIPLOMA_APPENDIX_FILE', file(PNG, 'a.pdf'), compress)).toEqual({
      ok: false,
      key: 'file_type_pdf',
    });
    expect(await prepareUpload('PHOTO_FILE', file(new Uint8Array(), 'empty.png'), compress)).toEqual({
      ok: false,
      key: 'file_empty',
    });
  });

  it('skips the upload with a message when compression fails: the image is unreadable, or the reason given', async () => {
    const broken = vi.fn(async () => {
      throw new Error('canvas unavailable');
    });
    expect(await prepareUpload('PASSPORT_FILE', file(PNG, 'p.png'), broken)).toEqual({
      ok: false,
      key: 'file_image_unreadable',
    });
    const slow = vi.fn(async () => {
      throw new ImageCompressionError('file_image_timeout');
    });
    expect(await prepareUpload('PASSPORT_FILE', file(PNG, 'p.png'), slow)).toEqual({
      ok: false,
      key: 'file_image_timeout',
    });
  });

  it('refuses an image still over 2 MB after compression', async () => {
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(PNG);
    const result = await prepareUpload('PASSPORT_FILE', file(PNG, 'p.png'), async () => new Blob([big]));
    expect(result).toEqual({ ok: false, key: 'file_too_large_image' });
  });
});
