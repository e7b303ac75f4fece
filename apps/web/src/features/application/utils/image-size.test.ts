import { messages } from '@qabul/contract/messages';
import { describe, expect, it } from 'vitest';
import { hasTooManyPixels, IMAGE_MAX_MEGAPIXELS, imageSize } from './image-size';

/** The first bytes of a PNG: its signature and IHDR chunk with `width` × `height` (nothing decodable after). */
function pngHeader(width: number, height: number): Blob {
  const bytes = new Uint8Array(33);
  const view = new DataView(bytes.buffer);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  view.setUint32(16, width);
  view.setUint32(20, height);
  bytes.set([8, 2, 0, 0, 0], 24);
  return new Blob([bytes]);
}

/** A JPEG segment: marker FF `marker`, its length (itself included) and `size` bytes of data. */
function segment(marker: number, size: number, data?: number[]): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(4 + size);
  bytes.set([0xff, marker, (size + 2) >> 8, (size + 2) & 0xff]);
  if (data) bytes.set(data, 4);
  return bytes;
}

/** A frame header (SOFn): precision, then height and width, then one component. */
const frame = (marker: number, width: number, height: number) =>
  segment(marker, 9, [8, height >> 8, height & 0xff, width >> 8, width & 0xff, 1, 1, 0x11, 0]);

/** A JPEG's start of image and `segments`, as a phone writes them. */
const jpeg = (...segments: Uint8Array<ArrayBuffer>[]) => new Blob([new Uint8Array([0xff, 0xd8]), ...segments]);

describe('imageSize', () => {
  it("reads a PNG's size from its IHDR chunk", async () => {
    expect(await imageSize(pngHeader(30_000, 20_000))).toEqual({ width: 30_000, height: 20_000 });
  });

  it("reads a JPEG's size from its frame header, past EXIF, an ICC profile and the tables", async () => {
    const photo = jpeg(
      segment(0xe1, 60_000), // EXIF with its thumbnail
      segment(0xe2, 3_000), // ICC profile
      segment(0xdb, 130), // quantisation tables
      segment(0xc4, 400), // Huffman tables: C4, not a frame header
      frame(0xc0, 8160, 6144),
      segment(0xda, 10),
    );
    expect(await imageSize(photo)).toEqual({ width: 8160, height: 6144 });
  });

  it('reads progressive JPEGs (SOF2) and skips fill bytes between segments', async () => {
    const photo = jpeg(segment(0xe0, 14), new Uint8Array([0xff, 0xff]), frame(0xc2, 4000, 3000));
    expect(await imageSize(photo)).toEqual({ width: 4000, height: 3000 });
  });

  it('says nothing of other bytes, or of a JPEG cut before its frame header', async () => {
    expect(await imageSize(new Blob(['%PDF-1.7 and more than twenty-four bytes']))).toBeUndefined();
    expect(await imageSize(new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])]))).toBeUndefined();
    // A PNG's signature and then garbage, not an IHDR chunk: its "size" is noise, and the decoder says it is broken.
    const garbage = new Uint8Array(64).fill(0xee);
    garbage.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(await imageSize(new Blob([garbage]))).toBeUndefined();
    expect(await imageSize(jpeg(segment(0xe1, 60_000), segment(0xdb, 130)))).toBeUndefined();
    expect(await imageSize(jpeg(new Uint8Array(30)))).toBeUndefined();
  });
});

describe('hasTooManyPixels', () => {
  it(`refuses more than ${IMAGE_MAX_MEGAPIXELS} megapixels, counted as cameras count them`, async () => {
    expect(await hasTooManyPixels(pngHeader(30_000, 20_000))).toBe(true);
    expect(await hasTooManyPixels(jpeg(frame(0xc0, 9248, 6936)))).toBe(true); // a 64 MP camera
    expect(await hasTooManyPixels(pngHeader(60_000, 1_000))).toBe(true);
    // A "50 MP" camera's photo (50.3 million pixels), a 48 MP one, a long thin screenshot.
    expect(await hasTooManyPixels(jpeg(frame(0xc0, 8192, 6144)))).toBe(false);
    expect(await hasTooManyPixels(jpeg(frame(0xc0, 8000, 6000)))).toBe(false);
    expect(await hasTooManyPixels(pngHeader(1080, 40_000))).toBe(false);
  });

  it('lets through what it cannot measure: the decoder says whether it reads it', async () => {
    expect(await hasTooManyPixels(new Blob(['not an image, but long enough to look at']))).toBe(false);
  });

  it('is the number the message gives, in every language', () => {
    for (const locale of ['uz', 'ru', 'en'] as const) {
      expect(messages[locale].file_image_megapixels).toContain(` ${IMAGE_MAX_MEGAPIXELS} `);
    }
  });
});
