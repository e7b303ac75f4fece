import type { TMessageKey } from '@qabul/contract/messages';
import type { CompressOptions } from './compress-image-here';
import { IMAGE_MAX_MB, IMAGE_MAX_PX, ImageCompressionError } from './prepare-upload';

export type CompressRequest = { file: File; options: CompressOptions };
/** A failure's `key` is the field's message when the worker knows the reason (too many pixels). */
export type CompressResponse = { ok: true; blob: Blob } | { ok: false; message: string; key?: TMessageKey };

const OPTIONS: CompressOptions = { maxSizeMB: IMAGE_MAX_MB, maxWidthOrHeight: IMAGE_MAX_PX };

/**
 * The longest a compression may take before the field says so (docs/decisions/0128-photo-compression-always-ends.md):
 * a full-resolution photo takes seconds on a phone, so only a compression that went wrong (a worker that died
 * without a word) reaches it.
 */
export const COMPRESS_TIME_LIMIT_MS = 30_000;

/**
 * One compression in a Web Worker bundled by Vite (same origin: the CSP's worker-src 'self' allows it). It settles
 * on every outcome: the answer, an answer that cannot be read (messageerror), a worker that could not start (error:
 * rejected with a plain Error, so the main thread takes over) and the time limit (the worker is stopped).
 */
function compressInWorker(file: File, signal: AbortSignal): Promise<Blob> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./compress-image.worker.ts', import.meta.url), { type: 'module' });
    const settle = (outcome: () => void) => {
      worker.terminate();
      signal.removeEventListener('abort', abort);
      outcome();
    };
    const abort = () => settle(() => reject(signal.reason));
    signal.addEventListener('abort', abort, { once: true });
    worker.onmessage = ({ data }: MessageEvent<CompressResponse>) =>
      settle(() =>
        data.ok ? resolve(data.blob) : reject(new ImageCompressionError(data.key ?? 'file_image_unreadable')),
      );
    worker.onmessageerror = () => settle(() => reject(new ImageCompressionError('file_image_unreadable')));
    worker.onerror = (event) => settle(() => reject(new Error(event.message)));
    worker.postMessage({ file, options: OPTIONS } satisfies CompressRequest);
  });
}

/**
 * Shrinks a photo or scan to at most 1 MB and 1920 px (spec §5); the result is a PNG or a JPEG. The compressor (its
 * own chunk) runs in a worker; where the worker cannot start, on the main thread. A failed compression rejects, and
 * so does one still running after `timeLimitMs` (an `ImageCompressionError` with `file_image_timeout`); an image
 * of more than 50 megapixels is refused from its header, undecoded (`file_image_megapixels`: image-size.ts).
 */
export async function compressImage(file: File, timeLimitMs = COMPRESS_TIME_LIMIT_MS): Promise<Blob> {
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(new ImageCompressionError('file_image_timeout')), timeLimitMs);
  try {
    if (typeof Worker !== 'undefined' && typeof OffscreenCanvas !== 'undefined') {
      try {
        return await compressInWorker(file, deadline.signal);
      } catch (error) {
        // The worker answered (a failure, the time limit): that is the outcome, not a reason to do it all again.
        if (error instanceof ImageCompressionError) throw error;
      }
    }
    const { compressHere, hasTooManyPixels } = await import('./compress-image-here');
    // As in the worker, before anything decodes it: a huge image would fail there or take the phone's memory.
    if (await hasTooManyPixels(file)) throw new ImageCompressionError('file_image_megapixels');
    return await compressHere(file, OPTIONS, deadline.signal);
  } finally {
    clearTimeout(timer);
  }
}
