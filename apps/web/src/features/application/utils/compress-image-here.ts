import imageCompression from 'browser-image-compression';

export { hasTooManyPixels } from './image-size';

export type CompressOptions = { maxSizeMB: number; maxWidthOrHeight: number };

/** A promise rejected with the signal's reason once it is aborted. */
function untilAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    else signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

/**
 * The compression on the main thread, for browsers without module workers or OffscreenCanvas (Safari before 16.4),
 * and the pixel check it needs first: a chunk of its own with the compressor, loaded only there (compress-image.ts).
 * It imports nothing of the form's chunks, so importing it lists none of their files in the form's code. Always to
 * JPEG: the compressor's PNG encoder quantises colours in JavaScript, seconds a pass, which would freeze the page.
 */
export function compressHere(file: File, options: CompressOptions, signal: AbortSignal): Promise<Blob> {
  const compressed = imageCompression(file, { ...options, fileType: 'image/jpeg', useWebWorker: false, signal });
  // The compressor looks at the signal between its steps only; the race answers at the limit.
  return Promise.race([compressed, untilAborted(signal)]);
}
