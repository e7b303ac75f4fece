/// <reference lib="webworker" />
import imageCompression from 'browser-image-compression';
import type { CompressRequest, CompressResponse } from './compress-image';
import { hasTooManyPixels } from './image-size';

type CompressOptions = CompressRequest['options'];

/**
 * A PNG is resized and encoded by the browser itself: lossless and well under a second, so screenshots and scans
 * stay sharp PNGs. One still over the size target becomes a JPEG, as photos are. Not the compressor's PNG path:
 * its encoder quantises colours in JavaScript, seconds a pass on a slow machine, and it makes up to eleven passes; a
 * large PNG of noise took close to a minute there and was still too large at the end.
 */
async function shrinkPng(file: File, { maxSizeMB, maxWidthOrHeight }: CompressOptions): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, maxWidthOrHeight / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D context for the image');
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const png = await canvas.convertToBlob({ type: 'image/png' });
  const maxBytes = maxSizeMB * 1024 * 1024;
  if (scale === 1 && file.size <= Math.min(png.size, maxBytes)) return file;
  if (png.size <= maxBytes) return png;
  // From the resized picture, still lossless: only the JPEG's quality (and, if need be, its size) is left to lower.
  const resized = new File([png], file.name, { type: 'image/png' });
  return imageCompression(resized, { maxSizeMB, maxWidthOrHeight, fileType: 'image/jpeg', useWebWorker: false });
}

function shrink(file: File, options: CompressOptions): Promise<Blob> {
  if (file.type === 'image/png') return shrinkPng(file, options);
  return imageCompression(file, { ...options, useWebWorker: false });
}

// Runs the compressor off the main thread, so the form keeps answering taps while a phone shrinks a 12 MP photo.
self.onmessage = async ({ data }: MessageEvent<CompressRequest>) => {
  let response: CompressResponse;
  try {
    // Before any decoding, from the file's header: a huge image would fail there (or take the phone's memory).
    response = (await hasTooManyPixels(data.file))
      ? { ok: false, message: 'Too many pixels', key: 'file_image_megapixels' }
      : { ok: true, blob: await shrink(data.file, data.options) };
  } catch (error) {
    response = { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  self.postMessage(response);
};
