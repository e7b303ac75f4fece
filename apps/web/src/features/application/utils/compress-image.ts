import { IMAGE_MAX_MB, IMAGE_MAX_PX } from './prepare-upload';

type CompressOptions = { maxSizeMB: number; maxWidthOrHeight: number };
export type CompressRequest = { file: File; options: CompressOptions };
export type CompressResponse = { ok: true; blob: Blob } | { ok: false; message: string };

const OPTIONS: CompressOptions = { maxSizeMB: IMAGE_MAX_MB, maxWidthOrHeight: IMAGE_MAX_PX };

/** One compression in a Web Worker bundled by Vite (same origin: the CSP's worker-src 'self' allows it). */
function compressInWorker(file: File): Promise<Blob> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./compress-image.worker.ts', import.meta.url), { type: 'module' });
    const finish = () => worker.terminate();
    worker.onmessage = ({ data }: MessageEvent<CompressResponse>) => {
      finish();
      if (data.ok) resolve(data.blob);
      else reject(new Error(data.message));
    };
    worker.onerror = (event) => {
      finish();
      reject(new Error(event.message));
    };
    worker.postMessage({ file, options: OPTIONS } satisfies CompressRequest);
  });
}

/** On the main thread: browsers without module workers or OffscreenCanvas (Safari before 16.4). */
async function compressHere(file: File): Promise<Blob> {
  const { default: imageCompression } = await import('browser-image-compression');
  return imageCompression(file, { ...OPTIONS, useWebWorker: false });
}

/**
 * Shrinks a photo or scan to at most 1 MB and 1920 px (spec §5); the type stays PNG or JPEG. The compressor (its
 * own chunk) runs in a worker; where the worker cannot, on the main thread.
 */
export async function compressImage(file: File): Promise<Blob> {
  if (typeof Worker === 'undefined' || typeof OffscreenCanvas === 'undefined') return compressHere(file);
  try {
    return await compressInWorker(file);
  } catch {
    return compressHere(file);
  }
}
