import imageCompression from 'browser-image-compression';
import { IMAGE_MAX_MB, IMAGE_MAX_PX } from './prepare-upload';

/**
 * Shrinks a photo or scan to at most 1 MB and 1920 px (spec §5); the type stays PNG or JPEG. On the main thread:
 * the library's worker starts from a blob: URL, which the portal's Content-Security-Policy does not allow.
 */
export function compressImage(file: File): Promise<Blob> {
  return imageCompression(file, { maxSizeMB: IMAGE_MAX_MB, maxWidthOrHeight: IMAGE_MAX_PX, useWebWorker: false });
}
