/**
 * The most pixels a photo or scan may have (docs/decisions/0136-image-megapixel-limit.md). Decoded, an image takes 4
 * bytes a pixel: 200 MB at 50 megapixels, what a phone with a few GB of memory can spare; far beyond it the browser
 * fails to decode it, and the field could only say "could not be read". Counted as cameras count them, so every photo
 * of a "50 MP" camera passes (8192 × 6144 is 50.3 million pixels), and a 48 MP one. The texts of
 * `file_image_megapixels` say the number.
 */
export const IMAGE_MAX_MEGAPIXELS = 50;
const MAX_PIXELS = (IMAGE_MAX_MEGAPIXELS + 0.5) * 1e6;

/** A JPEG's frame headers (SOF0–SOF15), which give its size: every marker C0–CF but DHT (C4), JPG (C8) and DAC (CC). */
const isFrameHeader = (marker: number) => marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);

/**
 * The width and height a PNG (its IHDR chunk) or a JPEG (its frame header) declares, read from the file's headers
 * without decoding a pixel; undefined for other bytes, or a JPEG whose frame header is not found. A JPEG's segments
 * before it (EXIF, ICC profiles, XMP: a phone's can be hundreds of KB) are skipped by their lengths, unread.
 */
export async function imageSize(file: Blob): Promise<{ width: number; height: number } | undefined> {
  const read = async (start: number, length: number) =>
    new DataView(await file.slice(start, start + length).arrayBuffer());
  const head = await read(0, 24);
  // A PNG: its signature, then the IHDR chunk ("IHDR" at byte 12), width and height first.
  if (head.byteLength === 24 && head.getUint32(0) === 0x89504e47) {
    return head.getUint32(12) === 0x49484452 ? { width: head.getUint32(16), height: head.getUint32(20) } : undefined;
  }
  if (head.byteLength < 2 || head.getUint16(0) !== 0xffd8) return undefined;
  // A phone's JPEG has a dozen segments before its frame header; a thousand is not a photo.
  for (let offset = 2, count = 0; count < 1000; count++) {
    const segment = await read(offset, 9);
    if (segment.byteLength < 9 || segment.getUint8(0) !== 0xff) return undefined;
    const marker = segment.getUint8(1);
    if (isFrameHeader(marker)) return { width: segment.getUint16(7), height: segment.getUint16(5) };
    // A fill byte (FF FF): one byte on; a marker without a length (TEM, RST0–7): two; any other, its length too.
    if (marker === 0xff) offset += 1;
    else if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) offset += 2;
    else offset += 2 + segment.getUint16(2);
  }
  return undefined;
}

/** Whether a PNG or JPEG has more pixels than a phone can be asked to decode (read from its header: instant). */
export async function hasTooManyPixels(file: Blob): Promise<boolean> {
  const size = await imageSize(file);
  return size !== undefined && size.width * size.height > MAX_PIXELS;
}
